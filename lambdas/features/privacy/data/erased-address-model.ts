/**
 * The SHA-256 of an erased account's e-mail address (lower-cased), so the e-mail worker drops e-mails queued
 * to it before the erasure; expires by TTL once no such e-mail can still be queued or in a dead-letter queue.
 * A plain model literal: erased-addresses.ts reads and writes it through the item codec (table/item-codec.ts), so
 * the e-mail worker loads no ElectroDB (issue 23, 4); privacy-entities.ts builds the ElectroDB model from it.
 */
import { SERVICE, PK, SK } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';
import { tableDesign } from '../../../table/table-design';

export const erasedAddressModel = {
  model: { entity: 'erasedAddress', version: '1', service: SERVICE },
  attributes: {
    addressHash: { type: 'string', required: true, readOnly: true },
    /** When the account was erased (epoch ms). */
    erasedAtMs: { type: 'number', required: true },
    /** Epoch seconds (DynamoDB TTL). */
    expiresAt: { type: 'number', required: true, field: tableDesign.ttlAttribute },
  },
  indexes: {
    byHash: { pk: { field: PK, composite: ['addressHash'] }, sk: { field: SK, composite: [] } },
  },
} as const satisfies ModelLiteral;
