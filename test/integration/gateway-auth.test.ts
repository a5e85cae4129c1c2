/**
 * The local gateway checks tokens as API Gateway's JWT authorizer does: signature, issuer, client,
 * expiry and token use. Every refusal is a 401 before any handler runs.
 */
import { describe, expect, it } from 'vitest';
import { accessClaims, api, cloud, forgeToken } from './support';

describe('JWT checks of the local HTTP gateway', () => {
  it('refuses a request without a token', async () => {
    expect((await api(undefined, 'GET', '/me')).status).toBe(401);
  });

  it('refuses a token that is not a JWT', async () => {
    expect((await api('garbage', 'GET', '/me')).status).toBe(401);
  });

  it('passes a valid token through to the handler', async () => {
    // A token of nobody the table knows reaches the handler, whose pipeline answers in its own words (the
    // gateway's refusal is a bare 'Unauthorized').
    const res = await api(forgeToken(accessClaims()), 'GET', '/me');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your account no longer exists');
  });

  it('refuses with 403 an ID token of the app client where an access token is expected (the stack’s authorization scope)', async () => {
    const { client_id: _, ...claims } = accessClaims({ token_use: 'id', aud: cloud.ids.userPoolClientId });
    expect((await api(forgeToken(claims), 'GET', '/me')).status).toBe(403);
  });

  it('refuses an ID token issued to another app client', async () => {
    const { client_id: _, ...claims } = accessClaims({ token_use: 'id', aud: 'someone-else' });
    expect((await api(forgeToken(claims), 'GET', '/me')).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    expect((await api(forgeToken(accessClaims({ iat: past - 600, exp: past })), 'GET', '/me')).status).toBe(401);
  });

  it('refuses a token issued to another app client', async () => {
    expect((await api(forgeToken(accessClaims({ client_id: 'someone-else' })), 'GET', '/me')).status).toBe(401);
  });

  it('refuses a token of another issuer', async () => {
    expect((await api(forgeToken(accessClaims({ iss: `${cloud.urls.cognito}/local_other` })), 'GET', '/me')).status).toBe(401);
  });

  it('refuses a token whose use is neither access nor id', async () => {
    expect((await api(forgeToken(accessClaims({ token_use: 'refresh' })), 'GET', '/me')).status).toBe(401);
  });

  it('refuses a token whose signature was tampered with', async () => {
    const token = forgeToken(accessClaims());
    const [h, , s] = token.split('.');
    const payload = Buffer.from(JSON.stringify(accessClaims({ 'cognito:groups': ['admin'] }))).toString('base64url');
    expect((await api(`${h}.${payload}.${s}`, 'GET', '/me')).status).toBe(401);
  });

  it('lets public routes through without a token and validates their input', async () => {
    const res = await api(undefined, 'POST', '/contact', { name: 'A', email: 'x@example.com', subject: 'Hi there', message: 'Long enough message' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Name must be at least 2 characters');
  });

  it('answers 401 with the JWT authorizer’s body and CORS headers for the web origin', async () => {
    const res = await fetch(`${cloud.urls.api}/me`, { headers: { origin: cloud.urls.web } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
    expect(res.headers.get('access-control-allow-origin')).toBe(cloud.urls.web);
  });
});

describe('routing and CORS of the local HTTP gateway', () => {
  it('answers a preflight from the web origin without a token', async () => {
    const res = await fetch(`${cloud.urls.api}/tenders`, {
      method: 'OPTIONS',
      headers: { origin: cloud.urls.web, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(cloud.urls.web);
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('gives another origin no CORS headers', async () => {
    const res = await fetch(`${cloud.urls.api}/me`, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 for a path or method the route table does not have', async () => {
    expect((await api(undefined, 'GET', '/nowhere')).status).toBe(404);
    expect((await api(undefined, 'DELETE', '/tenders')).status).toBe(404);
  });
});

describe('management API of the local WebSocket gateway', () => {
  const management = () => cloud.urls.realtime.replace(/^ws/, 'http');

  it('answers 410 Gone for a connection that does not exist', async () => {
    const res = await fetch(`${management()}/@connections/not-connected`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(410);
    expect(res.headers.get('x-amzn-errortype')).toBe('GoneException');
  });
});
