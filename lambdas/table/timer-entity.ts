/**
 * The ElectroDB model of the timer item (timers.ts `timerModel`), built from a copy of its literal: for the tests,
 * benches and scripts; functions write the literal through the model table (model-table.ts).
 */
import { Entity } from 'electrodb';
import { onTable, options, modelCopy } from './entity-parts';
import { timerModel } from './timers';

export const TimerEntity = new Entity(modelCopy(timerModel), options());
onTable(TimerEntity);
