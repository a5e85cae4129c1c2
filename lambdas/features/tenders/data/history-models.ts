/**
 * Model literal of the tender's history (domain/history.ts): one item per entry in the tender's partition, in its own
 * collection (`tenderHistory`), so the tender's detail query (collection `tenderFiles`) never reads it and the
 * timeline reads one page newest first with one Query, whatever the number of tenders. Key design in
 * table-design.ts and entity-parts.ts; access patterns in docs/data-model.md.
 */
import { HISTORY_ACTORS, HISTORY_KINDS } from '../domain/history';
import { SERVICE, PK, SK, createdAt } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';

/** An entry of a tender's history: what happened (`kind`), when (`at`, ISO instant), who (`actorRole`, `actorId`). */
export const tenderHistoryModel = {
  model: { entity: 'tenderHistory', version: '1', service: SERVICE },
  attributes: {
    tenderId: { type: 'string', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    entryId: { type: 'string', required: true, readOnly: true },
    kind: { type: HISTORY_KINDS, required: true, readOnly: true },
    actorRole: { type: HISTORY_ACTORS, required: true, readOnly: true },
    /** The acting user; absent for `system`. Names are looked up when read, so an erased user is not kept here by name. */
    actorId: { type: 'string', readOnly: true },
    /** Flat strings and numbers (domain/history.ts HistoryDetails). */
    details: { type: 'any', required: true, readOnly: true },
    createdAt,
  },
  indexes: {
    byTender: { collection: 'tenderHistory', pk: { field: PK, composite: ['tenderId'] }, sk: { field: SK, composite: ['at', 'entryId'] } },
  },
} as const satisfies ModelLiteral;
