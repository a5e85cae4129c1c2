/**
 * Helpers for the integration tests: Cognito sign-up and sign-in against cognito-local, the local mailbox,
 * signed API calls through the local gateway, uploads as the browser makes them, tokens forged with
 * cognito-local's own key, and approved users with stored profiles.
 */
import { createPrivateKey, randomUUID, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { CognitoIdentityProviderClient, ConfirmSignUpCommand, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { WebSocket } from 'ws';
import { expect, inject } from 'vitest';

export const cloud = inject('cloud');
export const PASSWORD = 'Survey2026x';

export const cognito = new CognitoIdentityProviderClient({
  region: cloud.region,
  endpoint: cloud.urls.cognito,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
}

/**
 * Mail of the last ten minutes in the local SES store addressed to `to` (substring match), oldest first. The store
 * keeps the whole run's mail; `since` (epoch seconds) keeps each poll as cheap as the first.
 */
export async function mailTo(to: string): Promise<StoredMail[]> {
  const since = Math.floor(Date.now() / 1000) - 600;
  const { emails } = (await (await fetch(`${cloud.urls.mailbox}/store?since=${since}`)).json()) as { emails: StoredMail[] };
  return emails.filter((m) => m.destination.to.some((t) => t.includes(to)));
}

/** Waits for a mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await mailTo(to)).filter((m) => subject.test(m.subject)).at(-1);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export interface SignedIn {
  email: string;
  accessToken: string;
  idToken: string;
  sub: string;
}

/**
 * Signs `email` up through Cognito as the registration form does: `password`, the names and the role, then
 * any `extra` attributes (e.g. custom:company). Resolves with Cognito's answer; rejects with its refusal.
 */
export function signUp(email: string, password: string, user: { firstName: string; lastName: string; role: 'geodesist' | 'tenderPoster' }, extra: Record<string, string> = {}) {
  return cognito.send(
    new SignUpCommand({
      ClientId: cloud.ids.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: Object.entries({ email, given_name: user.firstName, family_name: user.lastName, 'custom:role': user.role, ...extra }).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
}

/** Signs up through Cognito, confirms with the code from the confirmation e-mail's link, and signs in. */
export async function registerConfirmAndSignIn(role: 'geodesist' | 'tenderPoster', extra: Record<string, string> = {}): Promise<SignedIn> {
  const email = uniqueEmail(role);
  await signUp(email, PASSWORD, { firstName: 'Test', lastName: role === 'geodesist' ? 'Geodesist' : 'Poster', role }, extra);
  const mail = await waitForMail(email, /confirm/i);
  const link = /href="([^"]*\/login\?[^"]*)"/.exec(mail.body.html ?? '')?.[1]?.replace(/&amp;/g, '&');
  if (!link) throw new Error('confirmation e-mail has no /login link');
  const code = new URL(link).searchParams.get('confirm')!;
  await cognito.send(new ConfirmSignUpCommand({ ClientId: cloud.ids.userPoolClientId, Username: email, ConfirmationCode: code }));
  return signIn(email, PASSWORD);
}

/** USER_PASSWORD_AUTH sign-in. */
export async function signIn(email: string, password: string): Promise<SignedIn> {
  const auth = await cognito.send(new InitiateAuthCommand({ ClientId: cloud.ids.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }));
  const accessToken = auth.AuthenticationResult!.AccessToken!;
  return { email, accessToken, idToken: auth.AuthenticationResult!.IdToken!, sub: claimsOf(accessToken).sub as string };
}

/** The claims of a token (its payload, not verified). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

/** Calls the local HTTP API; resolves with status and parsed JSON body. */
export async function api(token: string | undefined, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${cloud.urls.api}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const require = createRequire(import.meta.url);
const privateJwk = JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')).jwk;

/** An RS256 token signed with cognito-local's key (kid CognitoLocal), with the given claims. */
export function forgeToken(claims: Record<string, unknown>): string {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'CognitoLocal', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), createPrivateKey({ key: privateJwk, format: 'jwk' })).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Claims of a valid access token for this pool and client, to vary one at a time. */
export function accessClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: '00000000-0000-4000-8000-000000000000',
    iss: cloud.ids.tokenIssuer,
    client_id: cloud.ids.userPoolClientId,
    token_use: 'access',
    iat: now,
    exp: now + 600,
    'cognito:groups': ['tenderPoster'],
    ...overrides,
  };
}

/**
 * Points this test process's AWS SDK clients and lambdas/kernel/config.ts at the local cloud, so data
 * modules and handlers can be called directly (as the gateway would) against the emulators.
 */
export function useCloudEnv(): void {
  Object.assign(process.env, {
    AWS_REGION: cloud.region,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: cloud.urls.dynamodb,
    AWS_ENDPOINT_URL_S3: cloud.urls.s3,
    AWS_ENDPOINT_URL_SQS: cloud.urls.sqs,
    S3_FORCE_PATH_STYLE: 'true',
    TABLE_NAME: cloud.ids.tableName,
    FILES_BUCKET: cloud.ids.filesBucket,
    EMAIL_QUEUE_URL: cloud.ids.emailQueueUrl,
    EVENTS_QUEUE_URL: cloud.ids.eventsQueueUrl,
    DATA_EXPORT_QUEUE_URL: cloud.ids.dataExportQueueUrl,
    SITE_URL: cloud.urls.web,
    MAIL_FROM: 'notifications@geotender.local',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
}

/** A file to upload: its name, content type and bytes. */
export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

const sitePlan = readFileSync(join(import.meta.dirname, '..', 'e2e', 'fixtures', 'site-plan.pdf'));

/** A PDF upload named `name` with the bytes of the site-plan.pdf fixture. */
export const pdfFile = (name: string): UploadFile => ({ name, type: 'application/pdf', bytes: sitePlan });

/**
 * Presigns `files` (for `purpose`; without one, the server's default; deliverables for the contract
 * `tenderId`) and uploads each with its presigned POST as the browser does. Returns the staged keys in
 * order; fails the test when a step is refused.
 */
export async function uploadFiles(token: string, files: UploadFile[], purpose?: 'attachment' | 'deliverable', tenderId?: string): Promise<string[]> {
  const presign = await api(token, 'POST', '/uploads', {
    ...(purpose ? { purpose } : {}),
    ...(tenderId ? { tenderId } : {}),
    files: files.map((f) => ({ name: f.name, size: f.bytes.length, contentType: f.type })),
  });
  expect(presign.status).toBe(200);
  const keys: string[] = [];
  for (const [i, ticket] of (presign.body.uploads as { url: string; fields: Record<string, string>; key: string }[]).entries()) {
    const form = new FormData();
    for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(files[i]!.bytes)], { type: files[i]!.type }), files[i]!.name);
    expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    keys.push(ticket.key);
  }
  return keys;
}

/** A user of the tests: the id and an access token forged for the user's group. */
export interface TestUser {
  sub: string;
  token: string;
}

/**
 * An approved user of `role` with a profile stored through the data module (e-mail `{sub}@example.com`,
 * company and phone null unless given) and an access token for the role's group. Call after useCloudEnv().
 */
export async function approvedUser(role: 'geodesist' | 'tenderPoster' | 'admin', names: { firstName: string; lastName: string; company?: string; phone?: string }): Promise<TestUser> {
  const { createProfile } = await import('../../lambdas/features/account/data/profiles');
  const sub = randomUUID();
  await createProfile({
    userId: sub,
    email: `${sub}@example.com`,
    role,
    approvalStatus: 'approved',
    company: names.company ?? null,
    phone: names.phone ?? null,
    firstName: names.firstName,
    lastName: names.lastName,
  });
  return { sub, token: forgeToken(accessClaims({ sub, 'cognito:groups': [role] })) };
}

/**
 * Stores `count` contact messages held for the digest of the last hour, with the subjects 'Held {marker} {n}'
 * (n from 1). Returns that hour and the marker. Call after useCloudEnv().
 */
export async function storeHeldContactMessages(count: number): Promise<{ hour: string; marker: string }> {
  const { createContactMessage } = await import('../../lambdas/features/contact/data/contact-messages');
  const { hourOf } = await import('../../lambdas/features/contact/domain/contact');
  const hour = hourOf(new Date(Date.now() - 3_600_000));
  const marker = randomUUID().slice(0, 8);
  for (let n = 1; n <= count; n++) {
    await createContactMessage({ messageId: randomUUID(), name: `Sender ${n}`, email: `held${n}@example.com`, subject: `Held ${marker} ${n}`, message: 'Held over the hourly cap.', digestHour: hour });
  }
  return { hour, marker };
}

/** The keys of the objects under `prefix` in the files bucket. Call after useCloudEnv(). */
export async function objectsUnder(prefix: string): Promise<string[]> {
  const { s3 } = await import('../../lambdas/kernel/clients/s3');
  const out = await s3.send(new ListObjectsV2Command({ Bucket: cloud.ids.filesBucket, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key!);
}

/** A WebSocket to the local realtime gateway with `token`, collecting the pushed messages; rejects when refused. */
export function openSocket(token: string): Promise<{ socket: WebSocket; messages: unknown[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${cloud.urls.realtime}?token=${encodeURIComponent(token)}`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

/**
 * The local cloud's clock (local/clock.ts): `{ advanceMs }` moves it ahead, `{ offsetMs: 0 }` puts it back to real
 * time (a file that moved it does so when done); then the timer relay runs. Answers the clock's time and what fired.
 */
export async function moveClock(body: { advanceMs: number } | { offsetMs: number }): Promise<{ now: string; fired: number }> {
  const res = await fetch(`${cloud.urls.lambda}/local/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return (await res.json()) as { now: string; fired: number };
}
