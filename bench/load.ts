/**
 * `npm run load` (issue 13, 4): drives the local cloud through the HTTP gateway with autocannon, 50
 * concurrent users for 60 s (LOAD_SECONDS, LOAD_USERS to change), each looping through a realistic mix:
 * browse the Open tenders, open a tender, bid on it, list their notifications. Then makes the same
 * DynamoDB calls alone (the data modules against the same DynamoDB Local, same concurrency) so the
 * gateway's and middleware's overhead is a figure: p50 and p99 of both, in ms.
 * The cloud runs in a child process (`--cloud`), so the load generator does not share its event loop.
 * Exit code 1 when any request failed (an error or a non-2xx answer).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createPrivateKey, randomUUID, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const USERS = Number(process.env.LOAD_USERS ?? 50);
const TENDERS = 40;

interface CloudInfo {
  urls: { api: string; s3: string; dynamodb: string; cognito: string };
  ids: { tableName: string; filesBucket: string; userPoolClientId: string; tokenIssuer: string; emailQueueUrl: string; eventsQueueUrl: string };
  region: string;
}

/** Starts the child cloud; resolves with its addresses. */
function startCloud(): Promise<{ child: ChildProcess; cloud: CloudInfo }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--cloud'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'SILENT' } });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"urls"'));
      if (line) resolve({ child, cloud: JSON.parse(line) as CloudInfo });
    });
    child.on('exit', (code) => reject(new Error(`the local cloud exited (${code})`)));
  });
}

