import './env';
import { AdminAddUserToGroupCommand, AdminGetUserCommand, CognitoIdentityProviderClient, InternalErrorException, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../lambdas/kernel/logger';
import { repairAccount, setUpAccount } from '../../lambdas/features/account/account-setup';
import { ddb, ids, poolAttributes, profile, profileItem, resetMocks, sqs } from './support';

const cognito = mockClient(CognitoIdentityProviderClient);
const POOL = 'eu-central-1_test';

const geodesistAttributes = {
  sub: ids.geodesist,
  email: 'gerd@example.com',
  given_name: '  Gerd ',
  family_name: ' Geo  ',
  'custom:role': 'geodesist',
  'custom:company': ' Geo Vermessung ',
  'custom:phone': ' +49 30 1234567 ',
};

/** The items the profile's transaction puts (the profile, then the registration's outbox item). */
const transactPuts = () => ddb.commandCalls(TransactWriteCommand).flatMap((c) => c.args[0].input.TransactItems!.map((i) => i.Put?.Item ?? {}));
const putProfile = () => transactPuts().find((i) => i.__edb_e__ === 'profile');
/** The events written to the outbox with the profile. */
const recordedEvents = () =>
  transactPuts()
    .filter((i) => i.__edb_e__ === 'outbox')
    .map((i) => JSON.parse(i.body as string));
const conditionFailed = () => Object.assign(new Error('Transaction cancelled [ConditionalCheckFailed, None]'), { name: 'TransactionCanceledException' });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetMocks();
  cognito.reset();
  cognito.on(AdminAddUserToGroupCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
  warn = vi.spyOn(logger, 'warn');
});
afterEach(() => vi.restoreAllMocks());

