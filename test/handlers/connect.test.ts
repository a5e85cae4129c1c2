import './env';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as connect, resetVerifier } from '../../lambdas/features/notifications/websocket/connect';
import { ddb, ids, profile, resetMocks, storeProfiles } from './support';

const ISSUER = 'http://127.0.0.1:9229/local_pool';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };

function token(claims: Record<string, unknown>): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${b64({ iss: ISSUER, iat: now, exp: now + 600, ...claims })}`;
  return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
}

const event = (t: string) => ({ requestContext: { connectionId: 'conn-9', requestId: 'r' }, queryStringParameters: { token: t } }) as never;

beforeEach(() => {
  resetMocks();
  resetVerifier();
  process.env.TOKEN_ISSUER = ISSUER;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ keys: [jwk] }))),
  );
  ddb.on(PutCommand).resolves({});
  storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  process.env.TOKEN_ISSUER = 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_test';
  resetVerifier();
});

describe('$connect with a token signed by the pool', () => {
  it('stores the connection for the token’s user with a 2-hour expiry', async () => {
    const res = await connect(event(token({ sub: ids.geodesist, client_id: 'web-client-id', token_use: 'access' })));
    expect(res).toMatchObject({ statusCode: 200 });
    const item = ddb.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(item).toMatchObject({ connectionId: 'conn-9', userId: ids.geodesist });
    expect(item.expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(7190);
  });

  it('refuses a token of another app client or an unexpected token_use', async () => {
    expect(await connect(event(token({ sub: ids.geodesist, client_id: 'other', token_use: 'access' })))).toMatchObject({ statusCode: 401 });
    expect(await connect(event(token({ sub: ids.geodesist, client_id: 'web-client-id', token_use: 'refresh' })))).toMatchObject({ statusCode: 401 });
    // An ID token of the app client is still not an access token.
    expect(await connect(event(token({ sub: ids.geodesist, aud: 'web-client-id', token_use: 'id' })))).toMatchObject({ statusCode: 401 });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses (403) a valid token whose account is gone, being erased, disabled or rejected, and stores nothing', async () => {
    const valid = token({ sub: ids.geodesist, client_id: 'web-client-id', token_use: 'access' });
    for (const state of [{ erasingAt: '2026-11-28T08:00:00.000Z' }, { disabledAt: '2026-11-28T08:00:00.000Z' }, { approvalStatus: 'rejected' as const }]) {
      resetMocks();
      storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist', ...state }));
      expect(await connect(event(valid)), JSON.stringify(state)).toMatchObject({ statusCode: 403 });
    }
    resetMocks();
    expect(await connect(event(valid))).toMatchObject({ statusCode: 403 });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('lets a geodesist awaiting approval connect, to hear of the decision', async () => {
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist', approvalStatus: 'pending' }));
    expect(await connect(event(token({ sub: ids.geodesist, client_id: 'web-client-id', token_use: 'access' })))).toMatchObject({ statusCode: 200 });
  });
});
