/**
 * Who may cancel a tender and when (docs/decisions/procurement/cancellation.md), once: the handler answers with these
 * refusals, the web app offers the Cancel action only where they allow it, and the cancel's write carries the same
 * clauses as its DynamoDB condition (lambdas/table/conditions.ts), so a race with an award, a delivery, a
 * completion or a second cancel is refused as the rule says.
 */
import { firstRefusal, type Clause, type Refusal } from '../../../domain/rules';
import type { Role } from '../../../domain/roles';
import { cancelMessages } from './cancellation';

/** The tender attributes the rule reads (the stored tender; the API's detail has all but `deletingAt`). */
export interface CancelTenderState {
  creatorId: string | null;
  status: string;
  deliveryCount?: number | null;
  deletingAt?: string | null;
}

/** Who asks: the caller's id and role. */
export interface Canceller {
  userId: string;
  role: Role;
}

const conflict = (message: string): Refusal => ({ status: 409, message });

/** What holds for everyone: no delete begun, not cancelled already, not Completed (nor Finished, which counts as Completed). */
const stillCancellable: Clause<CancelTenderState>[] = [
  { field: 'deletingAt', is: 'absent', refusal: conflict(cancelMessages.beingDeleted) },
  { field: 'status', is: 'ne', value: 'Cancelled', refusal: conflict(cancelMessages.alreadyCancelled) },
  { field: 'status', is: 'ne', value: 'Completed', refusal: conflict(cancelMessages.finished) },
  { field: 'status', is: 'ne', value: 'Finished', refusal: conflict(cancelMessages.finished) },
];

/**
 * "`who` may cancel this tender now": an admin any time before it is Completed; its poster (403 for anyone else)
 * while it is Open or In Progress before any delivery (`deliveryCount` below 1; an Open tender has none). Every
 * other state answers 409 with its reason. Geodesists never reach the rule (the route is the posters' and admins').
 */
export function cancellable(who: Canceller): Clause<CancelTenderState>[] {
  if (who.role === 'admin') return stillCancellable;
  return [
    { field: 'creatorId', is: 'eq', value: who.userId, refusal: { status: 403, message: cancelMessages.notYours } },
    ...stillCancellable,
    { field: 'deliveryCount', is: 'lt', value: 1, missingAs: 0, refusal: conflict(cancelMessages.delivered) },
  ];
}

/** Why `who` may not cancel `tender`, or null when they may. */
export function cancelRefusal(tender: CancelTenderState, who: Canceller): Refusal | null {
  return firstRefusal(cancellable(who), tender);
}
