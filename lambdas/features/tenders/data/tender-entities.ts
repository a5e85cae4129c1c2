/**
 * The ElectroDB models of tender-models.ts, built from copies of its literals (ElectroDB adds to what it is given):
 * for the tests, benches and scripts, and the data modules not yet on the item codec (table/model-table.ts).
 */
import { Entity } from 'electrodb';
import { onTable, options, modelCopy } from '../../../table/entity-parts';
import { tenderModel, attachmentModel, tenderSiteModel, tenderWordModel } from './tender-models';
import { serviceOf } from '../../../table/service-of';

export const TenderEntity = new Entity(modelCopy(tenderModel), options());
export const AttachmentEntity = new Entity(modelCopy(attachmentModel), options());
export const TenderSiteEntity = new Entity(modelCopy(tenderSiteModel), options());
export const TenderWordEntity = new Entity(modelCopy(tenderWordModel), options());
onTable(TenderEntity, AttachmentEntity, TenderSiteEntity, TenderWordEntity);

/**
 * The tender's partition as one Service: `collections.tenderFiles` reads a tender, its attachments and its site
 * in one query; its transactions write them together.
 */
export const tenderFilesService = serviceOf({ tender: TenderEntity, attachment: AttachmentEntity, tenderSite: TenderSiteEntity });
