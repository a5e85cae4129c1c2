import './env';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/features/account/triggers/pre-token-generation';
import { ddb, ids, profile, profileItem, resetMocks, storeProfiles } from './support';

beforeEach(resetMocks);

function tokenEvent(groups: string[] | undefined): PreTokenGenerationTriggerEvent {
  return {
    version: '1',
    triggerSource: 'TokenGeneration_Authentication',
    region: 'eu-central-1',
    userPoolId: 'eu-central-1_pool',
    userName: ids.geodesist,
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    request: {
      userAttributes: { sub: ids.geodesist, email: 'geo@example.com', given_name: 'Gerd', family_name: 'Geo' },
      groupConfiguration: { groupsToOverride: groups, iamRolesToOverride: [], preferredRole: undefined },
    },
    response: { claimsOverrideDetails: {} as never },
  } as unknown as PreTokenGenerationTriggerEvent;
}

describe('Pre Token Generation (the Cognito console as a second door)', () => {
  it('does nothing for a user in no role group yet', async () => {
    const event = await handler(tokenEvent([]));
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
    expect(event.response.claimsOverrideDetails).toEqual({});
  });

  it('carries role and approval as ID token claims when the profile matches the groups, and writes nothing', async () => {
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist', approvalStatus: 'approved' }));
    const event = await handler(tokenEvent(['geodesist']));
    expect(event.response.claimsOverrideDetails.claimsToAddOrOverride).toEqual({ 'geotender:role': 'geodesist', 'geotender:approval': 'approved' });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('moves the profile to the most privileged role group the console put the user in', async () => {
    const stored = profile({ userId: ids.geodesist, role: 'geodesist', approvalStatus: 'approved' });
    storeProfiles(stored);
    ddb.on(UpdateCommand).resolves({ Attributes: { ...profileItem({ ...stored, role: 'tenderPoster' }) } });
    const event = await handler(tokenEvent(['geodesist', 'tenderPoster']));
    const update = ddb.commandCalls(UpdateCommand).find((c) => JSON.stringify(c.args[0].input).includes('tenderPoster'));
    expect(update).toBeDefined();
    expect(event.response.claimsOverrideDetails.claimsToAddOrOverride?.['geotender:role']).toBe('tenderPoster');
  });

  it('never blocks a sign-in: a failing table read leaves the token as Cognito made it', async () => {
    ddb.on(GetCommand).rejects(new Error('DynamoDB is down'));
    const event = await handler(tokenEvent(['geodesist']));
    expect(event.response.claimsOverrideDetails).toEqual({});
  });
});
