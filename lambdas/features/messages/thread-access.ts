/**
 * The tender of a thread and the caller's place in it (domain/message-rules.ts): 404 for an unknown or deleted
 * tender and before an award (no thread), 403 for anyone but its poster, its contractor and admins.
 */
import { getTenderWithAttachments, type TenderItem } from '../tenders/public';
import { tenderMessages } from '../tenders/domain/tender';
import { NotFoundError, throwIfRefused } from '../../kernel/errors';
import type { Auth } from '../../api/http-handler';
import { readRefusal, sideOf } from './domain/message-rules';
import type { ThreadSide } from './domain/messages';

/** The tender as stored; throws NotFoundError (404) for an unknown tender or one being deleted. */
export async function loadThreadTender(tenderId: string): Promise<TenderItem> {
  const found = await getTenderWithAttachments(tenderId);
  if (!found || found.tender.deletingAt) throw new NotFoundError(tenderMessages.notFound);
  return found.tender;
}

/** The tender and the caller's side (null for admins) when `auth` may read its thread; else the rule's refusal. */
export async function loadReadableThread(auth: Auth, tenderId: string): Promise<{ tender: TenderItem; side: ThreadSide | null }> {
  const tender = await loadThreadTender(tenderId);
  throwIfRefused(readRefusal(tender, auth.role, auth.userId));
  return { tender, side: sideOf(tender, auth.userId) };
}
