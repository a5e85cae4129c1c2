/**
 * Who may read and write a tender's thread (docs/decisions/after-award/messages.md), as clause lists
 * (lambdas/domain/rules.ts): the handlers answer with the first refusal, the app offers the form only when there is
 * none, and the post's transaction carries the same clauses as the condition on the tender (lambdas/table/conditions.ts),
 * so a post racing the completion or a cancellation is refused as the rule says.
 */
import { firstRefusal, type Clause, type Refusal } from '../../../domain/rules';
import { messageMessages, type MessageAuthor, type ThreadSide } from './messages';

/** The tender as the thread rules read it (the stored tender and the API's detail alike). */
export interface ThreadTenderState {
  status: string;
  creatorId?: string | null;
  contractorId?: string | null;
}

/** The message as the hide rule reads it. */
export interface HideState {
  hiddenAt?: string | null;
}

/** The thread as the mark-read rule reads it. */
export interface ReadState {
  lastMessageId?: string | null;
}

const noThread: Refusal = { status: 404, message: messageMessages.noThread };
const notParty: Refusal = { status: 403, message: messageMessages.notParty };
const readOnly: Refusal = { status: 409, message: messageMessages.readOnly };

/**
 * The side of the thread `userId` is on, or null (admins, strangers): the tender's creator is the poster, its
 * contractor the contractor.
 */
export function sideOf(tender: ThreadTenderState, userId: string): ThreadSide | null {
  if (tender.creatorId === userId) return 'poster';
  if (tender.contractorId && tender.contractorId === userId) return 'contractor';
  return null;
}

/**
 * Why `userId` in `role` may not read the thread of `tender`, or null: no thread before an award (no contractor:
 * 404), then admins read every thread, the poster and the contractor theirs, nobody else (403).
 */
export function readRefusal(tender: ThreadTenderState, role: string, userId: string): Refusal | null {
  if (!tender.contractorId) return noThread;
  if (role === 'admin' || sideOf(tender, userId)) return null;
  return notParty;
}

/**
 * "`userId` may post to this thread now as `author`": the poster is the tender's creator and the contractor its
 * contractor (403); there is a thread (the tender left Open by an award: 404); and the tender is In Progress, not
 * Completed, Finished or Cancelled (409, read-only). Support posts (admins) need only the last two.
 */
export function postable(author: MessageAuthor, userId: string): Clause<ThreadTenderState>[] {
  const inProgress: Clause<ThreadTenderState>[] = [
    { field: 'status', is: 'ne', value: 'Open', refusal: noThread },
    { field: 'status', is: 'eq', value: 'In Progress', refusal: readOnly },
  ];
  if (author === 'poster') return [{ field: 'creatorId', is: 'eq', value: userId, refusal: notParty }, ...inProgress];
  if (author === 'contractor') return [{ field: 'contractorId', is: 'eq', value: userId, refusal: notParty }, ...inProgress];
  return inProgress;
}

/** Why `userId` may not post as `author` to `tender`'s thread now, or null when they may (readRefusal first). */
export function postRefusal(tender: ThreadTenderState, author: MessageAuthor, userId: string): Refusal | null {
  if (!tender.contractorId) return noThread;
  return firstRefusal(postable(author, userId), tender);
}

/** Why a thread is read-only for everyone (the tender past In Progress), or null while it is writable. */
export function readOnlyReason(tender: ThreadTenderState): string | null {
  return tender.status === 'In Progress' ? null : messageMessages.readOnly;
}

/** "A message may be hidden": not hidden yet (409). */
export const hideable: Clause<HideState>[] = [{ field: 'hiddenAt', is: 'absent', refusal: { status: 409, message: messageMessages.alreadyHidden } }];

/**
 * "The reader's unread count may be reset": the message they saw (`upTo`) is still the thread's newest, so no message
 * came after it unseen. Refused (409) when a newer one came: the count stays and the app marks again when it shows it.
 */
export function readUpTo(upTo: string): Clause<ReadState>[] {
  return [{ field: 'lastMessageId', is: 'eq', value: upTo, refusal: { status: 409, message: 'A newer message has arrived' } }];
}

/** The author a poster, contractor or admin posts as (null: nobody else posts). */
export function authorOf(tender: ThreadTenderState, role: string, userId: string): MessageAuthor | null {
  const side = sideOf(tender, userId);
  if (side) return side;
  return role === 'admin' ? 'support' : null;
}
