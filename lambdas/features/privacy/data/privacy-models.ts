/**
 * Model literals of the privacy feature: a user's data exports and the e-mail addresses of
 * erased accounts that no queued e-mail may reach. Key design in table-design.ts and entity-parts.ts; access
 * patterns in docs/data-model.md (P1–P4). No key string is built outside the models.
 *
 * Plain literals (`as const satisfies ModelLiteral`): the data modules read and write them through the model table
 * (table/model-table.ts); privacy-entities.ts builds the ElectroDB models of the same literals
 * for the tests, benches and scripts.
 */
import { EXPORT_STATUSES } from '../domain/privacy';
import { SERVICE, PK, SK, createdAt, updatedAt } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';
import { tableDesign } from '../../../table/table-design';

/**
 * One export of a user's data, in the user's partition, newest first (`exportId` starts with the epoch ms).
 * The worker writes the file and marks it ready once (condition: still preparing); the item expires by TTL
 * when the file does (EXPORT_KEPT_MS).
 */
export const dataExportModel = {
  model: { entity: 'dataExport', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    exportId: { type: 'string', required: true, readOnly: true },
    status: { type: EXPORT_STATUSES, required: true },
    /** S3 key of the JSON file under `exports/{userId}/`, once written. */
    s3Key: { type: 'string' },
    /** Bytes of the JSON file. */
    size: { type: 'number' },
    /** How many of the user's files the export holds copies of (`exports/{userId}/{exportId}/files/{n}`). */
    fileCount: { type: 'number' },
    readyAt: { type: 'string' },
    createdAt,
    updatedAt,
    /** Epoch seconds (DynamoDB TTL). */
    expiresAt: { type: 'number', required: true, field: tableDesign.ttlAttribute },
  },
  indexes: {
    byUser: { pk: { field: PK, composite: ['userId'] }, sk: { field: SK, composite: ['exportId'] } },
  },
} as const satisfies ModelLiteral;
