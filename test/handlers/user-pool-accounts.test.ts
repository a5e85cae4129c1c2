import './env';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InternalErrorException,
  ListUsersCommand,
  UserNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { userMessages } from '../../lambdas/features/account/domain/users';
import { NotFoundError } from '../../lambdas/kernel/errors';
import { createUserAccount, deleteUserAccount, findUserByEmail, finishUserAccount, moveUserToGroup } from '../../lambdas/features/account/user-accounts';

const cognito = mockClient(CognitoIdentityProviderClient);
const POOL = 'eu-central-1_test';
const notFound = () => new UserNotFoundException({ message: 'User does not exist.', $metadata: {} });
const internal = () => new InternalErrorException({ message: 'boom', $metadata: {} });
beforeEach(() => cognito.reset());

describe('findUserByEmail', () => {
  it('asks the pool for the e-mail (quotes and backslashes removed) and returns the sub and user name', async () => {
    cognito.on(ListUsersCommand).resolves({
      Users: [
        {
          Username: 'user-name-1',
          Attributes: [
            { Name: 'email', Value: 'Ada@Example.com' },
            { Name: 'sub', Value: 'sub-1' },
          ],
        },
      ],
    });
    await expect(findUserByEmail('ada@example.com')).resolves.toEqual({ sub: 'sub-1', userName: 'user-name-1' });
    expect(cognito.commandCalls(ListUsersCommand)[0]!.args[0].input).toEqual({ UserPoolId: POOL, Filter: 'email = "ada@example.com"', Limit: 2 });

    await findUserByEmail('a"b\\c@example.com');
    expect(cognito.commandCalls(ListUsersCommand)[1]!.args[0].input.Filter).toBe('email = "abc@example.com"');
  });

  it('falls back to the user name when the user has no sub attribute', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [{ Username: 'user-name-2', Attributes: [{ Name: 'email', Value: 'b@example.com' }] }] });
    await expect(findUserByEmail('b@example.com')).resolves.toEqual({ sub: 'user-name-2', userName: 'user-name-2' });
  });

  it('ignores users whose e-mail only resembles the one asked for, and answers undefined without a match', async () => {
    cognito.on(ListUsersCommand).resolves({
      Users: [
        {
          Username: 'other',
          Attributes: [
            { Name: 'email', Value: 'xb@example.com' },
            { Name: 'sub', Value: 'sub-x' },
          ],
        },
        {
          Username: 'named-email',
          Attributes: [
            { Name: 'given_name', Value: 'b@example.com' },
            { Name: 'sub', Value: 'sub-g' },
          ],
        },
        { Username: 'empty-email', Attributes: [{ Name: 'email' }, { Name: 'sub', Value: 'sub-e' }] },
        {
          Username: 'right',
          Attributes: [
            { Name: 'sub', Value: 'sub-r' },
            { Name: 'email', Value: 'B@example.com' },
          ],
        },
      ],
    });
    await expect(findUserByEmail('b@example.com')).resolves.toEqual({ sub: 'sub-r', userName: 'right' });

    cognito.on(ListUsersCommand).resolves({ Users: [{ Username: 'other', Attributes: [{ Name: 'email', Value: 'xb@example.com' }] }, { Username: 'bare' }] });
    await expect(findUserByEmail('b@example.com')).resolves.toBeUndefined();
    cognito.on(ListUsersCommand).resolves({});
    await expect(findUserByEmail('b@example.com')).resolves.toBeUndefined();
  });
});

