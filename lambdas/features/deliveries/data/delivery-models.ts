/**
 * Model literals of deliveries and their files. Key design in table-design.ts and
 * entity-parts.ts; access patterns in docs/data-model.md. No key string is built outside the models.
 *
 * Plain literals (`as const satisfies ModelLiteral`): the data modules read and write them through the model table
 * (table/model-table.ts); delivery-entities.ts builds the ElectroDB models of the same literals
 * for the tests, benches and scripts.
 */
import { DELIVERY_STATUSES } from '../domain/delivery';
import { SERVICE, PK, SK, createdAt, updatedAt } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';

/**
 * A delivery of deliverables by the contractor (spec part 2, 3 "delivery"), in the tender's
 * partition with its files (collection `tenderDeliveries`).
 */
export const deliveryModel = {
  model: { entity: 'delivery', version: '1', service: SERVICE },
  attributes: {
    tenderId: { type: 'string', required: true, readOnly: true },
    deliveryId: { type: 'string', required: true, readOnly: true },
    geodesistId: { type: 'string', required: true, readOnly: true },
    notes: { type: 'string' },
    status: { type: DELIVERY_STATUSES, required: true },
    changeRequestComment: { type: 'string' },
    changeRequestedAt: { type: 'string' },
    acceptedAt: { type: 'string' },
    submittedAt: { type: 'string', required: true, readOnly: true },
    createdAt,
    updatedAt,
  },
  indexes: {
    byTender: { collection: 'tenderDeliveries', pk: { field: PK, composite: ['tenderId'] }, sk: { field: SK, composite: ['deliveryId'] } },
  },
} as const satisfies ModelLiteral;

/** A file of a delivery (spec part 2, 3 "delivery_files"). S3 key under `deliveries/{tenderId}/{deliveryId}/`. */
export const deliveryFileModel = {
  model: { entity: 'deliveryFile', version: '1', service: SERVICE },
  attributes: {
    tenderId: { type: 'string', required: true, readOnly: true },
    deliveryId: { type: 'string', required: true, readOnly: true },
    fileId: { type: 'string', required: true, readOnly: true },
    filename: { type: 'string', required: true },
    contentType: { type: 'string', required: true },
    /** Bytes. */
    size: { type: 'number', required: true },
    s3Key: { type: 'string', required: true },
    /** The quality check's report of a geodata file (domain/check-report.ts CheckReport), written once by the check worker. */
    checkReport: { type: 'any' },
    /** When the report was written (ISO time). */
    checkedAt: { type: 'string' },
    createdAt,
  },
  indexes: {
    byTender: {
      collection: 'tenderDeliveries',
      pk: { field: PK, composite: ['tenderId'] },
      sk: { field: SK, composite: ['deliveryId', 'fileId'] },
    },
  },
} as const satisfies ModelLiteral;
