/**
 * Erasing a user's account (issue 24, 4; GDPR article 17), the one path of `DELETE /me` and the admin's
 * `DELETE /admin/users/{userId}`. What happens to each kind of data, and why, is the table in
 * docs/decisions.md ("Erasure"). In order:
 *
 * 1. refuse an admin (403) and an open contract (409 naming the tender; domain/privacy.ts erasureRefusal);
 * 2. delete the Cognito user, so no sign-in or token refresh works any more; the request pipeline refuses
 *    the user's still-valid access token once the profile is gone (401, lambdas/api/http-handler.ts);
 * 3. remember the e-mail address as a hash, so e-mails already queued to it are dropped (data/erased-addresses.ts);
 * 4. close their WebSocket connections, delete their Open tenders without bids (files, attachments, site)
 *    and withdraw their Pending bids; other bids stay with the amount but without the comment;
 * 5. delete their notifications and exports, anonymise their contact messages and the history about them;
 * 6. record the erasure in the history (no personal data), delete the profile and preferences last.
 *
 * Each step may run again: a failure midway leaves the profile, and the same call (the admin's, or the
 * user's own while their token lasts) resumes.
 */
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { recordAudit } from '../account/data/audit-entries';
import { deleteProfile } from '../account/data/profiles';
import type { Profile } from '../account/domain/dto';
import { deleteUserAccount } from '../account/user-accounts';
import { withdrawBid } from '../bids/data/bids';
import { deleteConnection, listConnectionIds } from '../notifications/data/connections';
import { deleteAttachmentItems, deleteTenderItem, getTenderWithAttachments, markDeleting } from '../tenders/data/tenders';
import { s3 } from '../../kernel/clients/s3';
import { config } from '../../kernel/config';
import { ConflictError, ForbiddenError } from '../../kernel/errors';
import { logger } from '../../kernel/logger';
import { anonymiseContactMessages, deleteNotifications, removeBidComments, scrubAuditEntries } from './data/anonymise';
import { deleteExportItems, listExports } from './data/data-exports';
import { rememberErasedAddress } from './data/erased-addresses';
import { auditAbout, bidsOf, contactMessagesFrom, notificationsOf, tendersOfBids, tendersPostedBy } from './data/user-records';
import type { Erasure } from './domain/dto';
import { DELETED_USER, erasureRefusal, privacyMessages } from './domain/privacy';

/** Who asks for the erasure: the user themself, or an admin (id and name, for the history). */
export type Eraser = { kind: 'self' } | { kind: 'admin'; actorId: string; actorName: string };

const removeObject = (Key: string) => s3.send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key }));

/**
 * Erases the account of `profile` as described above. Returns what it did, in counts. Throws ForbiddenError
 * for an admin, ConflictError with the blocking tender's name for an open contract, and AWS errors (a retry resumes).
 */
export async function eraseUser(profile: Profile, by: Eraser): Promise<Erasure> {
  const { userId } = profile;
  if (profile.role === 'admin') throw new ForbiddenError(privacyMessages.adminNotErasable);
  const [posted, bids] = await Promise.all([tendersPostedBy(userId), bidsOf(userId)]);
  const bidTenders = await tendersOfBids(bids);
  const refusal = erasureRefusal(userId, [...posted, ...bidTenders.values()]);
  if (refusal) throw new ConflictError(refusal);

  await deleteUserAccount(userId);
  await rememberErasedAddress(profile.email);
  for (const connectionId of await listConnectionIds(userId)) await deleteConnection(connectionId);

  // Open tenders without bids go as the poster's own delete does: marked, files, attachments, then the item.
  const openTenders = posted.filter((t) => t.status === 'Open' && t.bidCount === 0);
  for (const t of openTenders) {
    await markDeleting(t.tenderId, userId);
    const found = await getTenderWithAttachments(t.tenderId);
    await Promise.all((found?.attachments ?? []).map((a) => removeObject(a.s3Key)));
    await deleteAttachmentItems(found?.attachments ?? []);
    await deleteTenderItem(t.tenderId);
  }
  const pending = bids.filter((b) => b.status === 'Pending' && bidTenders.get(b.tenderId)?.status === 'Open');
  for (const b of pending) await withdrawBid(b.tenderId, userId);
  await removeBidComments(bids.filter((b) => !pending.includes(b)));

  const [notifications, contactMessages, auditEntries, exports] = await Promise.all([notificationsOf(userId), contactMessagesFrom(profile.email), auditAbout(userId), listExports(userId)]);
  await deleteNotifications(notifications);
  await Promise.all(exports.flatMap((e) => (e.s3Key ? [removeObject(e.s3Key)] : [])));
  await deleteExportItems(exports);
  await anonymiseContactMessages(contactMessages);
  await scrubAuditEntries(auditEntries);

  await recordAudit({
    ...(by.kind === 'admin' ? { actorId: by.actorId, actorName: by.actorName } : { actorId: userId, actorName: DELETED_USER }),
    action: 'delete',
    targetUserId: userId,
    targetName: DELETED_USER,
    changes: [{ field: 'account', from: null, to: by.kind === 'admin' ? 'erased by an admin' : 'erased by the user' }],
  });
  await deleteProfile(profile);
  const erasure = {
    userId,
    erased: true as const,
    tendersDeleted: openTenders.length,
    bidsWithdrawn: pending.length,
    notificationsDeleted: notifications.length,
    contactMessagesAnonymised: contactMessages.length,
    auditEntriesScrubbed: auditEntries.length,
  };
  logger.info('Account erased', { ...erasure, by: by.kind });
  return erasure;
}
