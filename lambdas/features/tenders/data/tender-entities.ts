/**
 * The ElectroDB models of tender-models.ts, built from copies of its literals (ElectroDB adds to what it is given):
 * for the tests, benches and scripts; functions read and write the literals through the model table (table/model-table.ts).
 */
import { Entity } from 'electrodb';
import { onTable, options, modelCopy } from '../../../table/entity-parts';
import { tenderModel, attachmentModel, tenderSiteModel, tenderWordModel } from './tender-models';

export const TenderEntity = new Entity(modelCopy(tenderModel), options());
export const AttachmentEntity = new Entity(modelCopy(attachmentModel), options());
export const TenderSiteEntity = new Entity(modelCopy(tenderSiteModel), options());
export const TenderWordEntity = new Entity(modelCopy(tenderWordModel), options());
onTable(TenderEntity, AttachmentEntity, TenderSiteEntity, TenderWordEntity);