const require = createRequire(import.meta.url);
const privateJwk = JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')).jwk;
/** An access token signed with cognito-local's key, as the pool issues them (the gateway checks it in full). */
function accessToken(cloud: CloudInfo, sub: string, group: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub, iss: cloud.ids.tokenIssuer, client_id: cloud.ids.userPoolClientId, token_use: 'access', iat: now, exp: now + 3600, 'cognito:groups': [group] };
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'CognitoLocal', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${header}.${payload}.${sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), createPrivateKey({ key: privateJwk, format: 'jwk' })).toString('base64url')}`;
}

async function call(cloud: CloudInfo, token: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${cloud.urls.api}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Seeds a poster with TENDERS Open tenders (through the API, with an uploaded PDF each) and USERS approved geodesists. */
async function seed(cloud: CloudInfo) {
  const { createProfile } = await import('../lambdas/features/account/data/profiles');
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
  const posterToken = accessToken(cloud, poster, 'tenderPoster');
  const pdf = readFileSync(join(import.meta.dirname, '..', 'test', 'e2e', 'fixtures', 'site-plan.pdf'));
  const tenderIds: string[] = [];
  for (let i = 0; i < TENDERS; i++) {
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
  const geodesists: { sub: string; token: string }[] = [];
  for (let i = 0; i < USERS; i++) {
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The mix's DynamoDB calls alone, USERS loops for `seconds`: list page, tender with attachments, bid write, notifications. */
async function dynamoAlone(tenderIds: string[], geodesists: { sub: string }[], seconds: number): Promise<number[]> {
  const { getTenderWithAttachments } = await import('../lambdas/features/tenders/data/tenders');
  const { listTenders } = await import('../lambdas/features/tenders/data/tender-lists');
  const { getBid, updateBid } = await import('../lambdas/features/bids/data/bids');
  const { listNotifications } = await import('../lambdas/features/notifications/data/notifications');
  const { getProfile } = await import('../lambdas/features/account/data/profiles');
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  const timed = async (fn: () => Promise<unknown>) => {
    const t0 = performance.now();
    await fn();
    latencies.push(performance.now() - t0);
  };
  await Promise.all(
    geodesists.map(async (g, u) => {
      for (let i = 0; Date.now() < end; i++) {
        const tenderId = tenderIds[(u + i) % tenderIds.length]!;
        // Each request of the API also reads the caller's profile (approval): the same read is part of the baseline.
        await timed(async () => {
          await getProfile(g.sub);
          await listTenders({ scope: 'open' });
        });
        await timed(async () => {
          await getProfile(g.sub);
          await getTenderWithAttachments(tenderId);
        });
        await timed(async () => {
          await getProfile(g.sub);
          const bid = await getBid(tenderId, g.sub);
          if (bid) await updateBid(bid, { amountCents: 100_000 + i, comment: null });
        });
        await timed(async () => {
          await getProfile(g.sub);
          await listNotifications(g.sub);
        });
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

async function main() {
  const { child, cloud } = await startCloud();
  try {
    Object.assign(process.env, {
      AWS_REGION: cloud.region,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_ENDPOINT_URL_DYNAMODB: cloud.urls.dynamodb,
      TABLE_NAME: cloud.ids.tableName,
      POWERTOOLS_LOG_LEVEL: 'SILENT',
    });
    const { tenderIds, geodesists } = await seed(cloud);
    console.log(`Seeded ${tenderIds.length} tenders and ${geodesists.length} geodesists; ${USERS} users for ${SECONDS} s through ${cloud.urls.api}`);

    let next = 0;
    type Ctx = { user?: { sub: string; token: string }; i?: number };
    const pick = (ctx: Ctx) => {
      ctx.user ??= geodesists[next++ % geodesists.length]!;
      ctx.i = (ctx.i ?? 0) + 1;
      return ctx.user;
    };
    const tenderFor = (ctx: Ctx) => tenderIds[((ctx.i ?? 0) * 7 + geodesists.indexOf(ctx.user!)) % tenderIds.length]!;
    const result = await autocannon({
      url: cloud.urls.api,
      connections: USERS,
      duration: SECONDS,
      requests: [
        { method: 'GET', setupRequest: (req: any, ctx: Ctx) => ({ ...req, path: '/tenders?scope=open', headers: { authorization: `Bearer ${pick(ctx).token}` } }) },
        { method: 'GET', setupRequest: (req: any, ctx: Ctx) => ({ ...req, path: `/tenders/${tenderFor(ctx)}`, headers: { authorization: `Bearer ${pick(ctx).token}` } }) },
        {
          method: 'PUT',
          setupRequest: (req: any, ctx: Ctx) => ({
            ...req,
            path: `/tenders/${tenderFor(ctx)}/bid`,
            headers: { authorization: `Bearer ${pick(ctx).token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ amount: 1000 + ((ctx.i ?? 0) % 500) }),
          }),
        },
        { method: 'GET', setupRequest: (req: any, ctx: Ctx) => ({ ...req, path: '/notifications', headers: { authorization: `Bearer ${pick(ctx).token}` } }) },
      ],
    } as autocannon.Options);

    const alone = await dynamoAlone(tenderIds, geodesists, Math.min(SECONDS, 20));
    const failed = result.errors + result.non2xx + result.timeouts;
    console.log('\nLoad through the local HTTP gateway (browse, open a tender, bid, notifications)');
    console.table([
      {
        path: 'API (gateway + JWT + middleware + handler + DynamoDB)',
        requests: result.requests.total,
        'req/s': result.requests.average,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: failed,
      },
      {
        path: 'DynamoDB calls alone (same mix, same concurrency)',
        requests: alone.length,
        'req/s': Math.round(alone.length / Math.min(SECONDS, 20)),
        'p50 ms': percentile(alone, 50).toFixed(1),
        'p99 ms': percentile(alone, 99).toFixed(1),
        errors: 0,
      },
    ]);
    console.log(`Overhead at p50: ${(result.latency.p50 - percentile(alone, 50)).toFixed(1)} ms; at p99: ${(result.latency.p99 - percentile(alone, 99)).toFixed(1)} ms`);
    if (failed > 0) {
      console.error(`${failed} requests failed (errors ${result.errors}, non-2xx ${result.non2xx}, timeouts ${result.timeouts})`);
      process.exitCode = 1;
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

if (process.argv.includes('--cloud')) {
  // Child: the local cloud alone (no web app), on free ports; prints where it is, stops on SIGTERM.
  const { startLocalCloud } = await import('../local/cloud');
  const { freePorts } = await import('../local/ports');
  const dataDir = mkdtempSync(join(tmpdir(), 'geotender-load-'));
  const cloud = await startLocalCloud({ dataDir, fresh: true, web: false, ports: await freePorts() });
  process.stdout.write(`${JSON.stringify({ urls: cloud.urls, ids: cloud.ids, region: cloud.webConfig.region })}\n`);
  process.on('SIGTERM', () => {
    void cloud.stop().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
} else {
  await main();
}
