/**
 * Model literals of bids: one per geodesist and tender. Key design in table-design.ts and
 * entity-parts.ts; access patterns in docs/data-model.md. No key string is built outside the models.
 *
 * Plain literals (`as const satisfies ModelLiteral`): the data modules read and write them through the model table
 * (table/model-table.ts); bid-entities.ts builds the ElectroDB models of the same literals
 * for the tests, benches and scripts.
 */
import { BID_STATUSES } from '../domain/tender-bids';
import { SERVICE, gsi1, gsi2, gsi3, PK, SK, createdAt, updatedAt } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';

/**
 * A geodesist's one bid on a tender (spec part 2, 3 and 5). Keyed by tender and bidder, so a second bid
 * by the same geodesist is the same item: "one bid per geodesist per tender" is the key design, and
 * creation is conditioned on the item not existing. In the tender's partition, outside the tenderFiles
 * collection (a tender read never reads its bids). `bidId` is an opaque id the poster may see while the
 * bidder stays anonymous. Money in integer euro cents.
 */
export const bidModel = {
  model: { entity: 'bid', version: '1', service: SERVICE },
  attributes: {
    tenderId: { type: 'string', required: true, readOnly: true },
    bidderId: { type: 'string', required: true, readOnly: true },
    bidId: { type: 'string', required: true, readOnly: true },
    amountCents: { type: 'number', required: true },
    comment: { type: 'string' },
    status: { type: BID_STATUSES, required: true },
    acceptedAt: { type: 'string' },
    createdAt,
    updatedAt,
    /** The tender's version when the bid was placed, changed or confirmed (features/tenders/domain/versions.ts); absent means 1. */
    tenderVersion: { type: 'number' },
  },
  indexes: {
    byTenderBidder: { pk: { field: PK, composite: ['tenderId'] }, sk: { field: SK, composite: ['bidderId'] } },
    byTender: {
      index: gsi1.indexName,
      pk: { field: gsi1.partitionKey, composite: ['tenderId'] },
      sk: { field: gsi1.sortKey, composite: ['createdAt', 'bidderId'] },
    },
    byBidder: {
      index: gsi2.indexName,
      pk: { field: gsi2.partitionKey, composite: ['bidderId'] },
      sk: { field: gsi2.sortKey, composite: ['createdAt', 'tenderId'] },
    },
    byBidId: {
      index: gsi3.indexName,
      pk: { field: gsi3.partitionKey, composite: ['bidId'] },
      sk: { field: gsi3.sortKey, composite: [] },
    },
  },
} as const satisfies ModelLiteral;
