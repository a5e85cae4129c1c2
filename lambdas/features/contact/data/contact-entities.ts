/**
 * The ElectroDB models of contact-models.ts, built from copies of its literals (ElectroDB adds to what it is given):
 * for the tests, benches and scripts; functions read and write the literals through the model table (table/model-table.ts).
 */
import { Entity } from 'electrodb';
import { onTable, options, modelCopy } from '../../../table/entity-parts';
import { contactMessageModel } from './contact-models';

export const ContactMessageEntity = new Entity(modelCopy(contactMessageModel), options());
onTable(ContactMessageEntity);
