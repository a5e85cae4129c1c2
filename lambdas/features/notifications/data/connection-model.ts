/**
 * The model of a WebSocket connection of a signed-in user; expires by TTL. A plain literal: connections.ts reads and
 * writes it through the item codec (table/item-codec.ts), so the WebSocket functions load no ElectroDB (issue 23,
 * 4); notification-entities.ts builds the ElectroDB model from the same literal for the tests and the Service.
 */
import { SERVICE, gsi1, gsi3, PK, SK, createdAt } from '../../../table/entity-parts';
import { tableDesign } from '../../../table/table-design';
import type { ModelLiteral } from '../../../table/item-codec';

export const connectionModel = {
  model: { entity: 'connection', version: '1', service: SERVICE },
  attributes: {
    connectionId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true },
    /** Epoch seconds (DynamoDB TTL). */
    expiresAt: { type: 'number', required: true, field: tableDesign.ttlAttribute },
    createdAt,
  },
  indexes: {
    // Connection ids are case-sensitive (API Gateway), so their keys keep their case.
    byId: { pk: { field: PK, composite: ['connectionId'], casing: 'none' }, sk: { field: SK, composite: [] } },
    byUser: {
      index: gsi1.indexName,
      pk: { field: gsi1.partitionKey, composite: ['userId'] },
      sk: { field: gsi1.sortKey, composite: ['connectionId'], casing: 'none' },
    },
    // Every open connection in one partition (gsi3, sorted by user): an announcement to thousands reads them
    // once instead of asking for each recipient's (issue 23, 3). Items stored before this index have no
    // gsi3 keys; they expire by TTL within CONNECTION_TTL_SECONDS.
    byOpen: {
      index: gsi3.indexName,
      pk: { field: gsi3.partitionKey, composite: [] },
      sk: { field: gsi3.sortKey, composite: ['userId', 'connectionId'], casing: 'none' },
    },
  },
} as const satisfies ModelLiteral;
