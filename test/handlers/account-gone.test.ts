import './env';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as notificationsList } from '../../lambdas/features/notifications/handlers/notifications-list';
import { handler as tendersList } from '../../lambdas/features/tenders/handlers/tenders-list';
import { call, callers, ddb, httpEvent, ids, profile, resetMocks, storeProfiles } from './support';

beforeEach(resetMocks);

describe('a valid token of an account deleted or disabled since it was issued', () => {
  it('acts as nobody when the profile is gone (erased or deleted): 401 "Your account no longer exists", for every role', async () => {
    for (const caller of [callers.poster, callers.admin, callers.geodesist]) {
      const res = await call(notificationsList, httpEvent({ caller }));
      expect(res).toMatchObject({ status: 401, body: { message: 'Your account no longer exists' } });
    }
  });

  it('refuses a user disabled in the Cognito console: 403 "Your account has been disabled"', async () => {
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster', disabledAt: '2026-11-24T10:00:00.000Z' }));
    const res = await call(tendersList, httpEvent({ caller: callers.poster, query: { scope: 'mine' } }));
    expect(res).toMatchObject({ status: 403, body: { message: 'Your account has been disabled' } });
  });

  it('lets the same user through while the profile exists and is not disabled', async () => {
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    ddb.on(QueryCommand).resolves({ Items: [] });
    expect((await call(notificationsList, httpEvent({ caller: callers.poster }))).status).toBe(200);
  });
});
