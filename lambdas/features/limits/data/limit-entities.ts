/**
 * The ElectroDB model of limit-models.ts, built from a copy of its literal: for the tests, benches and scripts;
 * functions read and write the literal through the model table (table/model-table.ts).
 */
import { Entity } from 'electrodb';
import { onTable, options, modelCopy } from '../../../table/entity-parts';
import { rateCounterModel } from './limit-models';

export const RateCounterEntity = new Entity(modelCopy(rateCounterModel), options());
onTable(RateCounterEntity);
