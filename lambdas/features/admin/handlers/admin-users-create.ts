/**
 * `POST /admin/users`: an admin adds a user (spec part 2, 5 "Add user", 7). The user can sign
 * in at once with the password, in the role's area; every added user is approved. An e-mail in use:
 * 409. A Cognito user left without a profile by an earlier failed attempt is finished, not refused; a
 * profile that cannot be written removes the Cognito user again, so neither exists without the other.
 */
import { auditActor, recordAudit, createProfile, getProfile, createUserAccount, deleteUserAccount, findUserByEmail, finishUserAccount } from '../../account/public';
import { displayName } from '../../../domain/roles';
import { userMessages } from '../../account/domain/users';
import { BadRequestError, ConflictError } from '../../../kernel/errors';
import { created, httpHandler } from '../../../api/http-handler';
import { logger } from '../../../kernel/logger';

export const handler = httpHandler('admin-users-create', async ({ auth, body }) => {
  const existing = await findUserByEmail(body.email);
  if (existing && (await getProfile(existing.sub))) throw new ConflictError(userMessages.emailExists);

  let account: { sub: string; userName: string; made: boolean };
  try {
    if (existing) {
      await finishUserAccount(existing.sub, body.password, body.role);
      account = { ...existing, made: false };
    } else {
      account = { ...(await createUserAccount(body)), made: true };
    }
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'UsernameExistsException') throw new ConflictError(userMessages.emailExists);
    if (name === 'InvalidPasswordException' || name === 'InvalidParameterException') throw new BadRequestError((error as Error).message);
    throw error;
  }

  try {
    const { profile } = await createProfile({
      userId: account.sub,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      company: body.company,
      phone: body.phone,
      role: body.role,
      approvalStatus: 'approved',
    });
    await recordAudit({
      ...auditActor(auth),
      action: 'add',
      targetUserId: profile.userId,
      targetName: displayName(profile),
      changes: [
        { field: 'email', from: null, to: profile.email },
        { field: 'role', from: null, to: profile.role },
      ],
    });
    return created(profile);
  } catch (error) {
    logger.error('Profile of an added user not written: removing the Cognito user', { error });
    await deleteUserAccount(account.sub).catch((e: unknown) => logger.error('Rollback of an added user failed; a retry finishes it', { e }));
    throw error;
  }
});
