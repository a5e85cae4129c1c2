/**
 * What an edit of an Open tender writes beside its fields (docs/decisions/procurement/amendments.md;
 * domain/versions.ts): before the tender's first bid or question a plain edit (an `edited` history entry, and a
 * condition that still no bid or question exists), after it an amendment (the next version with its snapshot,
 * reason and changed fields, version 1 too at the first amendment, an `amended` history entry, a `deadline_moved`
 * entry when the deadline moved, the `tender_amended` event, and a condition that the tender is still at the version
 * read). Everything goes in the edit's one transaction (data/tender-edits.ts `extras`), so a stale or concurrent
 * edit writes nothing.
 */
import type { Clause } from '../../domain/rules';
import type { Role } from '../../domain/roles';
import { whereAll } from '../../table/conditions';
import { outboxItem } from '../../table/outbox';
import type { EditExtras } from './data/tender-edits';
import { historyItem } from './data/history';
import { snapshotOf, versionItem } from './data/tender-versions';
import type { AttachmentItem, TenderItem } from './data/tenders';
import { tenderAmended } from './events';
import { AMENDMENT_NOTICE_DAYS, amendmentMessages, changedFields, versionOf, type VersionedTender } from './domain/versions';

/** "No bid or question exists yet": the condition that keeps a plain edit plain when the first bid races it (409). */
const noBidOrQuestion: Clause<VersionedTender>[] = [
  { field: 'bidCount', is: 'lt', value: 1, missingAs: 0, refusal: { status: 409, message: amendmentMessages.versionStale } },
  { field: 'questionCount', is: 'lt', value: 1, missingAs: 0, refusal: { status: 409, message: amendmentMessages.versionStale } },
];

/** The condition "the tender is still at version `v`" (an item without `version` is at 1). */
const atVersion =
  (v: number): NonNullable<EditExtras['where']> =>
  (a, op) =>
    v === 1 ? `(${op.notExists(a.version)} OR ${op.eq(a.version, 1)})` : op.eq(a.version, v);

/** Who edits, and what the handler decided of the deadline. */
export interface EditContext {
  current: TenderItem;
  attachments: AttachmentItem[];
  removedIds: ReadonlySet<string>;
  actorId: string;
  actorRole: Role;
  /** ISO instant of the edit. */
  at: string;
  /** The amendment's reason; undefined for a plain edit. */
  reason?: string;
  /** Whether the amendment rule moved the deadline (AMENDMENT_NOTICE_DAYS). */
  deadlineMovedByRule: boolean;
}

/** The extras of a plain edit (before any bid or question): an `edited` entry naming the changed fields. */
export function plainEditExtras(ctx: EditContext): (next: TenderItem, added: AttachmentItem[]) => EditExtras {
  return (next, added) => {
    const kept = ctx.attachments.filter((a) => !ctx.removedIds.has(a.attachmentId));
    const changed = changedFields(snapshotOf(ctx.current, ctx.attachments), snapshotOf(next, [...kept, ...added]));
    return {
      where: whereAll(noBidOrQuestion, atVersion(versionOf(ctx.current))),
      also: changed.length
        ? [historyItem({ tenderId: ctx.current.tenderId, kind: 'edited', actorRole: ctx.actorRole, actorId: ctx.actorId, details: { fields: changed.join(', ') }, at: ctx.at })]
        : [],
    };
  };
}

/**
 * The extras of an amendment: when something changed, the next version (and version 1, the tender as it stood, at the
 * first amendment), its history entries and event, and the tender's new `version` (and `termsVersion` unless only the
 * deadline changed); always the condition on the version read. Nothing changed: the condition alone.
 */
export function amendmentExtras(ctx: EditContext): (next: TenderItem, added: AttachmentItem[]) => EditExtras {
  return (next, added) => {
    const { current, at } = ctx;
    const tenderId = current.tenderId;
    const from = versionOf(current);
    const before = snapshotOf(current, ctx.attachments);
    const kept = ctx.attachments.filter((a) => !ctx.removedIds.has(a.attachmentId));
    const after = snapshotOf(next, [...kept, ...added]);
    const changed = changedFields(before, after);
    const where = atVersion(from);
    if (changed.length === 0) return { where };
    const version = from + 1;
    const termsChanged = changed.some((f) => f !== 'expiryDate');
    const reason = ctx.reason ?? '';
    const deadlineFrom = before.expiryDate !== after.expiryDate ? before.expiryDate : undefined;
    const also = [
      ...(from === 1 ? [versionItem({ tenderId, version: 1, at: current.updatedAt < at ? current.updatedAt : current.createdAt, changed: [], snapshot: before })] : []),
      versionItem({ tenderId, version, at, reason, changed, snapshot: after, deadlineMoved: ctx.deadlineMovedByRule }),
      historyItem({ tenderId, kind: 'amended', actorRole: ctx.actorRole, actorId: ctx.actorId, details: { version, reason, fields: changed.join(', ') }, at }),
      ...(deadlineFrom
        ? [
            historyItem({
              tenderId,
              kind: 'deadline_moved',
              ...(ctx.deadlineMovedByRule ? { actorRole: 'system' as const } : { actorRole: ctx.actorRole, actorId: ctx.actorId }),
              details: {
                from: deadlineFrom,
                to: after.expiryDate,
                version,
                reason: ctx.deadlineMovedByRule ? `At least ${AMENDMENT_NOTICE_DAYS} days must remain after an amendment` : reason,
              },
              at,
            }),
          ]
        : []),
      outboxItem(
        tenderAmended,
        { tenderId, title: next.title, creatorId: current.creatorId, version, reason, changed, expiryDate: after.expiryDate, ...(deadlineFrom ? { deadlineFrom } : {}), confirm: termsChanged },
        at,
      ),
    ];
    return { set: { version, ...(termsChanged ? { termsVersion: version } : {}) }, where, also };
  };
}
