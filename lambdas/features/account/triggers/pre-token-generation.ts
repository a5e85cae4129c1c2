/**
 * Cognito Pre Token Generation: runs at every sign-in
 * and token refresh and reconciles the profile (which the lists read) with the user's groups, so changes
 * made in the Cognito console take effect at the user's next sign-in or refresh:
 * - a user created in the console (AdminCreateUser, first sign-in with the temporary password) and put in
 *   a role group gets a profile (approved, except geodesists, who wait for approval);
 * - a user moved between role groups gets the new role in the profile (the most privileged group wins:
 *   admin, tender poster, geodesist);
 * - a pending geodesist added to the `approvedGeodesists` group is approved.
 * It adds the role and approval as claims of the ID token. It never blocks a sign-in: an error is logged
 * and the token is issued as Cognito made it (the API reads role and approval itself).
 */
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { recordAudit } from '../data/audit-entries';
import { createProfile, getProfile, setApproval, updateProfile } from '../data/profiles';
import { APPROVAL_GROUP, displayName, initialApproval, roleFromGroups } from '../../../domain/roles';
import { logger } from '../../../kernel/logger';

const CONSOLE = { actorId: 'cognito-console', actorName: 'Cognito console' };

export const handler = async (event: PreTokenGenerationTriggerEvent): Promise<PreTokenGenerationTriggerEvent> => {
  try {
    const attributes = event.request.userAttributes;
    const sub = attributes.sub ?? event.userName;
    const groups = event.request.groupConfiguration?.groupsToOverride ?? [];
    const role = roleFromGroups(groups);
    if (!role) return event; // no role group yet: PostConfirmation (or GET /me) sets it up
    let profile = await getProfile(sub);
    if (!profile) {
      const approvalStatus = role === 'geodesist' && groups.includes(APPROVAL_GROUP) ? 'approved' : initialApproval(role);
      ({ profile } = await createProfile({
        userId: sub,
        email: attributes.email ?? '',
        firstName: attributes.given_name?.trim() ?? '',
        lastName: attributes.family_name?.trim() ?? '',
        company: attributes['custom:company']?.trim() || null,
        phone: attributes['custom:phone']?.trim() || null,
        role,
        approvalStatus,
      }));
      await recordAudit({ ...CONSOLE, action: 'add', targetUserId: sub, targetName: displayName(profile), changes: [{ field: 'role', from: null, to: role }] });
    } else if (profile.role !== role) {
      const before = profile.role;
      profile = await updateProfile(
        sub,
        { firstName: profile.firstName, lastName: profile.lastName, company: profile.company, phone: profile.phone },
        { email: profile.email, role, previousRole: before, createdAt: profile.createdAt },
      );
      await recordAudit({ ...CONSOLE, action: 'role_change', targetUserId: sub, targetName: displayName(profile), changes: [{ field: 'role', from: before, to: role }] });
    }
    if (profile.role === 'geodesist' && profile.approvalStatus === 'pending' && groups.includes(APPROVAL_GROUP)) {
      profile = await setApproval(profile, 'approved');
      await recordAudit({ ...CONSOLE, action: 'approve', targetUserId: sub, targetName: displayName(profile), changes: [{ field: 'approvalStatus', from: 'pending', to: 'approved' }] });
    }
    event.response = { claimsOverrideDetails: { claimsToAddOrOverride: { 'geotender:role': profile.role, 'geotender:approval': profile.approvalStatus } } };
  } catch (error) {
    logger.error('Pre token generation could not reconcile the profile; the token is issued unchanged', { error });
  }
  return event;
};
