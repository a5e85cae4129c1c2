/**
 * The move of a tender's deadline for a question unanswered at its question deadline (workers/question-sweep.ts):
 * ONE conditional transaction of the tender's new deadline and its marker (`deadlineMovedFor`), the `deadline_moved`
 * history entry (actor `system`) and the event. The condition makes it happen once per question deadline, however
 * many questions wait and however many runs (or concurrent runs) see them: Open, no delete begun, not yet moved for
 * this question deadline, and the deadline still the one read. It sets `updatedAt`, which every edit of the tender is
 * conditioned on as read (tenders' updateTender), so an edit racing the move loses instead of undoing it.
 */
import { historyItem, tenderModel, type TenderItem } from '../../tenders/public';
import { whereAll } from '../../../table/conditions';
import type { Clause } from '../../../domain/rules';
import { tableOf, transactWrite, type TransactItem } from '../../../table/model-table';

const tenders = tableOf<TenderItem>(tenderModel);

/** The reason written in the history entry. */
export const MOVE_REASON = 'A question was unanswered at the question deadline';

/** The tender as the move reads it. */
interface MoveState {
  status: string;
  deletingAt?: string | null;
  deadlineMovedFor?: string | null;
}

/** "The deadline may be moved for `questionDeadline`": Open, no delete begun, not moved for it yet. */
export function movable(questionDeadline: string): Clause<MoveState>[] {
  const no = { status: 409, message: 'The deadline is not moved' } as const;
  return [
    { field: 'status', is: 'eq', value: 'Open', refusal: no },
    { field: 'deletingAt', is: 'absent', refusal: no },
    { field: 'deadlineMovedFor', is: 'ne', value: questionDeadline, refusal: no },
  ];
}

/** The stored tender (strongly consistent), or undefined. */
export async function readTender(tenderId: string): Promise<TenderItem | undefined> {
  return tenders.get({ tenderId }, { consistent: true });
}

/**
 * Moves `tender`'s deadline from its stored `expiryDate` to `to` (ISO) for `questionDeadline`, with the history entry
 * and `also` (the event), at `at`. Throws TransactionCanceledException when the condition fails (moved already,
 * closed, or the deadline changed since the read).
 */
export async function moveDeadline(input: { tender: TenderItem; to: string; questionDeadline: string; at: string; also: readonly TransactItem[] }): Promise<void> {
  const { tender, to, questionDeadline, at } = input;
  await transactWrite([
    tenders.updateItem(
      { tenderId: tender.tenderId },
      // updatedAt too: a poster's edit read before the move is conditioned on it, so it is refused (409) instead of
      // writing the old deadline back.
      { set: { expiryDate: to, deadlineMovedFor: questionDeadline, updatedAt: at }, where: whereAll(movable(questionDeadline), (a, op) => op.eq(a.expiryDate, tender.expiryDate)) },
      { mustExist: true },
    ),
    historyItem({ tenderId: tender.tenderId, kind: 'deadline_moved', actorRole: 'system', details: { from: tender.expiryDate, to, reason: MOVE_REASON, questionDeadline }, at }),
    ...input.also,
  ]);
}
