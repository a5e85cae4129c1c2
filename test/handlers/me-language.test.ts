/**
 * `PUT /me/language` (docs/decisions/web/languages.md): the language is stored on the profile; a code GeoTender does not
 * speak is stored as English without an error; the profile answers it.
 */
import './env';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/features/account/handlers/me-language-update';
import { toProfile } from '../../lambdas/features/account/data/profiles';
import { call, callers, ddb, httpEvent, ids, profile, resetMocks, storeProfiles } from './support';

beforeEach(() => {
  resetMocks();
  storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist' }));
  ddb.on(UpdateCommand).resolves({});
});

const stored = () => ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input.ExpressionAttributeValues);

describe('PUT /me/language', () => {
  it('stores Estonian', async () => {
    const res = await call(handler, httpEvent({ caller: callers.geodesist, body: { language: 'et-EE' } }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ language: 'et' });
    expect(JSON.stringify(stored())).toContain('"et"');
  });

  it('stores English for a code it does not speak, without an error', async () => {
    const res = await call(handler, httpEvent({ caller: callers.geodesist, body: { language: 'klingon' } }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ language: 'en' });
  });

  it('refuses what is not a short text', async () => {
    expect((await call(handler, httpEvent({ caller: callers.geodesist, body: { language: 'x'.repeat(36) } }))).status).toBe(400);
    expect((await call(handler, httpEvent({ caller: callers.geodesist, body: {} }))).status).toBe(400);
  });
});

describe('the profile', () => {
  it('answers a stored language and leaves out one it does not speak', () => {
    const base = {
      userId: ids.geodesist,
      email: 'g@example.com',
      firstName: 'G',
      lastName: 'S',
      role: 'geodesist' as const,
      approvalStatus: 'approved' as const,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(toProfile({ ...base, language: 'et' }).language).toBe('et');
    expect(toProfile({ ...base, language: 'xx' }).language).toBeUndefined();
    expect(toProfile(base).language).toBeUndefined();
  });
});
