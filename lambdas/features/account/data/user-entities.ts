/**
 * The ElectroDB models of user-models.ts, built from copies of its literals (ElectroDB adds to what it is given):
 * for the tests, benches and scripts; functions read and write the literals through the model table (table/model-table.ts).
 */
import { Entity } from 'electrodb';
import { onTable, options, modelCopy } from '../../../table/entity-parts';
import { profileModel, auditEntryModel } from './user-models';
import { statsShardModel } from '../../../table/stats';

export const ProfileEntity = new Entity(modelCopy(profileModel), options());
export const AuditEntryEntity = new Entity(modelCopy(auditEntryModel), options());
export const StatsShardEntity = new Entity(modelCopy(statsShardModel), options());
onTable(ProfileEntity, AuditEntryEntity, StatsShardEntity);
