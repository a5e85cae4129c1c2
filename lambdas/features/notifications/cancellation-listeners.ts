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
import { CANCEL_REASON_LABELS } from '../procurement/domain/cancellation';
import type { PayloadOf } from '../../kernel/events';
import type { NotificationOrigin } from './data/notifications';
import { notifyUsers } from './notify-users';

/** Recipients by id; unknown users and users being erased are skipped. */
async function recipients(userIds: readonly string[]): Promise<Profile[]> {
  const found = await Promise.all([...new Set(userIds)].map((id) => getProfile(id)));
  return found.filter((p): p is Profile => !!p && !p.erasingAt);
}

/** The message a recipient reads: the tender, and the reason's label. */
export function cancelledMessage(e: Pick<PayloadOf<typeof tenderCancelled>, 'title' | 'reason'>): string {
  return `The tender "${e.title}" has been cancelled (${CANCEL_REASON_LABELS[e.reason]})`;
}

/** The tender_cancelled listener: settles the bids, then tells the bidders page by page, the contractor and the poster. */
export async function onTenderCancelled(e: PayloadOf<typeof tenderCancelled>, origin?: NotificationOrigin): Promise<void> {
  const n = { type: 'tender_cancelled' as const, message: cancelledMessage(e), referenceId: e.tenderId, referenceType: 'tender' as const, tenderTitle: e.title };
  const once = origin ? { origin } : {};
  await cancelTenderBids(e.tenderId, async (bidderIds) => void (await notifyUsers(await recipients(bidderIds), n, once)));
  const others = [...(e.contractorId ? [e.contractorId] : []), ...(e.cancelledByRole === 'admin' ? [e.creatorId] : [])];
  if (others.length) await notifyUsers(await recipients(others), n, once);
}

/** The listeners of procurement's cancellation: `{ event, handle }`, as event-listeners.ts `on` makes them. */
export const cancellationListeners = [{ event: tenderCancelled, handle: onTenderCancelled }] as const;
