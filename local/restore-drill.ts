/**
 * `npm run restore-drill` (5 "Backup and restore you have tried"): the table's backup and restore,
 * tried end to end on a local cloud of its own (a temporary data folder, free ports; never `.local-data`):
 *
 * 1. seed: a poster's tenders (RESTORE_DRILL_TENDERS, default 20, each with a PDF) and three geodesists' bids,
 *    through the local gateway, and the answers the app gives about them (lists, bids, the admin's users);
 * 2. export: every item, Scan page by page, to a JSON Lines file in the temporary folder (DynamoDB JSON); the
 *    export's end is the restore point;
 * 3. erase after the restore point: one geodesist erases their account (`DELETE /me`), recorded in the erasure
 *    ledger in the files bucket, and the erasure finishes (profile gone, Pending bids withdrawn);
 * 4. wipe: the table deleted and created again from lambdas/table/table-design.ts, empty;
 * 5. import: the file written back (BatchWriteItem, 25 items a call, unprocessed items retried): the erased
 *    geodesist is back;
 * 6. check: the table holds exactly the exported items and the app answers as at the export (the seeded admin
 *    signed in through the local Cognito, a geodesist and the poster);
 * 7. replay: the erasures the ledger records since the restore point are made again
 *    (lambdas/features/privacy/reapply-erasures.ts, what `npm run reapply-erasures` runs): the geodesist is gone
 *    again, and the app answers as it did after their erasure;
 * 8. the app still writes (a new bid, an award).
 *
 * Prints the time of each step; exits 1 when a check fails. The cloud's own restore is the runbook in the
 * README ("Deploy", "Restore the table"): point-in-time recovery to a new table, and `geotender:tableName`.
 */
import { createPrivateKey, randomUUID, sign } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { type AttributeValue, BatchWriteItemCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient, ScanCommand, type WriteRequest } from '@aws-sdk/client-dynamodb';
import { startLocalCloud, type LocalCloud } from './cloud';
import { ensureTable } from './emulators/dynamodb';
import { freePorts } from './ports';

const TENDERS = Number(process.env.RESTORE_DRILL_TENDERS ?? 20);
const GEODESISTS = 3;

type Item = Record<string, AttributeValue>;

const require = createRequire(import.meta.url);
const privateJwk = JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')).jwk;

