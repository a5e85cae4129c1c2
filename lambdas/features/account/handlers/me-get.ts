/**
 * `GET /me`: the caller's profile, role and whether they may use their area (spec part 1, 3 "Account
 * facts"). An account a failed PostConfirmation left without group or profile is set up first (the
 * pipeline calls `repairAccount` before authorization; this is the only route that does, so no other
 * function loads account set-up); then `refreshSession` tells the app to refresh its token for the new group.
 */
import { hasAccess } from '../../../domain/roles';
import { NotFoundError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { repairAccount } from '../account-setup';
import { english } from '../../../domain/i18n/english';

export const handler = httpHandler(
  'me-get',
  async ({ auth }) => {
    if (!auth.profile) throw new NotFoundError(english('error.http.profileNotFound'));
    return {
      profile: auth.profile,
      role: auth.role,
      isApproved: hasAccess(auth.role, auth.profile.approvalStatus),
      ...(auth.repaired ? { refreshSession: true } : {}),
    };
  },
  { repairAccount },
);
