import { generateKeyPairSync, sign } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier } from '../../lambdas/kernel/token-verifier';

/** The local cloud's issuer (http:, JWKS fetched with fetch) and the web app's client id. */
const ISSUER = 'http://127.0.0.1:9229/local_pool';
const CLIENT = 'web-client-id';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };

/** A token signed by the pool's key with `claims` over a valid issuer, issue time and 10-minute expiry. */
function token(claims: Record<string, unknown>, issuer = ISSUER): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${b64({ iss: issuer, iat: now, exp: now + 600, ...claims })}`;
  return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
}

const access = { sub: 'user-1', client_id: CLIENT, token_use: 'access' };
const id = { sub: 'user-1', aud: CLIENT, token_use: 'id', email: 'ada@example.com' };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ keys: [jwk] })));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createTokenVerifier', () => {
  it('resolves to the claims of an access token of the client, fetching the keys from the issuer’s JWKS', async () => {
    const verify = createTokenVerifier(ISSUER, CLIENT);
    await expect(verify(token(access))).resolves.toMatchObject(access);
    expect(fetchMock).toHaveBeenCalledWith(`${ISSUER}/.well-known/jwks.json`);
  });

  it('takes ID tokens by their audience unless a token use is required', async () => {
    await expect(createTokenVerifier(ISSUER, CLIENT)(token(id))).resolves.toMatchObject(id);
    await expect(createTokenVerifier(ISSUER, CLIENT, 'id')(token(id))).resolves.toMatchObject(id);
    await expect(createTokenVerifier(ISSUER, CLIENT, 'access')(token(id))).rejects.toThrow('An access token is required');
    await expect(createTokenVerifier(ISSUER, CLIENT, 'id')(token(access))).rejects.toThrow('An id token is required');
    await expect(createTokenVerifier(ISSUER, CLIENT, 'access')(token(access))).resolves.toMatchObject(access);
  });

  it('refuses a token of another client, or without one', async () => {
    const verify = createTokenVerifier(ISSUER, CLIENT);
    await expect(verify(token({ ...access, client_id: 'other-client' }))).rejects.toThrow('Token was issued for another client');
    await expect(verify(token({ ...id, aud: 'other-client' }))).rejects.toThrow('Token was issued for another client');
    await expect(verify(token({ sub: 'user-1', token_use: 'access' }))).rejects.toThrow('Token was issued for another client');
  });

  it('refuses a token that is neither an access nor an id token', async () => {
    const verify = createTokenVerifier(ISSUER, CLIENT);
    await expect(verify(token({ ...access, token_use: 'refresh' }))).rejects.toThrow('Token is neither an access nor an id token');
    await expect(verify(token({ sub: 'user-1', client_id: CLIENT }))).rejects.toThrow('Token is neither an access nor an id token');
  });

  it('refuses a token of another issuer', async () => {
    await expect(createTokenVerifier(ISSUER, CLIENT)(token(access, 'http://127.0.0.1:9229/other_pool'))).rejects.toThrow();
  });

  it('fetches the keys of an https issuer (Cognito) with the library’s own HTTPS client, not fetch', async () => {
    const issuer = 'https://127.0.0.1:1/eu-central-1_pool';
    await expect(createTokenVerifier(issuer, CLIENT)(token(access, issuer))).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