/** An access token signed with cognito-local's key for `sub` in `group`, as the pool issues them (the gateway checks it in full). */
function accessToken(cloud: LocalCloud, sub: string, group: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub, iss: cloud.ids.tokenIssuer, client_id: cloud.ids.userPoolClientId, token_use: 'access', iat: now, exp: now + 3600, 'cognito:groups': [group] };
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'CognitoLocal', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${header}.${payload}.${sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), createPrivateKey({ key: privateJwk, format: 'jwk' })).toString('base64url')}`;
}

/** Calls the local API; throws on an answer other than `expect` (default any 2xx), else returns its JSON. */
async function call<T = Record<string, unknown>>(cloud: LocalCloud, token: string, method: string, path: string, body?: unknown, expect?: number): Promise<T> {
  const res = await fetch(`${cloud.urls.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (expect ? res.status !== expect : res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

interface Seeded {
  poster: string;
  geodesists: string[];
  admin: string;
  tenderIds: string[];
  /** A tender with a Pending bid of each geodesist and nothing else: awarded after the restore. */
  awardable: string;
}

/** A poster with TENDERS tenders and GEODESISTS geodesists with a bid on each; the seeded admin signed in. */
async function seed(cloud: LocalCloud): Promise<Seeded> {
  const { createProfile } = await import('../lambdas/features/account/data/profiles');
  const person = async (role: 'tenderPoster' | 'geodesist', n: number) => {
    const sub = randomUUID();
    const lastName = `${role === 'geodesist' ? 'Geodesist' : 'Poster'} ${n}`;
    await createProfile({ userId: sub, email: `${sub}@drill.example`, firstName: 'Drill', lastName, company: null, phone: null, role, approvalStatus: 'approved' });
    return accessToken(cloud, sub, role);
  };
  const poster = await person('tenderPoster', 1);
  const geodesists = await Promise.all(Array.from({ length: GEODESISTS }, (_, i) => person('geodesist', i + 1)));
  const pdf = readFileSync(join(import.meta.dirname, '..', 'test', 'e2e', 'fixtures', 'site-plan.pdf'));
  const tenderIds: string[] = [];
  for (let i = 0; i < TENDERS; i++) {
    const { uploads } = await call<{ uploads: { url: string; key: string; fields: Record<string, string> }[] }>(cloud, poster, 'POST', '/uploads', {
      purpose: 'attachment',
      files: [{ name: 'plan.pdf', size: pdf.length, contentType: 'application/pdf' }],
    });
    const form = new FormData();
    for (const [k, v] of Object.entries(uploads[0]!.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'plan.pdf');
    await fetch(uploads[0]!.url, { method: 'POST', body: form });
    const created = await call<{ tender: { tenderId: string } }>(cloud, poster, 'POST', '/tenders', {
      title: `Restore drill survey ${i}`,
      description: `Survey of parcel ${i}`,
      expiryDate: '2099-06-30',
      attachments: [uploads[0]!.key],
    });
    tenderIds.push(created.tender.tenderId);
    for (const [g, token] of geodesists.entries()) await call(cloud, token, 'PUT', `/tenders/${created.tender.tenderId}/bid`, { amount: 1000 + 10 * i + g, comment: `Bid ${g}` });
  }
  const cognito = new CognitoIdentityProviderClient({ region: cloud.webConfig.region, endpoint: cloud.urls.cognito, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const auth = await cognito.send(
    new InitiateAuthCommand({ ClientId: cloud.ids.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: cloud.admin.email, PASSWORD: cloud.admin.password } }),
  );
  return { poster, geodesists, admin: auth.AuthenticationResult!.AccessToken!, tenderIds, awardable: tenderIds[0]! };
}

/** What the app answers about the seeded data (list cursors left out: each is sealed anew); the third geodesist, erased in the drill, is not asked. */
async function answers(cloud: LocalCloud, s: Seeded): Promise<string> {
  const withoutCursor = ({ nextCursor: _, ...rest }: Record<string, unknown>) => rest;
  const parts = [
    withoutCursor(await call(cloud, s.geodesists[0]!, 'GET', '/tenders?scope=open')),
    withoutCursor(await call(cloud, s.poster, 'GET', '/tenders?scope=mine')),
    withoutCursor(await call(cloud, s.poster, 'GET', `/tenders/${s.awardable}/bids`)),
    withoutCursor(await call(cloud, s.geodesists[1]!, 'GET', '/tenders?scope=bids')),
    await call(cloud, s.geodesists[1]!, 'GET', `/tenders/${s.tenderIds.at(-1)}/bid`),
    withoutCursor(await call(cloud, s.admin, 'GET', '/admin/users')),
  ];
  return JSON.stringify(parts);
}

/**
 * Waits until the marketplace events of the seed are settled (the notification worker writes in-app
 * notifications after the API answered): until two scans `quietMs` apart find the same items, at most 60 s.
 * Returns the settled contents.
 */
async function settled(client: DynamoDBClient, tableName: string, quietMs = 1500): Promise<string[]> {
  let last = await contents(client, tableName);
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    await new Promise((r) => setTimeout(r, quietMs));
    const now = await contents(client, tableName);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  throw new Error('The table kept changing for 60 s after the seed');
}

/** Scans the whole table page by page; `onPage` gets each page's items. Returns the number of items. */
async function scanAll(client: DynamoDBClient, tableName: string, onPage: (items: Item[]) => void | Promise<void>): Promise<number> {
  let count = 0;
  let start: Item | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    await onPage(page.Items ?? []);
    count += page.Items?.length ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/** Writes every item of the table to `file` as JSON Lines (one item in DynamoDB JSON a line). */
async function exportTable(client: DynamoDBClient, tableName: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  const count = await scanAll(client, tableName, async (items) => {
    for (const item of items) if (!out.write(`${JSON.stringify(item)}\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
  });
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return count;
}

/** Deletes the table, waits until it is gone, and creates it again, empty, from the table design. */
async function wipeTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  for (;;) {
    try {
      await client.send(new DescribeTableCommand({ TableName: tableName }));
      await new Promise((r) => setTimeout(r, 100));
    } catch (error) {
      if ((error as Error).name === 'ResourceNotFoundException') break;
      throw error;
    }
  }
  await ensureTable(client, tableName);
}

/** Writes the items of `file` back, 25 a call, four calls at a time; retries unprocessed items. Returns the number written. */
async function importTable(client: DynamoDBClient, tableName: string, file: string): Promise<number> {
  const batches: WriteRequest[][] = [[]];
  for await (const line of createInterface({ input: createReadStream(file) })) {
    if (!line) continue;
    if (batches.at(-1)!.length === 25) batches.push([]);
    batches.at(-1)!.push({ PutRequest: { Item: JSON.parse(line) as Item } });
  }
  const write = async (requests: WriteRequest[]) => {
    for (let pending = requests, attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 10) throw new Error(`${pending.length} items still unprocessed after 10 retries`);
      if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const { UnprocessedItems } = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: pending } }));
      pending = UnprocessedItems?.[tableName] ?? [];
    }
  };
  const queue = batches.filter((b) => b.length > 0);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let batch = queue.shift(); batch; batch = queue.shift()) await write(batch);
    }),
  );
  return batches.reduce((n, b) => n + b.length, 0);
}

/** The table's items as sorted JSON lines, to compare two states. */
async function contents(client: DynamoDBClient, tableName: string): Promise<string[]> {
  const lines: string[] = [];
  await scanAll(client, tableName, (items) => {
    for (const item of items) lines.push(JSON.stringify(Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))));
  });
  return lines.sort();
}

/** Whether `userId`'s profile is in the table, and on how many of the seeded tenders they have a bid. */
async function presenceOf(s: Seeded, userId: string): Promise<{ profile: boolean; bids: number }> {
  const { getProfile } = await import('../lambdas/features/account/data/profiles');
  const { listBidderIds } = await import('../lambdas/features/bids/data/bids');
  let bids = 0;
  for (const tenderId of s.tenderIds) if ((await listBidderIds(tenderId)).includes(userId)) bids++;
  return { profile: (await getProfile(userId)) !== undefined, bids };
}

/**
 * The third geodesist erases their account after the restore point: `DELETE /me`, then waits (at most 60 s) until
 * the queued erasure has removed the profile and the table is settled. Returns their id, how many Pending bids
 * went, and what the app answers after the erasure.
 */
async function eraseAfterRestorePoint(cloud: LocalCloud, client: DynamoDBClient, tableName: string, s: Seeded): Promise<{ userId: string; bids: number; answers: string }> {
  const token = s.geodesists[2]!;
  const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  const had = await presenceOf(s, userId);
  await call(cloud, token, 'DELETE', '/me', { confirm: 'ERASE' });
  for (const deadline = Date.now() + 60_000; (await presenceOf(s, userId)).profile;) {
    if (Date.now() > deadline) throw new Error('The erasure did not finish in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  await settled(client, tableName);
  const left = await presenceOf(s, userId);
  if (left.bids > 0) throw new Error(`${left.bids} bids of the erased geodesist are left`);
  return { userId, bids: had.bids, answers: await answers(cloud, s) };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'geotender-restore-drill-'));
  const times: { step: string; ms: number; detail: string }[] = [];
  const timed = async <T>(step: string, fn: () => Promise<T>, detail: (value: T) => string): Promise<T> => {
    const started = performance.now();
    const value = await fn();
    times.push({ step, ms: Math.round(performance.now() - started), detail: detail(value) });
    console.log(`${step}: ${times.at(-1)!.ms} ms (${times.at(-1)!.detail})`);
    return value;
  };
  const cloud = await timed(
    'start the local cloud',
    async () => startLocalCloud({ dataDir: join(dir, 'data'), fresh: true, web: false, ports: await freePorts() }),
    () => dir,
  );
  try {
    const client = new DynamoDBClient({});
    const table = cloud.ids.tableName;
    const file = join(dir, `${table}.jsonl`);
    const seeded = await timed(
      'seed through the API',
      () => seed(cloud),
      (s) => `${s.tenderIds.length} tenders, ${s.tenderIds.length * GEODESISTS} bids`,
    );
    await timed(
      'settle (the workers’ notifications written)',
      () => settled(client, table),
      (items) => `${items.length} items`,
    );
    const before = await answers(cloud, seeded);
    // The items as exported: reading the answers counts each reader's reads (the read limit's counters).
    const atExport = await contents(client, table);
    const exported = await timed(
      'export (Scan to JSON Lines)',
      () => exportTable(client, table, file),
      (n) => `${n} items to ${file}`,
    );
    // The restore point: the table as exported. A restore loses everything after it, erasures aside.
    const restorePoint = new Date().toISOString();
    const erased = await timed(
      'erase a geodesist after the restore point (DELETE /me, the queued erasure finished)',
      () => eraseAfterRestorePoint(cloud, client, table, seeded),
      (e) => `${e.bids} Pending bids withdrawn`,
    );
    await timed(
      'wipe (delete the table, create it from the design)',
      () => wipeTable(client, table),
      () => 'empty',
    );
    if ((await contents(client, table)).length !== 0) throw new Error('The table is not empty after the wipe');
    const imported = await timed(
      'import (BatchWriteItem)',
      () => importTable(client, table, file),
      (n) => `${n} items`,
    );
    await timed(
      'check the data and the app',
      async () => {
        if (exported !== atExport.length || imported !== exported) throw new Error(`Counts differ: stored ${atExport.length}, exported ${exported}, imported ${imported}`);
        const restored = await contents(client, table);
        if (JSON.stringify(restored) !== JSON.stringify(atExport)) throw new Error('The restored items differ from the exported ones');
        if ((await answers(cloud, seeded)) !== before) throw new Error('The app answers differently after the restore');
        if (!(await presenceOf(seeded, erased.userId)).profile) throw new Error('The restore did not bring the erased geodesist back');
        return restored.length;
      },
      (n) => `${n} items equal, answers equal, the erased geodesist back`,
    );
    await timed(
      'replay the erasures since the restore point (npm run reapply-erasures)',
      async () => {
        const { reapplyErasures } = await import('../lambdas/features/privacy/reapply-erasures');
        const replay = await reapplyErasures(restorePoint);
        if (JSON.stringify(replay.erased) !== JSON.stringify([erased.userId])) throw new Error(`The replay erased ${JSON.stringify(replay.erased)}, not the geodesist`);
        return replay;
      },
      (r) => `${r.records} ledger record, ${r.erased.length} account erased again`,
    );
    await timed(
      'check the erasure and the app after the replay',
      async () => {
        await settled(client, table);
        const left = await presenceOf(seeded, erased.userId);
        if (left.profile || left.bids > 0) throw new Error(`The erased geodesist is still there after the replay (profile: ${left.profile}, bids: ${left.bids})`);
        if ((await answers(cloud, seeded)) !== erased.answers) throw new Error('The app answers differently after the replay than after the erasure');
        // The app still writes: a new bid, and the award of the first tender (its indexes and conditions work).
        const tender = seeded.tenderIds[1]!;
        await call(cloud, seeded.geodesists[0]!, 'PUT', `/tenders/${tender}/bid`, { amount: 4321, comment: 'After the restore' });
        const bids = await call<{ items: { bidId: string }[] }>(cloud, seeded.poster, 'GET', `/tenders/${seeded.awardable}/bids`);
        await call(cloud, seeded.poster, 'POST', `/tenders/${seeded.awardable}/bids/${bids.items[0]!.bidId}/accept`);
      },
      () => 'profile and bids gone, answers as after the erasure; a bid and an award written',
    );
    const restoreMs = times.filter((t) => /^(export|wipe|import|replay)/.test(t.step)).reduce((n, t) => n + t.ms, 0);
    console.log(`\nRestore drill passed: export, wipe, import and the replay of ${exported} items took ${restoreMs} ms.`);
  } catch (error) {
    console.error(`\nRestore drill FAILED: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await cloud.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
