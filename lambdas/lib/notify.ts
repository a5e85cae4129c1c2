/**
 * Notifications about accounts (spec part 1, 4.2 and 4.3): e-mail through the queue, and a realtime
 * push to the user's open sessions.
 */
import { listProfilesByRole } from '../data/profiles';
import type { Profile } from '../domain/dto';
import { displayName, ROLE_LABELS } from '../domain/roles';
import { config } from './config';
import { enqueueEmail } from './mail-queue';
import { pushToUser } from './realtime';

/**
 * E-mails every admin (found via the role index) that a user registered; geodesists need their
 * approval. Returns the number of admins addressed (0 when there is none).
 */
export async function notifyAdminsOfRegistration(profile: Profile): Promise<number> {
  const admins = (await listProfilesByRole('admin')).map((a) => a.email).filter(Boolean);
  if (admins.length === 0) return 0;
  const name = displayName(profile);
  const needsApproval = profile.approvalStatus === 'pending';
  const link = `${config.siteUrl}/admin`;
  const text = [
    `${name} (${profile.email}) registered as ${ROLE_LABELS[profile.role]}.`,
    needsApproval ? `The account is awaiting your approval: ${link}` : 'No approval is needed.',
  ].join('\n\n');
  await enqueueEmail({ to: admins, subject: `New ${ROLE_LABELS[profile.role]} registration: ${name}`, text });
  return admins.length;
}

/** Tells a user the admin's decision: an e-mail, and `{type:'approval', approvalStatus}` to open sessions. */
export async function notifyApproval(profile: Profile): Promise<void> {
  const approved = profile.approvalStatus === 'approved';
  const subject = approved ? 'Your GeoTender account has been approved' : 'Your GeoTender account has been rejected';
  const text = approved
    ? `Hello ${displayName(profile)},\n\nyour account has been approved. Sign in at ${config.siteUrl}/login to start.`
    : `Hello ${displayName(profile)},\n\nyour account has been rejected. Reply to this e-mail or use ${config.siteUrl}/contact if you think this is a mistake.`;
  await enqueueEmail({ to: profile.email, subject, text });
  await pushToUser(profile.userId, { type: 'approval', approvalStatus: profile.approvalStatus });
}
