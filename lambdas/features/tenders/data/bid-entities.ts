/**
 * The ElectroDB models of bid-models.ts, built from copies of its literals (ElectroDB adds to what it is given):
 * for the tests, benches and scripts; functions read and write the literals through the model table (table/model-table.ts).
 */
import { Entity } from 'electrodb';
import { onTable, options, modelCopy } from '../../../table/entity-parts';
import { bidModel } from './bid-models';

export const BidEntity = new Entity(modelCopy(bidModel), options());
onTable(BidEntity);
