/**
 * The ElectroDB models of notification-models.ts, built from copies of its literals (ElectroDB adds to what it is given):
 * for the tests, benches and scripts; functions read and write the literals through the model table (table/model-table.ts).
 */
import { Entity } from 'electrodb';
import { onTable, options, modelCopy } from '../../../table/entity-parts';
import { connectionModel, erasedAddressModel, notificationModel, notificationPreferencesModel } from './notification-models';

export const NotificationEntity = new Entity(modelCopy(notificationModel), options());
export const NotificationPreferencesEntity = new Entity(modelCopy(notificationPreferencesModel), options());
export const ConnectionEntity = new Entity(modelCopy(connectionModel), options());
export const ErasedAddressEntity = new Entity(modelCopy(erasedAddressModel), options());
onTable(NotificationEntity, NotificationPreferencesEntity, ConnectionEntity, ErasedAddressEntity);
