/**
 * Model literal of a tender's versions (domain/versions.ts): one item per version in the tender's partition, in its
 * own collection (`tenderVersions`), so the tender's detail query (collection `tenderFiles`) never reads them and the
 * versions card reads them all with one Query, whatever the number of tenders. Written by the amendment's own
 * transaction (tender-versions.ts). Key design in table-design.ts and entity-parts.ts; access patterns in docs/data-model.md.
 */
import { SERVICE, PK, SK, createdAt } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';

/**
 * A version of a tender: what it said (`snapshot`, domain/versions.ts VersionSnapshot), when it became so (`at`, ISO
 * instant), why (`reason`, the poster's; absent on version 1, the tender as it stood before its first amendment)
 * and the fields that changed from the version before (`changed`).
 */
export const tenderVersionModel = {
  model: { entity: 'tenderVersion', version: '1', service: SERVICE },
  attributes: {
    tenderId: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    reason: { type: 'string', readOnly: true },
    changed: { type: 'list', required: true, readOnly: true, items: { type: 'string' } },
    snapshot: { type: 'any', required: true, readOnly: true },
    /** Whether the amendment rule moved the deadline (AMENDMENT_NOTICE_DAYS). */
    deadlineMoved: { type: 'boolean', readOnly: true },
    createdAt,
  },
  indexes: {
    // `at` first: ISO instants sort as times, and a later version always has a later time (the version condition).
    byTender: { collection: 'tenderVersions', pk: { field: PK, composite: ['tenderId'] }, sk: { field: SK, composite: ['at', 'version'] } },
  },
} as const satisfies ModelLiteral;
