/**
 * What the notifications do when an account changes (spec part 1, 4.2 and 4.3; part 2, 7 "update_approval"; GDPR
 * article 17), as listeners of the account's events (account/events.ts), registered in event-listeners.ts:
 * - `user_approval_decided`: the user gets an e-mail and `{type:'approval', approvalStatus}` on their open WebSocket
 *   sessions (the approval-pending page moves on); a rejected user's sessions are then closed (`$connect` refuses
 *   them from now on). The e-mail is keyed by the event, so a repeat sends nothing again.
 * - `user_erased`: the address is remembered by its hash from the erasure's time (no e-mail made before it goes
 *   out), the person's connections are closed and their preferences deleted.
 */
import { getProfile, type userApprovalDecided, type userErased } from '../account/public';
import { displayName } from '../../domain/roles';
import { noticeText } from '../../domain/i18n/notices';
import type { Profile } from '../account/domain/dto';
import { config } from '../../kernel/config';
import type { PayloadOf } from '../../kernel/events';
import { logger } from '../../kernel/logger';
import { enqueueEmail } from '../../kernel/mail-queue';
import { rememberErasedAddress } from './data/erased-addresses';
import { deletePreferences } from './data/notification-preferences';
import { deleteDigestLines, digestLinesOf } from './data/digests';
import { closeUserConnections, pushToUser } from './realtime';

/** The e-mail of an admin's decision to `profile`, in their language (absent or unknown: English). */
export function approvalEmail(profile: Pick<Profile, 'firstName' | 'lastName' | 'email' | 'language'>, approved: boolean): { subject: string; text: string } {
  const name = displayName(profile);
  return approved
    ? { subject: noticeText(profile.language, 'notice.approval.approvedSubject'), text: noticeText(profile.language, 'notice.approval.approvedText', { name, link: `${config.siteUrl}/login` }) }
    : { subject: noticeText(profile.language, 'notice.approval.rejectedSubject'), text: noticeText(profile.language, 'notice.approval.rejectedText', { name, link: `${config.siteUrl}/contact` }) };
}

/**
 * Tells the user of an admin's decision (`e`): the e-mail (dedupeKey `{eventId}:approval` when the event has an id)
 * and the realtime push, then, for a rejection, closes their sessions. Nothing for an account gone or being erased.
 * Throws when the e-mail cannot be queued (the event is retried; the key keeps it once).
 */
export async function tellApprovalDecision(e: PayloadOf<typeof userApprovalDecided>, eventId?: string): Promise<void> {
  const profile = await getProfile(e.userId);
  if (!profile || profile.erasingAt) {
    logger.info('Approval decision of an erased account not told', { userId: e.userId });
    return;
  }
  const approved = e.approvalStatus === 'approved';
  const { subject, text } = approvalEmail(profile, approved);
  if (profile.email) await enqueueEmail({ to: profile.email, subject, text, ...(eventId ? { dedupeKey: `${eventId}:approval` } : {}) });
  await pushToUser(e.userId, { type: 'approval', approvalStatus: e.approvalStatus });
  if (!approved) await closeUserConnections(e.userId).catch((error: unknown) => logger.warn('Could not close the rejected user’s connections', { userId: e.userId, error }));
}

/**
 * Clears what the notifications kept of an erased person (`e`): remembers the address hash from `erasedAt`, closes
 * their connections, deletes their preferences and the unsent lines of their daily digest. Each step may run again.
 * Throws AWS errors (the event is retried).
 */
export async function forgetErasedUser(e: PayloadOf<typeof userErased>): Promise<void> {
  await rememberErasedAddress(e.addressHash, Date.parse(e.erasedAt));
  await closeUserConnections(e.userId);
  await deletePreferences(e.userId);
  // The lines of their daily digest not yet sent (which tenders they were to be told of).
  await deleteDigestLines(await digestLinesOf(e.userId));
}
