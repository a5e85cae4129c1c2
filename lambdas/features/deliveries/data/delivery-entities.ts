/**
 * The ElectroDB models of delivery-models.ts, built from copies of its literals (ElectroDB adds to what it is given):
 * for the tests, benches and scripts; functions read and write the literals through the model table (table/model-table.ts).
 */
import { Entity } from 'electrodb';
import { onTable, options, modelCopy } from '../../../table/entity-parts';
import { deliveryModel, deliveryFileModel } from './delivery-models';

export const DeliveryEntity = new Entity(modelCopy(deliveryModel), options());
export const DeliveryFileEntity = new Entity(modelCopy(deliveryFileModel), options());
onTable(DeliveryEntity, DeliveryFileEntity);
