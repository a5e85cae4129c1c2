/**
 * Erasing an account (GDPR article 17), the queued half of `DELETE /me` and the admin's
 * `DELETE /admin/users/{userId}` (erasure-requests.ts accepts it and marks the profile). The data-export worker
 * runs it for an erasure job. What happens to each kind of data, and why, is the table in docs/decisions/security-privacy/erasure.md
 * ("Erasure"). In order:
 *
 * 1. skip an account that is not marked as being erased (nothing was accepted), and finish one whose profile is
 *    gone already (only the Cognito user may be left);
 * 2. read the contracts again: one that is open (an award committed just before the mark, not yet in the
 *    indexes when the request read them) takes the mark off, and nothing is erased;
 * 3. delete their Open tenders by the poster's own delete
 *    (tenders/tender-delete.ts: files, attachments, bids, site and map cell, search postings; the bidders are
 *    told), withdraw their Pending bids; other bids stay with the amount but without the comment;
 * 4. record the erasure in the history (no personal data); delete their notifications, the admins'
 *    notifications about them and their exports; anonymise their contact messages and the history about them,
 *    each with the end of its retention as TTL (domain/privacy.ts RETENTION_AFTER_ERASURE_MS); keep the questions
 *    they asked about tenders (the tender's public record) without their identity (procurement's forgetAsker:
 *    admins then read 'Deleted user'), and the messages they wrote on tenders' threads, which the other party relies
 *    on, shown as by 'Deleted user' (messages' forgetAuthor); keep the ratings they gave (the other person's record)
 *    with the author as 'Deleted user' and those about them without their id (ratings' forgetPerson), and delete their
 *    public profile;
 * 5. delete the Cognito user, then the profile with the `user_erased` event (account/events.ts) in one transaction:
 *    the marked profile outlives the Cognito user, so no repair of the account (`GET /me`) or retried registration
 *    can bring the account back meanwhile. The event's listener (notifications) remembers the e-mail address as a
 *    hash, so e-mails made before the erasure are dropped, closes their WebSocket connections and deletes their
 *    preferences.
 *
 * Each step may run again: a failure midway leaves the marked profile, and the job's retry resumes.
 */
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { recordAudit, clearErasing, deleteProfile, getProfile, deleteUserAccount } from '../account/public';
import { withdrawBid } from '../bids/public';
import { deleteOpenTender, historyItem } from '../tenders/public';
import { forgetAsker, questionsAskedBy } from '../procurement/public';
import { forgetAuthor, forgetInbox, messagesWrittenBy } from '../messages/public';
import { deletePublicProfile, forgetServiceAreas } from '../profiles/public';
import { forgetPerson, ratingsGivenBy, ratingsReceivedBy } from '../ratings/public';
import { s3 } from '../../kernel/clients/s3';
import { config } from '../../kernel/config';
import { isConditionFailure } from '../../kernel/errors';
import { logger } from '../../kernel/logger';
import { anonymiseContactMessages, deleteNotifications, removeBidComments, scrubAuditEntries } from './data/anonymise';
import { deleteExportItems, exportObjectKeys, listExports } from './data/data-exports';
import { adminNotificationsAbout, auditAbout, bidsOf, contactMessagesFrom, notificationsOf, tendersOfBids, tendersPostedBy } from './data/user-records';
import type { ErasureCounts } from './domain/dto';
import { DELETED_USER, erasureRefusal } from './domain/privacy';
import type { Eraser } from './erasure-requests';

const removeObject = (Key: string) => s3.send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key }));

/**
 * Erases the account `userId` as described above. Returns what it did, in counts, or null when there was
 * nothing to erase (not marked) or the erasure was called off (an open contract). Throws AWS errors (the
 * job's retry resumes).
 */