describe('createUserAccount', () => {
  const input = { email: 'new@example.com', password: 'Secret-Pass-1', role: 'tenderPoster' as const, firstName: 'Nina', lastName: 'Neu', company: 'Neu Vermessung', phone: '+49 30 1234567' };

  it('creates a verified user without invitation e-mail, then sets the permanent password and the role group', async () => {
    cognito.on(AdminCreateUserCommand).resolves({
      User: {
        Username: 'generated-name',
        Attributes: [
          { Name: 'email', Value: input.email },
          { Name: 'sub', Value: 'sub-new' },
        ],
      },
    });
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    cognito.on(AdminAddUserToGroupCommand).resolves({});

    await expect(createUserAccount(input)).resolves.toEqual({ sub: 'sub-new', userName: 'generated-name' });

    expect(cognito.commandCalls(AdminCreateUserCommand)[0]!.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: 'new@example.com',
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: 'new@example.com' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: 'Nina' },
        { Name: 'family_name', Value: 'Neu' },
        { Name: 'custom:role', Value: 'tenderPoster' },
        { Name: 'custom:company', Value: 'Neu Vermessung' },
        { Name: 'custom:phone', Value: '+49 30 1234567' },
      ],
    });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]!.args[0].input).toEqual({ UserPoolId: POOL, Username: 'generated-name', Password: 'Secret-Pass-1', Permanent: true });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input).toEqual({ UserPoolId: POOL, Username: 'generated-name', GroupName: 'tenderPoster' });
  });

  it('leaves out company and phone when there are none, writes "-" for an empty last name, and uses the user name when Cognito returns no sub', async () => {
    cognito.on(AdminCreateUserCommand).resolves({ User: { Username: 'generated-name' } });
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    cognito.on(AdminAddUserToGroupCommand).resolves({});

    await expect(createUserAccount({ ...input, role: 'geodesist', lastName: '', company: null, phone: null })).resolves.toEqual({ sub: 'generated-name', userName: 'generated-name' });

    cognito.on(AdminCreateUserCommand).resolves({ User: { Username: 'other-name', Attributes: [{ Name: 'email', Value: input.email }] } });
    await expect(createUserAccount(input)).resolves.toEqual({ sub: 'other-name', userName: 'other-name' });

    expect(cognito.commandCalls(AdminCreateUserCommand)[0]!.args[0].input.UserAttributes).toEqual([
      { Name: 'email', Value: 'new@example.com' },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'given_name', Value: 'Nina' },
      { Name: 'family_name', Value: '-' },
      { Name: 'custom:role', Value: 'geodesist' },
    ]);
  });

  it('passes on UsernameExistsException and sets no password when the e-mail is taken', async () => {
    cognito.on(AdminCreateUserCommand).rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));
    await expect(createUserAccount(input)).rejects.toBeInstanceOf(UsernameExistsException);
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
  });
});

describe('finishUserAccount', () => {
  it('sets the password before adding the group, so a refused password leaves the user out of every group', async () => {
    cognito.on(AdminSetUserPasswordCommand).rejects(new Error('InvalidPasswordException'));
    await expect(finishUserAccount('u-1', 'weak', 'admin')).rejects.toThrow('InvalidPasswordException');
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
  });
});

describe('moveUserToGroup', () => {
  it('adds the new group first, then removes the old one', async () => {
    cognito.on(AdminAddUserToGroupCommand).resolves({});
    cognito.on(AdminRemoveUserFromGroupCommand).resolves({});
    await moveUserToGroup('u-1', 'geodesist', 'tenderPoster');
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input).toEqual({ UserPoolId: POOL, Username: 'u-1', GroupName: 'tenderPoster' });
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand)[0]!.args[0].input).toEqual({ UserPoolId: POOL, Username: 'u-1', GroupName: 'geodesist' });
    expect(cognito.calls().map((c) => c.args[0].constructor.name)).toEqual(['AdminAddUserToGroupCommand', 'AdminRemoveUserFromGroupCommand']);
  });

  it('keeps the user in the old group when the new group cannot be added', async () => {
    cognito.on(AdminAddUserToGroupCommand).rejects(internal());
    await expect(moveUserToGroup('u-1', 'geodesist', 'tenderPoster')).rejects.toBeInstanceOf(InternalErrorException);
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand)).toHaveLength(0);
  });

  it('answers 404 with an actionable message when the pool has no such user', async () => {
    cognito.on(AdminAddUserToGroupCommand).rejects(notFound());
    const error = await moveUserToGroup('u-gone', 'geodesist', 'tenderPoster').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).message).toBe(userMessages.notInPool);
    expect((error as NotFoundError).message).toBe('This user no longer exists in the user pool; delete the profile instead');
  });

  it('passes on other Cognito errors of the removal', async () => {
    cognito.on(AdminAddUserToGroupCommand).resolves({});
    cognito.on(AdminRemoveUserFromGroupCommand).rejects(internal());
    await expect(moveUserToGroup('u-1', 'geodesist', 'tenderPoster')).rejects.toBeInstanceOf(InternalErrorException);
  });
});

describe('deleteUserAccount', () => {
  it('deletes the user from the pool', async () => {
    cognito.on(AdminDeleteUserCommand).resolves({});
    await deleteUserAccount('u-1');
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]!.args[0].input).toEqual({ UserPoolId: POOL, Username: 'u-1' });
  });

  it('is fine with a user that is already gone', async () => {
    cognito.on(AdminDeleteUserCommand).rejects(notFound());
    await expect(deleteUserAccount('u-gone')).resolves.toBeUndefined();
  });

  it('passes on other Cognito errors', async () => {
    cognito.on(AdminDeleteUserCommand).rejects(internal());
    await expect(deleteUserAccount('u-1')).rejects.toBeInstanceOf(InternalErrorException);
  });
});
