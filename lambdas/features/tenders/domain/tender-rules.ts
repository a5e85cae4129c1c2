/**
 * Who may read a tender, see its poster's contact details, and edit or delete it, each once (spec part 2, 3, 4 and
 * the detail pages). The handlers answer with these refusals, the web app shows
 * only what they allow, and the writes in data/tenders.ts carry the edit and delete clauses as DynamoDB
 * conditions (lambdas/table/conditions.ts).
 */
import type { Role } from '../../../domain/roles';
import { firstRefusal, type Clause, type Refusal } from '../../../domain/rules';
import { messages } from '../../../domain/schemas';
import { DEADLINE_LIMIT, tenderFieldMessages, tenderMessages } from './tender';

/**
 * The tender attributes these rules read (the stored tender; the API's detail has all but `deletingAt`, and its
 * `creatorId` is null for a viewer who may not know the poster, knowsParties, which names nobody here).
 */
export interface TenderState {
  creatorId: string | null;
  status: string;
  contractorId?: string | null;
  deletingAt?: string | null;
}

/** The caller as the rules see them. */
export interface Viewer {
  userId: string;
  role: Role;
}

/**
 * Whether `viewer` may see `tender`; `hasBid`: the viewer (a geodesist) has a bid on it. Admins see every
 * tender, a poster their own, a geodesist Open tenders, tenders they bid on and tenders they are contractor of.
 * A tender cancelled while Open (no contractor) stays readable to every geodesist, who could read it before, with
 * its reason (docs/decisions/procurement/cancellation.md); one cancelled after the award to its bidders and contractor.
 */
export function canView(viewer: Viewer, tender: TenderState, hasBid = false): boolean {
  if (viewer.role === 'admin') return true;
  if (viewer.role === 'tenderPoster') return tender.creatorId === viewer.userId;
  const wasOpen = tender.status === 'Cancelled' && !tender.contractorId;
  return tender.status === 'Open' || wasOpen || tender.contractorId === viewer.userId || hasBid;
}

/**
 * Whether `viewer` may know who the tender's parties are, i.e. see the poster's and the contractor's user ids
 * (an answer carries another user's id only where the caller may know who that user is): the
 * poster, the contractor and admins. Other geodesists see neither: the spec shows them no poster identity
 * (contact details go to the contractor only, seesContact) and no winner.
 */
export function knowsParties(viewer: Viewer, tender: TenderState): boolean {
  return viewer.role === 'admin' || viewer.userId === tender.creatorId || (!!tender.contractorId && viewer.userId === tender.contractorId);
}

/**
 * Whether `viewer` sees the poster's contact details (part 2, geodesist and admin detail): the contractor once
 * the tender is past Open, and admins; never the poster themself, never anyone else.
 */
export function seesContact(viewer: Viewer, tender: TenderState): boolean {
  if (viewer.userId === tender.creatorId) return false;
  if (viewer.role === 'admin') return true;
  return viewer.role === 'geodesist' && tender.status !== 'Open' && tender.contractorId === viewer.userId;
}

/**
 * "The poster may edit (or delete) this tender": theirs (403, the spec's message), for an edit no delete begun
 * (409), and Open (409). A delete that has begun may be retried, so delete has no `deletingAt` clause.
 */
export function editable(posterId: string, action: 'edit' | 'delete'): Clause<TenderState>[] {
  const mine: Clause<TenderState> = {
    field: 'creatorId',
    is: 'eq',
    value: posterId,
    refusal: { status: 403, message: action === 'edit' ? tenderMessages.editForbidden : tenderMessages.deleteForbidden },
  };
  const open: Clause<TenderState> = { field: 'status', is: 'eq', value: 'Open', refusal: { status: 409, message: action === 'edit' ? tenderMessages.notEditable : tenderMessages.notDeletable } };
  return action === 'edit' ? [mine, { field: 'deletingAt', is: 'absent', refusal: { status: 409, message: tenderMessages.beingDeleted } }, open] : [mine, open];
}

/** Why `posterId` may not edit (or delete) `tender`, or null when they may. */
export function editRefusal(tender: TenderState, posterId: string, action: 'edit' | 'delete'): Refusal | null {
  return firstRefusal(editable(posterId, action), tender);
}

/**
 * Why `next` may not be a tender's deadline, or null when it may (part 2, 5 "Create tender" and "Edit tender";
 * docs/decisions/spec-readings/passed-deadline-on-edit.md, "A passed deadline kept on edit"). `next` and `current` are date strings (ISO instants
 * or yyyy-MM-dd); `current` is the tender's stored deadline on an edit, null on a create; `now` in epoch ms.
 * A deadline must be a date ('Expiry date is required') in the future ('Expiry date must be in the future')
 * and before DEADLINE_LIMIT, the year 2100, except that an edit may keep the tender's
 * current deadline (the same instant) even when it has passed.
 * The create and edit schemas, the edit handler and the edit form all ask this function.
 */
export function deadlineRefusal(next: string, current: string | null, now: number = Date.now()): string | null {
  const at = Date.parse(next);
  if (Number.isNaN(at)) return messages.expiryRequired;
  if (current !== null && at === Date.parse(current)) return null;
  if (at <= now) return messages.expiryFuture;
  return at >= Date.parse(DEADLINE_LIMIT) ? tenderFieldMessages.deadlineTooFar : null;
}
