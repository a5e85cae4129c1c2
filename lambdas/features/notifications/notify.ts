/**
 * Notifications about accounts (spec part 1, 4.2 and 4.3): e-mail through the queue, and a realtime
 * push to the user's open sessions. Notifications follow a change that is already saved, so none of
 * these functions throws: a failure is logged (spec part 2, 7: "failures only warned or logged"). The admins'
 * registration e-mail is the user_registered listener's (registration-email.ts).
 */
import type { Profile } from '../account/domain/dto';
import { displayName } from '../../domain/roles';
import { config } from '../../kernel/config';
import { logger } from '../../kernel/logger';
import { enqueueEmail } from '../../kernel/mail-queue';
import { closeUserConnections, pushToUser } from './realtime';

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
