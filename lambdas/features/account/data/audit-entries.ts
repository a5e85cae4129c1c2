/**
 * A user's history of admin actions: one item per action in the user's partition, newest
 * first. Access pattern U3 in docs/data-model.md. Read and written through the model table (table/model-table.ts;
 * no ElectroDB at run time).
 */
import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '../domain/dto';
import type { Profile } from '../domain/dto';
import { displayName } from '../../../domain/roles';
import { BadRequestError } from '../../../kernel/errors';
import { userMessages } from '../domain/users';
import { isBadCursor, tableOf } from '../../../table/model-table';
import { auditEntryModel } from './user-models';

export type NewAuditEntry = Omit<AuditEntry, 'auditId' | 'at'>;

/** Who an admin is in the history: their id and name (from their profile; 'Admin' when it cannot be read). */
export function auditActor(caller: { userId: string; profile?: Profile }): Pick<AuditEntry, 'actorId' | 'actorName'> {
  return { actorId: caller.userId, actorName: caller.profile ? displayName(caller.profile) : 'Admin' };
}

type Stored = Omit<AuditEntry, 'at' | 'changes'> & { createdAt: string; changes: { field: string; from?: string; to?: string }[] };

const auditTable = tableOf<Stored>(auditEntryModel);

function toAuditEntry(item: Stored): AuditEntry {
  return {
    auditId: item.auditId,
    at: item.createdAt,
    actorId: item.actorId,
    actorName: item.actorName,
    action: item.action,
    targetUserId: item.targetUserId,
    targetName: item.targetName,
    changes: item.changes.map((c) => ({ field: c.field, from: c.from ?? null, to: c.to ?? null })),
  };
}

/** Records one admin action; `at` defaults to now. Returns the stored entry. Throws on DynamoDB errors. */
export async function recordAudit(entry: NewAuditEntry, nowMs = Date.now()): Promise<AuditEntry> {
  const item = {
    ...entry,
    auditId: `${String(nowMs).padStart(15, '0')}-${randomUUID()}`,
    changes: entry.changes.map((c) => ({ field: c.field, ...(c.from !== null ? { from: c.from } : {}), ...(c.to !== null ? { to: c.to } : {}) })),
    createdAt: new Date(nowMs).toISOString(),
  };
  await auditTable.create(item);
  return toAuditEntry(item as Stored);
}

/** One page of a user's history, newest first. Throws BadRequestError for a cursor that is not ours. */
export async function listAudit(targetUserId: string, page: { cursor?: string; limit: number }): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  try {
    const out = await auditTable.query('byTarget', { targetUserId }, { order: 'desc', limit: page.limit, cursor: page.cursor ?? null });
    return { items: out.items.map(toAuditEntry), nextCursor: out.cursor };
  } catch (error) {
    if (page.cursor && isBadCursor(error)) throw new BadRequestError(userMessages.badCursor);
    throw error;
  }
}

/** The changed fields between two versions of a record, as history lines (absent values are null). */
export function changesOf<T extends Record<string, unknown>>(before: T, after: Partial<T>, fields: (keyof T & string)[]): AuditEntry['changes'] {
  const text = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));
  return fields.filter((f) => f in after && text(before[f]) !== text(after[f])).map((f) => ({ field: f, from: text(before[f]), to: text(after[f]) }));
}
