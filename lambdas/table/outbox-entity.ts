/**
 * The ElectroDB model of the outbox item (outbox.ts `outboxModel`), built from a copy of its literal: for the tests,
 * benches and scripts; functions write the literal through the model table (model-table.ts).
 */
import { Entity } from 'electrodb';
import { onTable, options, modelCopy } from './entity-parts';
import { outboxModel } from './outbox';

export const OutboxEntity = new Entity(modelCopy(outboxModel), options());
onTable(OutboxEntity);
