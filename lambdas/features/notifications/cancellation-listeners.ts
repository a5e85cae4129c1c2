/**
 * Who hears of a tender's cancellation (docs/decisions/procurement/cancellation.md), registered in event-listeners.ts:
 * - tender_cancelled: the tender's bids become Cancelled page by page (procurement's `cancelTenderBids`), and after
 *   each page its bidders are told, in the app, realtime and by e-mail as their preferences say (kind
 *   `tender_deleted`, "Tender deleted or cancelled"); then the contractor (when there is one) and, when an admin
 *   cancelled, the poster. Every notification is keyed on the event's origin, so an event handled again marks
 *   nothing twice and notifies nobody twice. Throws when a write fails (the queue retries the event).
 */
import { getProfile } from '../account/public';
import type { Profile } from '../account/domain/dto';
import { cancelTenderBids, tenderCancelled } from '../procurement/public';
import type { PayloadOf } from '../../kernel/events';
import type { NotificationOrigin } from './data/notifications';
import { notifyUsers } from './notify-users';
import type { Language } from '../../domain/i18n/languages';
import { renderNotice, type Notice } from '../../domain/i18n/notices';

/** Recipients by id; unknown users and users being erased are skipped. */
async function recipients(userIds: readonly string[]): Promise<Profile[]> {
  const found = await Promise.all([...new Set(userIds)].map((id) => getProfile(id)));
  return found.filter((p): p is Profile => !!p && !p.erasingAt);
}

/** The notice a recipient reads: the tender, and the reason's label. */
export function cancelledNotice(e: Pick<PayloadOf<typeof tenderCancelled>, 'title' | 'reason'>): Notice {
  return { key: 'notice.cancelled', values: { title: e.title, reason: e.reason } };
}

/** The message a recipient reads, in `language` (English by default). */
export function cancelledMessage(e: Pick<PayloadOf<typeof tenderCancelled>, 'title' | 'reason'>, language?: Language): string {
  return renderNotice(language, cancelledNotice(e));
}

/** The tender_cancelled listener: settles the bids, then tells the bidders page by page, the contractor and the poster. */
export async function onTenderCancelled(e: PayloadOf<typeof tenderCancelled>, origin?: NotificationOrigin): Promise<void> {
  const n = { type: 'tender_cancelled' as const, notice: cancelledNotice(e), referenceId: e.tenderId, referenceType: 'tender' as const, tenderTitle: e.title };
  const once = origin ? { origin } : {};
  await cancelTenderBids(e.tenderId, async (bidderIds) => void (await notifyUsers(await recipients(bidderIds), n, once)));
  const others = [...(e.contractorId ? [e.contractorId] : []), ...(e.cancelledByRole === 'admin' ? [e.creatorId] : [])];
  if (others.length) await notifyUsers(await recipients(others), n, once);
}

/** The listeners of procurement's cancellation: `{ event, handle }`, as event-listeners.ts `on` makes them. */
export const cancellationListeners = [{ event: tenderCancelled, handle: onTenderCancelled }] as const;
