/**
 * ElectroDB models of deliveries and their files. Key design in table-design.ts and
 * entity-parts.ts; access patterns in docs/data-model.md. No key string is built outside the models.
 */
import { Entity } from 'electrodb';
import { DELIVERY_STATUSES } from '../domain/delivery';
import { SERVICE, onTable, PK, SK, createdAt, updatedAt, options } from '../../../table/entity-parts';

/**
 * A delivery of deliverables by the contractor (spec part 2, 3 "delivery"; issue 9), in the tender's
 * partition with its files (collection `tenderDeliveries`).
 */
export const DeliveryEntity = new Entity(
  {
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
  },
  options(),
);

/** A file of a delivery (spec part 2, 3 "delivery_files"). S3 key under `deliveries/{tenderId}/{deliveryId}/`. */
export const DeliveryFileEntity = new Entity(
  {
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
      createdAt,
    },
    indexes: {
      byTender: {
        collection: 'tenderDeliveries',
        pk: { field: PK, composite: ['tenderId'] },
        sk: { field: SK, composite: ['deliveryId', 'fileId'] },
      },
    },
  },
  options(),
);
onTable(DeliveryEntity, DeliveryFileEntity);