describe('setUpAccount', () => {
  it('keeps the language the sign-up was made in (its locale attribute) on the profile; an unknown one leaves it out', async () => {
    await setUpAccount(POOL, 'gerd-user-name', { ...geodesistAttributes, locale: 'et' });
    expect(putProfile()).toMatchObject({ language: 'et' });
    ddb.resetHistory();
    await setUpAccount(POOL, 'gerd-user-name', { ...geodesistAttributes, locale: 'xx-YY' });
    expect(putProfile()).not.toHaveProperty('language');
  });

  it('puts a new geodesist into the geodesist group with a pending profile of trimmed attributes, written with its user_registered event, and e-mails nobody itself', async () => {
    const result = await setUpAccount(POOL, 'gerd-user-name', geodesistAttributes);

    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input).toEqual({ UserPoolId: POOL, Username: 'gerd-user-name', GroupName: 'geodesist' });
    expect(putProfile()).toMatchObject({
      userId: ids.geodesist,
      email: 'gerd@example.com',
      firstName: 'Gerd',
      lastName: 'Geo',
      company: 'Geo Vermessung',
      phone: '+49 30 1234567',
      role: 'geodesist',
      approvalStatus: 'pending',
    });
    expect(result).toMatchObject({
      role: 'geodesist',
      profile: { userId: ids.geodesist, firstName: 'Gerd', lastName: 'Geo', company: 'Geo Vermessung', phone: '+49 30 1234567', approvalStatus: 'pending' },
    });

    // The registration's event is written with the profile, in one transaction, under the account's own id.
    expect(recordedEvents()).toEqual([
      {
        type: 'user_registered',
        userId: ids.geodesist,
        name: 'Gerd Geo',
        email: 'gerd@example.com',
        role: 'Geodesist',
        needsApproval: true,
        eventId: `user_registered:${ids.geodesist}`,
        at: expect.any(String),
      },
    ]);
    // The admins hear of it from the event's listener (notifications/event-listeners.ts), once per event.
    expect(sqs.calls()).toHaveLength(0);
  });

  it('approves a tender poster at once, stores absent or blank company and phone as none, and says no approval is needed', async () => {
    const result = await setUpAccount(POOL, 'paula', {
      sub: ids.poster,
      email: 'paula@example.com',
      given_name: 'Paula',
      family_name: 'Poster',
      'custom:role': 'tenderPoster',
      'custom:company': '   ',
    });

    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input.GroupName).toBe('tenderPoster');
    const item = putProfile()!;
    expect(item).toMatchObject({ role: 'tenderPoster', approvalStatus: 'approved' });
    expect(item.company).toBeUndefined();
    expect(item.phone).toBeUndefined();
    expect(result!.profile).toMatchObject({ company: null, phone: null, approvalStatus: 'approved' });
    expect(recordedEvents()).toEqual([
      {
        type: 'user_registered',
        userId: ids.poster,
        name: 'Paula Poster',
        email: 'paula@example.com',
        role: 'Tender Poster',
        needsApproval: false,
        eventId: `user_registered:${ids.poster}`,
        at: expect.any(String),
      },
    ]);
  });

  it('uses the user name as id and empty names when the attributes lack sub and names', async () => {
    const result = await setUpAccount(POOL, 'only-a-user-name', { email: 'anon@example.com', given_name: '   ', 'custom:role': 'tenderPoster' });
    expect(putProfile()).toMatchObject({ userId: 'only-a-user-name', email: 'anon@example.com', firstName: '', lastName: '' });
    expect(result!.profile).toMatchObject({ userId: 'only-a-user-name', firstName: '', lastName: '' });
  });

  it('stores an empty e-mail when the attributes carry none', async () => {
    await setUpAccount(POOL, 'no-mail', { sub: ids.poster, given_name: 'Paula', 'custom:role': 'tenderPoster' });
    expect(putProfile()).toMatchObject({ userId: ids.poster, email: '' });
  });

  it('gives an account without a self-registrable role neither group nor profile', async () => {
    for (const role of ['admin', undefined, 'superuser']) {
      await expect(setUpAccount(POOL, 'someone', { sub: 'x', email: 'x@example.com', 'custom:role': role })).resolves.toBeUndefined();
      expect(warn).toHaveBeenLastCalledWith('Confirmed user without a self-register role', { userName: 'someone', role });
    }
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('on a retry finds the stored profile and records no event again', async () => {
    const stored = profile({ userId: ids.geodesist, role: 'geodesist', approvalStatus: 'approved', firstName: 'Gerd', lastName: 'Geo', email: 'gerd@example.com' });
    ddb.on(TransactWriteCommand).rejects(conditionFailed());
    ddb.on(GetCommand).resolves({ Item: profileItem(stored) });

    const result = await setUpAccount(POOL, 'gerd-user-name', geodesistAttributes);

    expect(result).toEqual({ role: 'geodesist', profile: stored });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(1);
    // The one transaction, refused: its outbox item was not written either.
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(sqs.calls()).toHaveLength(0);
  });

  it('throws, and writes no profile, when the group cannot be added (the trigger is retried)', async () => {
    cognito.on(AdminAddUserToGroupCommand).rejects(new InternalErrorException({ message: 'boom', $metadata: {} }));
    await expect(setUpAccount(POOL, 'gerd-user-name', geodesistAttributes)).rejects.toBeInstanceOf(InternalErrorException);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('repairAccount', () => {
  const confirmed = { Username: 'pool-user-name', UserStatus: 'CONFIRMED' as const, UserAttributes: poolAttributes(geodesistAttributes) };

  it('reads the user from the pool and sets up a confirmed account under its pool user name', async () => {
    cognito.on(AdminGetUserCommand).resolves(confirmed);

    const result = await repairAccount(ids.geodesist);

    expect(cognito.commandCalls(AdminGetUserCommand)[0]!.args[0].input).toEqual({ UserPoolId: POOL, Username: ids.geodesist });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input).toEqual({ UserPoolId: POOL, Username: 'pool-user-name', GroupName: 'geodesist' });
    expect(result).toMatchObject({ role: 'geodesist', profile: { userId: ids.geodesist, email: 'gerd@example.com', approvalStatus: 'pending' } });
    expect(warn).toHaveBeenCalledWith('Repairing an account left without group or profile', { sub: ids.geodesist });
  });

  it('uses the sub as user name when the pool returns none', async () => {
    cognito.on(AdminGetUserCommand).resolves({ ...confirmed, Username: undefined });
    await repairAccount(ids.geodesist);
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input.Username).toBe(ids.geodesist);
  });

  it('leaves a user that is not confirmed alone', async () => {
    cognito.on(AdminGetUserCommand).resolves({ ...confirmed, UserStatus: 'UNCONFIRMED' });
    await expect(repairAccount(ids.geodesist)).resolves.toBeUndefined();
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers undefined for a user the pool does not know', async () => {
    cognito.on(AdminGetUserCommand).rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
    await expect(repairAccount(ids.geodesist)).resolves.toBeUndefined();
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
  });

  it('answers undefined for a confirmed user without attributes (no role to set up)', async () => {
    cognito.on(AdminGetUserCommand).resolves({ Username: 'pool-user-name', UserStatus: 'CONFIRMED' });
    await expect(repairAccount(ids.geodesist)).resolves.toBeUndefined();
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
  });

  it('passes on other errors of the pool', async () => {
    cognito.on(AdminGetUserCommand).rejects(new InternalErrorException({ message: 'boom', $metadata: {} }));
    await expect(repairAccount(ids.geodesist)).rejects.toBeInstanceOf(InternalErrorException);
  });
});
