/**
 * Model literal of the window counters that every limit counts in (limits per user, per sender, bytes per hour).
 * Key design in table-design.ts and entity-parts.ts; access patterns in docs/data-model.md. Read and written through
 * the model table (table/model-table.ts); limit-entities.ts builds its ElectroDB model for the tests and scripts.
 */
import { SERVICE, PK, SK } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';
import { tableDesign } from '../../../table/table-design';

/** A counter of events in a time window (e.g. contact messages per source address per hour); expires by TTL. */
export const rateCounterModel = {
  model: { entity: 'rateCounter', version: '1', service: SERVICE },
  attributes: {
    /** What is counted and for which window, e.g. `contact-source#203.0.113.9#2026-11-23T21`. */
    counterKey: { type: 'string', required: true, readOnly: true },
    count: { type: 'number', required: true, default: 0 },
    /** Epoch seconds (DynamoDB TTL). */
    expiresAt: { type: 'number', required: true, field: tableDesign.ttlAttribute },
  },
  indexes: {
    byKey: { pk: { field: PK, composite: ['counterKey'], casing: 'none' }, sk: { field: SK, composite: [] } },
  },
} as const satisfies ModelLiteral;
