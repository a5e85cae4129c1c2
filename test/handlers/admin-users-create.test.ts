import './env';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as addUser } from '../../lambdas/features/admin/handlers/admin-users-create';
import { call, callers, ddb, httpEvent, ids, profile, resetMocks, storeProfiles } from './support';

const cognito = mockClient(CognitoIdentityProviderClient);

beforeEach(() => {
  resetMocks();
  cognito.reset();
  storeProfiles(profile({ userId: ids.admin, role: 'admin' }));
  cognito.on(ListUsersCommand).resolves({ Users: [] });
  cognito.on(AdminCreateUserCommand).resolves({ User: { Username: 'new-user', Attributes: [{ Name: 'sub', Value: 'new-sub' }] } });
  cognito.on(AdminSetUserPasswordCommand).resolves({});
  cognito.on(AdminAddUserToGroupCommand).resolves({});
  cognito.on(AdminDeleteUserCommand).resolves({});
});

const body = { email: 'new@example.com', password: 'Survey2026', firstName: 'Mari', lastName: 'Mets', role: 'geodesist' };

describe('POST /admin/users when the profile cannot be written', () => {
  it('removes the Cognito user it just added (cognito-idp:AdminDeleteUser), so no account exists without its profile', async () => {
    ddb.on(PutCommand).rejects(Object.assign(new Error('Throughput exceeds the current capacity'), { name: 'ProvisionedThroughputExceededException' }));
    const res = await call(addUser, httpEvent({ caller: callers.admin, body }));
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(cognito.commandCalls(AdminDeleteUserCommand).map((c) => c.args[0].input.Username)).toEqual(['new-sub']);
  });
});
