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
    const res = await api(forgeToken(accessClaims()), 'GET', '/me');
    expect(res.status).not.toBe(401);
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
});
