/**
 * The users and tenders of `npm run load` (bench/load.ts): access tokens signed with cognito-local's key as
 * the user pool issues them (the gateway checks them in full), a poster with Open tenders created through
 * the API (each with an uploaded PDF), and approved geodesists.
 */
import { createPrivateKey, randomUUID, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** What the child cloud prints about itself (bench/load.ts `--cloud`). */
export interface CloudInfo {
  urls: { api: string; s3: string; dynamodb: string; cognito: string };
  ids: { tableName: string; filesBucket: string; userPoolClientId: string; tokenIssuer: string; emailQueueUrl: string; eventsQueueUrl: string };
  region: string;
}

export interface LoadUser {
  sub: string;
  token: string;
}

const require = createRequire(import.meta.url);
const privateKey = createPrivateKey({ key: JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')).jwk, format: 'jwk' });

/** An access token of `sub` in `group`, valid for two hours, as the local user pool would issue it. */
export function accessToken(cloud: CloudInfo, sub: string, group: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub, iss: cloud.ids.tokenIssuer, client_id: cloud.ids.userPoolClientId, token_use: 'access', iat: now, exp: now + 7200, 'cognito:groups': [group] };
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'CognitoLocal', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${header}.${payload}.${sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url')}`;
}

/** One API call; resolves with the JSON answer, throws on any answer from 300 up. */
export async function call(cloud: CloudInfo, token: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${cloud.urls.api}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Tenders per poster: two writes each (upload, create), far inside a person's write limits. */
const TENDERS_PER_POSTER = 10;

/**
 * Seeds posters (one per TENDERS_PER_POSTER) with `tenders` Open tenders (through the API, an uploaded PDF each) and `users` approved
 * geodesists (profiles written directly: the data layer must point at the cloud's table). Returns their ids and tokens.
 */
export async function seed(cloud: CloudInfo, tenders: number, users: number): Promise<{ tenderIds: string[]; geodesists: LoadUser[] }> {
  const { createProfile } = await import('../lambdas/features/account/data/profiles');
  const pdf = readFileSync(join(import.meta.dirname, '..', 'test', 'e2e', 'fixtures', 'site-plan.pdf'));
  const tenderIds: string[] = [];
  let posterToken = '';
  for (let i = 0; i < tenders; i++) {
    // A new poster every TENDERS_PER_POSTER tenders: each stays well inside the per-user write limits.
    if (i % TENDERS_PER_POSTER === 0) {
      const poster = randomUUID();
      await createProfile({
        userId: poster,
        email: `poster.${poster}@load.example`,
        firstName: 'Load',
        lastName: 'Poster',
        company: 'Load Survey',
        phone: null,
        role: 'tenderPoster',
        approvalStatus: 'approved',
      });
      posterToken = accessToken(cloud, poster, 'tenderPoster');
    }
    const { uploads } = await call(cloud, posterToken, 'POST', '/uploads', { purpose: 'attachment', files: [{ name: 'plan.pdf', size: pdf.length, contentType: 'application/pdf' }] });
    const form = new FormData();
    for (const [k, v] of Object.entries(uploads[0].fields as Record<string, string>)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'plan.pdf');
    await fetch(uploads[0].url, { method: 'POST', body: form });
    const created = await call(cloud, posterToken, 'POST', '/tenders', {
      title: `Topographic survey ${i}`,
      description: `Survey of parcel ${i} with a cadastral plan`,
      expiryDate: '2099-06-30',
      attachments: [uploads[0].key],
    });
    tenderIds.push(created.tender.tenderId);
  }
  const geodesists: LoadUser[] = [];
  for (let i = 0; i < users; i++) {
    const sub = randomUUID();
    await createProfile({
      userId: sub,
      email: `geodesist.${sub}@load.example`,
      firstName: 'Load',
      lastName: `Geodesist ${i}`,
      company: null,
      phone: null,
      role: 'geodesist',
      approvalStatus: 'approved',
    });
    geodesists.push({ sub, token: accessToken(cloud, sub, 'geodesist') });
  }
  return { tenderIds, geodesists };
}
