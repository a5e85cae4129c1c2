/**
 * The 24-hour notices before an Open tender's deadlines (docs/decisions/after-award/deadline-notices.md): one timer
 * per deadline (key `<tenderId>:deadline` and `<tenderId>:questions`), due NOTICE_HOURS before it, put in the
 * transaction of every write that sets or moves a deadline (publication, edit, amendment, the question sweep's move)
 * and deleted in the transaction of every write after which no notice is due (award, cancellation, delete). A deadline
 * less than NOTICE_HOURS away gets no notice: its timer is deleted instead. The listener
 * (notifications/deadline-listeners.ts) still checks, when one fires, that the tender is Open with that deadline.
 */
import { cancelTimerItem, timerItem } from '../../table/timers';
import type { TransactItem } from '../../table/model-table';
import type { EditExtras } from './data/tender-edits';
import type { AttachmentItem, TenderItem } from './data/tenders';
import { NEAR_DEADLINES, tenderDeadlineNear } from './events';

/** Hours before a deadline its notice is due. */
export const NOTICE_HOURS = 24;
const NOTICE_MS = NOTICE_HOURS * 3_600_000;

/** The tender as its deadline timers need it: ids, title and the two deadlines (ISO instants). */
export interface DeadlineSubject {
  tenderId: string;
  title: string;
  creatorId: string;
  expiryDate: string;
  questionDeadline?: string | null;
}

const keyOf = (tenderId: string, which: (typeof NEAR_DEADLINES)[number]) => `${tenderId}:${which}`;

/** When the notice of a deadline at `deadline` (ISO) is due (ISO): NOTICE_HOURS before it. */
export function noticeDueAt(deadline: string): string {
  return new Date(Date.parse(deadline) - NOTICE_MS).toISOString();
}

/**
 * The timers of `tender`'s two deadlines as written at `at` (ISO), for the transaction of the write that sets them:
 * a Put per deadline whose notice is still ahead of `at`, a Delete for one that is not (or a question deadline unset).
 */
export function deadlineTimerItems(tender: DeadlineSubject, at: string): TransactItem[] {
  const deadlines = { deadline: tender.expiryDate, questions: tender.questionDeadline ?? null };
  return NEAR_DEADLINES.map((which) => {
    const deadline = deadlines[which];
    const dueAt = deadline ? noticeDueAt(deadline) : null;
    if (!deadline || !dueAt || dueAt <= at) return cancelTimerItem(tenderDeadlineNear, keyOf(tender.tenderId, which));
    return timerItem(tenderDeadlineNear, { tenderId: tender.tenderId, title: tender.title, creatorId: tender.creatorId, which, deadline }, { key: keyOf(tender.tenderId, which), dueAt });
  });
}

/** The timers of a tender created at `at` (ISO): the Puts of deadlineTimerItems (a new tender has none to delete). */
export function newDeadlineTimerItems(tender: DeadlineSubject, at: string): TransactItem[] {
  return deadlineTimerItems(tender, at).filter((item) => item.Put);
}

/** The deletes of both timers of `tenderId`, for the transaction after which no notice is due (award, cancel, delete). */
export function cancelDeadlineTimerItems(tenderId: string): TransactItem[] {
  return NEAR_DEADLINES.map((which) => cancelTimerItem(tenderDeadlineNear, keyOf(tenderId, which)));
}

/** An edit's extras (data/tender-edits.ts) made by `extras`. */
type Extras = (next: TenderItem, added: AttachmentItem[]) => EditExtras;

/**
 * `extras` of an edit of `current` at `at` (ISO), with the deadline timers written again when the edit moves either
 * deadline (the same keys: the old notices are replaced, in the edit's one transaction).
 */
export function withDeadlineTimers(current: TenderItem, at: string, extras: Extras): Extras {
  return (next, added) => {
    const made = extras(next, added);
    if (next.expiryDate === current.expiryDate && (next.questionDeadline ?? null) === (current.questionDeadline ?? null)) return made;
    return { ...made, also: [...(made.also ?? []), ...deadlineTimerItems(next, at)] };
  };
}
