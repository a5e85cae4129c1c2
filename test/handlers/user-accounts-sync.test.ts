/**
 * syncUserAttributes (features/account/user-accounts.ts): a profile change reaches the pool's copy; a profile
 * whose Cognito user is missing stays editable (false), whether the pool says UserNotFoundException (AWS) or
 * NotAuthorizedException (the emulated pool); a real refusal is rethrown, so the route never half-writes.
 */
import './env';
import {
  AdminDeleteUserAttributesCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  NotAuthorizedException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { syncUserAttributes } from '../../lambdas/features/account/user-accounts';

const cognito = mockClient(CognitoIdentityProviderClient);
const change = { firstName: 'Gerd', lastName: '', company: null, phone: '+372 5123456' };
const refused = () => new NotAuthorizedException({ message: 'User not authorized', $metadata: {} });
const missing = () => new UserNotFoundException({ message: 'User does not exist.', $metadata: {} });

beforeEach(() => cognito.reset());

describe('syncUserAttributes', () => {
  it('sets the kept attributes and removes the cleared ones', async () => {
    await expect(syncUserAttributes('sub-1', change)).resolves.toBe(true);
    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)[0]!.args[0].input.UserAttributes).toEqual([
      { Name: 'given_name', Value: 'Gerd' },
      { Name: 'family_name', Value: '-' },
      { Name: 'custom:phone', Value: '+372 5123456' },
    ]);
    expect(cognito.commandCalls(AdminDeleteUserAttributesCommand)[0]!.args[0].input.UserAttributeNames).toEqual(['custom:company']);
  });

  it('answers false for a user the pool does not have (UserNotFoundException)', async () => {
    cognito.on(AdminUpdateUserAttributesCommand).rejects(missing());
    await expect(syncUserAttributes('sub-1', change)).resolves.toBe(false);
  });

  it('answers false when the pool refuses a user it does not have (NotAuthorizedException, then AdminGetUser finds none)', async () => {
    cognito.on(AdminUpdateUserAttributesCommand).rejects(refused());
    cognito.on(AdminGetUserCommand).rejects(missing());
    await expect(syncUserAttributes('sub-1', change)).resolves.toBe(false);
    expect(cognito.commandCalls(AdminGetUserCommand)[0]!.args[0].input.Username).toBe('sub-1');
  });

  it('rethrows a refusal for a user the pool has', async () => {
    cognito.on(AdminUpdateUserAttributesCommand).rejects(refused());
    cognito.on(AdminGetUserCommand).resolves({ Username: 'sub-1' });
    await expect(syncUserAttributes('sub-1', change)).rejects.toThrow('User not authorized');
  });
});
