/**
 * An account whose PostConfirmation failed (here undone after it ran: out of its group, profile deleted)
 * is set up by its first `GET /me`: group and profile come back, and the next token carries
 * the role.
 */
import { AdminConfirmSignUpCommand, AdminRemoveUserFromGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { api, claimsOf, cloud, cognito, PASSWORD, signIn, signUp, uniqueEmail, useCloudEnv } from './support';

describe('account repair by GET /me', () => {
  it('sets up a confirmed user left without group and profile, then the refreshed token carries the role', async () => {
    const email = uniqueEmail('stranded');
    await signUp(email, PASSWORD, { firstName: 'Stranded', lastName: 'Poster', role: 'tenderPoster' });
    await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: cloud.ids.userPoolId, Username: email }));
    const sub = (await signIn(email, PASSWORD)).sub;
    await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: cloud.ids.userPoolId, Username: sub, GroupName: 'tenderPoster' }));
    useCloudEnv();
    const { useTable } = await import('../../lambdas/table/entities');
    const { ProfileEntity } = await import('../../lambdas/features/account/data/user-entities');
    useTable();
    await ProfileEntity.delete({ userId: sub }).go();
    const before = await signIn(email, PASSWORD);
    expect(claimsOf(before.accessToken)['cognito:groups'] ?? []).not.toContain('tenderPoster');
    expect((await api(before.accessToken, 'GET', '/tenders?scope=mine')).status).toBe(403);

    const me = await api(before.accessToken, 'GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: 'tenderPoster', isApproved: true, refreshSession: true, profile: { email, firstName: 'Stranded' } });

    const after = await signIn(email, PASSWORD);
    expect(claimsOf(after.accessToken)['cognito:groups']).toContain('tenderPoster');
    expect((await api(after.accessToken, 'GET', '/tenders?scope=mine')).status).toBe(200);
    const again = await api(after.accessToken, 'GET', '/me');
    expect(again.body.refreshSession).toBeUndefined();
  });
});