export async function eraseUser(userId: string, by: Eraser): Promise<ErasureCounts | null> {
  const profile = await getProfile(userId);
  if (!profile) {
    // Erased already, up to the Cognito user at most (deleted before the profile): make sure it is gone.
    await deleteUserAccount(userId);
    return null;
  }
  if (!profile.erasingAt) {
    logger.warn('Erasure job skipped: the account is not being erased', { userId });
    return null;
  }
  const [posted, bids] = await Promise.all([tendersPostedBy(userId), bidsOf(userId)]);
  const bidTenders = await tendersOfBids(bids);
  if (erasureRefusal(userId, [...posted, ...bidTenders.values()])) {
    await clearErasing(userId);
    logger.warn('Erasure called off: a contract is open', { userId });
    return null;
  }

  // Open tenders go as the poster's own delete does; their bidders are told.
  const openTenders = posted.filter((t) => t.status === 'Open');
  for (const t of openTenders) await deleteOpenTender(t.tenderId, userId);
  const pending = bids.filter((b) => b.status === 'Pending' && bidTenders.get(b.tenderId)?.status === 'Open');
  for (const b of pending) {
    // A bid whose tender left Open meanwhile stays (its comment goes below).
    // The tender's history says a bid went (the bids left), by the platform: no actor, as for any withdrawal.
    const left = Math.max(0, (bidTenders.get(b.tenderId)?.bidCount ?? 1) - 1);
    const entry = historyItem({ tenderId: b.tenderId, kind: 'bid_withdrawn', actorRole: 'system', details: { count: left } });
    await withdrawBid(b.tenderId, userId, [entry]).catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
      logger.info('A Pending bid was no longer withdrawable', { tenderId: b.tenderId });
    });
  }
  await removeBidComments(bids.filter((b) => !pending.includes(b)));
  // The erasure's own entry first, so the history's retention (TTL) below covers it too.
  await recordAudit({
    ...(by.kind === 'admin' ? { actorId: by.actorId, actorName: by.actorName } : { actorId: userId, actorName: DELETED_USER }),
    action: 'delete',
    targetUserId: userId,
    targetName: DELETED_USER,
    changes: [{ field: 'account', from: null, to: by.kind === 'admin' ? 'erased by an admin' : 'erased by the user' }],
  });

  const [notifications, aboutThem, contactMessages, auditEntries, exports, questions, messages, ratingsGiven, ratingsReceived] = await Promise.all([
    notificationsOf(userId),
    adminNotificationsAbout(userId),
    contactMessagesFrom(profile.email),
    auditAbout(userId),
    listExports(userId),
    questionsAskedBy(userId),
    messagesWrittenBy(userId),
    ratingsGivenBy(userId),
    ratingsReceivedBy(userId),
  ]);
  await deleteNotifications([...notifications, ...aboutThem]);
  await Promise.all(exports.flatMap((e) => exportObjectKeys(e).map(removeObject)));
  await deleteExportItems(exports);
  await anonymiseContactMessages(contactMessages);
  await scrubAuditEntries(auditEntries);
  const questionsAnonymised = await forgetAsker(questions);
  // Their messages stay in each thread (the other party relies on them), shown as by 'Deleted user'.
  const messagesAnonymised = await forgetAuthor(messages);
  // Their unread counts per project go (their side's count stays on the thread).
  await forgetInbox(userId);
  const ratingsAnonymised = await forgetPerson(userId, [...ratingsGiven, ...ratingsReceived]);
  // Their service areas leave the area index and the audience before the profile that lists them goes.
  await forgetServiceAreas(userId);
  await deletePublicProfile(userId);

  await deleteUserAccount(userId);
  await deleteProfile(profile);
  const counts = {
    userId,
    tendersDeleted: openTenders.length,
    bidsWithdrawn: pending.length,
    notificationsDeleted: notifications.length,
    adminNotificationsDeleted: aboutThem.length,
    contactMessagesAnonymised: contactMessages.length,
    auditEntriesScrubbed: auditEntries.length,
    questionsAnonymised,
    messagesAnonymised,
    ratingsAnonymised,
  };
  logger.info('Account erased', { ...counts, by: by.kind });
  return counts;
}
