/**
 * Notifications about accounts (spec part 1, 4.2 and 4.3): e-mail through the queue, and a realtime
 * push to the user's open sessions. Notifications follow a change that is already saved, so none of
 * these functions throws: a failure is logged (spec part 2, 7: "failures only warned or logged"). The admins'
 * registration e-mail is the user_registered listener's (registration-email.ts).
 */
import { listProfilesByRole } from '../account/data/profiles';
import type { Profile } from '../account/domain/dto';
import { displayName } from '../../domain/roles';
import { config } from '../../kernel/config';
import { logger } from '../../kernel/logger';
import { enqueueEmail, MAX_RECIPIENTS } from '../../kernel/mail-queue';
import { closeUserConnections, pushToUser } from './realtime';

/**
 * E-mails every admin (found with a Query of the role index, never a Scan) one message, queued as one
 * e-mail per 50 admins. Returns the number of admins addressed: 0 when there is none or when the
 * e-mail could not be queued.
 */
export async function emailAdmins(subject: string, text: string): Promise<number> {
  try {
    const admins = (await listProfilesByRole('admin')).map((a) => a.email).filter(Boolean);
    if (admins.length === 0) {
      logger.warn('No admin to e-mail');
      return 0;
    }
    for (let i = 0; i < admins.length; i += MAX_RECIPIENTS) await enqueueEmail({ to: admins.slice(i, i + MAX_RECIPIENTS), subject, text });
    return admins.length;
  } catch (error) {
    logger.error('Could not e-mail the admins', { error });
    return 0;
  }
}

/**
 * Tells a user the admin's decision: an e-mail, and `{type:'approval', approvalStatus}` to their open
 * WebSocket sessions (so the approval-pending page moves on at once). A rejected user's sessions are then
 * closed (`$connect` refuses them from now on).
 */
export async function notifyApproval(profile: Profile): Promise<void> {
  const approved = profile.approvalStatus === 'approved';
  const subject = approved ? 'Your GeoTender account has been approved' : 'Your GeoTender account has been rejected';
  const text = approved
    ? `Hello ${displayName(profile)},\n\nyour account has been approved. Sign in at ${config.siteUrl}/login to start.`
    : `Hello ${displayName(profile)},\n\nyour account has been rejected. Reply to this e-mail or use ${config.siteUrl}/contact if you think this is a mistake.`;
  await enqueueEmail({ to: profile.email, subject, text }).catch((error: unknown) => logger.error('Could not queue the approval e-mail', { userId: profile.userId, error }));
  await pushToUser(profile.userId, { type: 'approval', approvalStatus: profile.approvalStatus });
  if (profile.approvalStatus === 'rejected')
    await closeUserConnections(profile.userId).catch((error: unknown) => logger.warn('Could not close the rejected user’s connections', { userId: profile.userId, error }));
}
