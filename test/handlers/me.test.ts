import './env';
import { AdminAddUserToGroupCommand, AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as meGet } from '../../lambdas/features/account/handlers/me-get';
import { handler as profileUpdate } from '../../lambdas/features/account/handlers/me-profile-update';
import { messages } from '../../lambdas/domain/schemas';
import { UNSEEN_CHARACTERS_MESSAGE } from '../../lambdas/domain/characters';
import { call, callers, confirmedPoolUser, ddb, httpEvent, ids, profile, profileItem, resetMocks, storeProfiles } from './support';

const cognitoMock = mockClient(CognitoIdentityProviderClient);
beforeEach(() => cognitoMock.reset());

beforeEach(resetMocks);

/** The pool holds `sub` as a confirmed user with `attributes`, and adding to a group and writing the profile succeed. */
function strandedAccount(sub: string, attributes: Record<string, string>): void {
  cognitoMock.on(AdminGetUserCommand).resolves(confirmedPoolUser(sub, attributes));
  cognitoMock.on(AdminAddUserToGroupCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] });
}

describe('GET /me', () => {
  it('answers 401 without a token', async () => {
    const res = await call(meGet, httpEvent({}));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Authentication required');
  });

  it('answers 403 for a token without a known role when the account has no self-registered role either', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(confirmedPoolUser(ids.poster, { email: 'x@example.com' }));
    const res = await call(meGet, httpEvent({ caller: { sub: ids.poster, groups: '[someoneElse]' } }));
    expect(res.status).toBe(403);
    expect(cognitoMock.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
  });

  it('repairs an account a failed PostConfirmation left without group and profile, and asks the app to refresh its token', async () => {
    strandedAccount(ids.poster, { email: 'paula@example.com', given_name: 'Paula', family_name: 'Poster', 'custom:role': 'tenderPoster' });
    const res = await call(meGet, httpEvent({ caller: { sub: ids.poster, groups: '[]' } }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'tenderPoster', isApproved: true, refreshSession: true, profile: { email: 'paula@example.com', approvalStatus: 'approved' } });
    expect(cognitoMock.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input).toMatchObject({ Username: ids.poster, GroupName: 'tenderPoster' });
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Put!.Item).toMatchObject({ userId: ids.poster, role: 'tenderPoster' });
  });

  it('creates the missing profile of a user who is in their group', async () => {
    strandedAccount(ids.geodesist, { email: 'g@example.com', given_name: 'G', family_name: 'H', 'custom:role': 'geodesist' });
    const res = await call(meGet, httpEvent({ caller: callers.geodesist }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'geodesist', isApproved: false, refreshSession: true, profile: { approvalStatus: 'pending' } });
  });

  it('lets a geodesist awaiting approval read their account, not approved', async () => {
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist', approvalStatus: 'pending' }));
    const res = await call(meGet, httpEvent({ caller: callers.geodesist }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'geodesist', isApproved: false, profile: { userId: ids.geodesist, approvalStatus: 'pending' } });
  });

  it('reads the role from the API Gateway string form of the groups claim', async () => {
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    const res = await call(meGet, httpEvent({ caller: callers.poster }));
    expect(res.body).toMatchObject({ role: 'tenderPoster', isApproved: true });
  });

  it('answers 404 when the caller has no profile', async () => {
    const res = await call(meGet, httpEvent({ caller: callers.admin }));
    expect(res.status).toBe(404);
  });
});

describe('PUT /me/profile', () => {
  it('answers 400 with the spec message when the first name is empty', async () => {
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    const res = await call(profileUpdate, httpEvent({ caller: callers.poster, body: { firstName: ' ', lastName: 'X' } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.firstNameRequired);
    expect(res.body.fieldErrors.firstName).toEqual([messages.firstNameRequired]);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 400 for a name or company with a bidi control or zero-width character, writing nothing', async () => {
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    const res = await call(profileUpdate, httpEvent({ caller: callers.poster, body: { firstName: 'Grace\u202E', lastName: 'Hop\u200Bper', company: 'Geo\u2066 OÜ' } }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ firstName: [UNSEEN_CHARACTERS_MESSAGE], lastName: [UNSEEN_CHARACTERS_MESSAGE], company: [UNSEEN_CHARACTERS_MESSAGE] });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    const res = await call(profileUpdate, httpEvent({ caller: callers.poster, rawBody: '{"firstName":' }));
    expect(res.status).toBe(400);
  });

  it('updates only the caller’s own profile, saving empty company as removed', async () => {
    const p = profile({ userId: ids.poster, role: 'tenderPoster', company: 'Old GmbH' });
    storeProfiles(p);
    ddb.on(UpdateCommand).resolves({ Attributes: profileItem({ ...p, firstName: 'Grace', company: null }) });
    const res = await call(profileUpdate, httpEvent({ caller: callers.poster, body: { firstName: 'Grace', lastName: 'Hopper', company: '' } }));
    expect(res.status).toBe(200);
    const update = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update.Key).toEqual({ pk: profileItem(p).pk, sk: profileItem(p).sk });
    expect(update.UpdateExpression).toContain('REMOVE');
    expect(update.ConditionExpression).toContain('attribute_exists');
    expect(res.body.company).toBeNull();
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});
