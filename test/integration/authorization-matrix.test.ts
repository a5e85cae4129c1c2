/**
 * Every route of the route table, called by every kind of caller against the local gateway with real
 * objects owned by someone. Fails on any answer that differs from the matrix
 * (authorization-matrix.ts), on a route without a row, and on a response that carries what it must not:
 * another user's e-mail or phone, a bidder's identity on an Open tender, a stack trace, the table's name,
 * an ARN.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'zod/mini';
import { ID_PATTERN } from '../../lambdas/domain/schemas';
import { type RouteDef, routes } from '../../lambdas/api/routes';
import { cursorContext, cursorKeyFrom, sealCursor } from '../../lambdas/kernel/sealed-cursor';
import { matrix } from './authorization-matrix';
import { tamperedCursors, tamperedInnerCursors } from './fuzz-support';
import { api, cloud } from './support';
import { buildWorld, CALLERS, type Caller, type UserCaller, type World, USER_CALLERS } from './world';

let w: World;

beforeAll(async () => {
  w = await buildWorld();
}, 120_000);

/** Users whose contact details `caller` may see: itself; admins everyone; the poster and the contractor of a contract each other. */
function mayContact(caller: Caller, other: UserCaller): boolean {
  if (caller === other || caller === 'admin') return true;
  return (caller === 'ownerPoster' && other === 'contractor') || (caller === 'contractor' && other === 'ownerPoster');
}

/** What a response to `caller` must not carry; returns the problems found. */
function leaks(caller: Caller, handler: string, text: string): string[] {
  const problems: string[] = [];
  for (const other of USER_CALLERS) {
    if (mayContact(caller, other)) continue;
    const u = w.users[other];
    if (text.includes(u.email)) problems.push(`${other}'s e-mail`);
    if (text.includes(u.phone)) problems.push(`${other}'s phone`);
  }
  if (handler === 'bids-list' && caller === 'ownerPoster') {
    const b = w.users.bidder;
    for (const [what, value] of [
      ['id', b.sub],
      ['company', b.company],
      ['name', b.lastName],
    ] as const)
      if (text.includes(value)) problems.push(`the bidder's ${what} on an Open tender`);
  }
  if (/\n\s+at\s|at [\w.<>]+ \(/.test(text)) problems.push('a stack trace');
  // The local table is called 'geotender', also a part of bucket names and addresses: only the name standing alone counts.
  if (new RegExp(`(?<![\\w./-])${cloud.ids.tableName}(?![\\w./-])`).test(text) || /TableName|ResourceNotFoundException|ConditionalCheckFailed/.test(text))
    problems.push('the table name or a DynamoDB error');
  if (/arn:aws/.test(text)) problems.push('an ARN');
  return problems;
}

describe('authorization matrix', () => {
  it('has a row for every route of the route table, and none for a route that does not exist', () => {
    const handlers = routes.map((r) => r.handler);
    expect(handlers.filter((h) => !(h in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((h) => !(handlers as string[]).includes(h))).toEqual([]);
    for (const [handler, row] of Object.entries(matrix)) expect(Object.keys(row.expect).sort(), handler).toEqual([...CALLERS].sort());
  });

  // Rows that change their objects run after the others; within a row, the succeeding caller goes last.
  const ordered = [...routes].sort((a, b) => Number(!!matrix[a.handler].fresh) - Number(!!matrix[b.handler].fresh));
  for (const route of ordered) {
    it(`${route.method} ${route.path} (${route.handler}) answers each caller as the matrix says, and leaks nothing`, async () => {
      const row = matrix[route.handler];
      const own = row.fresh ? await row.fresh(w) : {};
      const callers = [...CALLERS.filter((c) => c !== row.last), ...(row.last ? [row.last] : [])];
      const differences: string[] = [];
      for (const caller of callers) {
        const { path, body } = await row.call(w, caller, own);
        const res = await fetch(`${cloud.urls.api}${path}`, {
          method: route.method,
          headers: { ...(w.tokens[caller] ? { authorization: `Bearer ${w.tokens[caller]}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
          body: body !== undefined ? JSON.stringify(body) : undefined,
        });
        const text = await res.text();
        if (res.status !== row.expect[caller]) differences.push(`${caller}: expected ${row.expect[caller]}, got ${res.status} ${text.slice(0, 160)}`);
        const found = leaks(caller, route.handler, text);
        if (found.length > 0) differences.push(`${caller}: the response carries ${found.join(', ')}`);
      }
      expect(differences).toEqual([]);
    }, 60_000);
  }

  it('kept the owner’s notification from every other caller (deleted only by its owner)', async () => {
    const list = await api(w.users.ownerPoster.token, 'GET', '/notifications');
    expect(list.body.items.map((n: { notificationId: string }) => n.notificationId)).not.toContain(w.notifications.ownerPoster);
    const others = await api(w.users.stranger.token, 'GET', '/notifications');
    expect(others.body.items.map((n: { notificationId: string }) => n.notificationId)).toContain(w.notifications.stranger);
  });
});

/** The first caller the matrix lets through (2xx), preferring the owner of the objects over an admin. */
function allowedCaller(handler: RouteDef['handler']): UserCaller {
  const row = matrix[handler as keyof typeof matrix];
  return [...USER_CALLERS.filter((c) => c !== 'admin'), 'admin' as const].find((c) => row.expect[c] < 300) ?? 'admin';
}

/** The local cloud's cursor key, read as the functions read it (the local Secrets Manager). */
async function localCursorKey(): Promise<Buffer> {
  const client = new SecretsManagerClient({ endpoint: cloud.urls.secrets, region: cloud.region, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const out = await client.send(new GetSecretValueCommand({ SecretId: cloud.ids.cursorKeySecret }));
  return cursorKeyFrom(out.SecretString!);
}

describe('tampered cursors and ids in other forms', () => {
  const withIds = (routes as readonly RouteDef[]).filter((r) => r.path.includes('{'));
  const paged = (routes as readonly RouteDef[]).filter((r) => r.query && 'cursor' in ((r.query as unknown as { shape?: object }).shape ?? {}));

  it('covers every route with a path id and every paged list', () => {
    expect(withIds.length).toBeGreaterThan(15);
    expect(paged.map((r) => r.handler).sort()).toEqual([
      'admin-ocds-export',
      'admin-user-history',
      'admin-users-list',
      'bids-list',
      'messages-list',
      'profile-ratings-list',
      'questions-list',
      'tender-history-list',
      'tenders-list',
    ]);
  });

  for (const route of withIds) {
    it(`${route.method} ${route.path} (${route.handler}) answers 404 to its ids in upper case, and changes nothing`, async () => {
      const row = matrix[route.handler as keyof typeof matrix];
      const caller = allowedCaller(route.handler);
      const own = row.fresh ? await row.fresh(w) : {};
      const { path, body } = await row.call(w, caller, own);
      const [pathname, query] = path.split('?');
      const upper = pathname!
        .split('/')
        .map((seg) => (ID_PATTERN.test(seg) ? seg.toUpperCase() : seg))
        .join('/');
      expect(upper, 'the real path has an id with letters').not.toBe(pathname);
      const res = await fetch(`${cloud.urls.api}${upper}${query ? `?${query}` : ''}`, {
        method: route.method,
        headers: { authorization: `Bearer ${w.tokens[caller]}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const answer = (await res.json()) as { message?: string };
      expect(res.status, JSON.stringify(answer)).toBe(404);
      expect(answer.message).toMatch(/ not found$/);
    }, 60_000);
  }

  for (const route of paged) {
    it(`${route.method} ${route.path} (${route.handler}) answers 400 'Invalid cursor' to 40 kinds of tampered cursor and to sealed inner values it cannot use, never 5xx`, async () => {
      const row = matrix[route.handler as keyof typeof matrix];
      const caller = allowedCaller(route.handler);
      const { path } = await row.call(w, caller, {});
      const [pathname, query = ''] = path.split('?');
      const key = await localCursorKey();
      // A cursor sealed for another caller of the same request: valid, but not theirs.
      const foreign = sealCursor(key, JSON.stringify({ v: 1 }), cursorContext(route.handler, w.users.stranger.sub, {}, {}));
      // The query as the pipeline parses it (defaults included): the context the server seals for.
      const parsedQuery = parse(route.query!, Object.fromEntries(new URLSearchParams(query))) as Record<string, unknown>;
      const templ = route.path.split('/');
      const pathParams = Object.fromEntries(
        pathname!
          .split('/')
          .map((seg, i) => [templ[i], seg] as const)
          .filter(([t]) => t?.startsWith('{'))
          .map(([t, seg]) => [t!.slice(1, -1), seg]),
      );
      const partitions = ['$geotender#status_open', '$geotender#status_in progress', `$geotender#creatorid_${w.users.ownerPoster.sub}`, `$geotender#tenderid_${pathParams.tenderId ?? ''}`];
      const seal = (v: string) => sealCursor(key, v, cursorContext(route.handler, w.users[caller].sub, pathParams, parsedQuery));
      const inner = tamperedInnerCursors(partitions).map(seal);
      if (route.handler === 'tenders-list') {
        // A control: an inner value the list accepts (its partition from the start) reaches the list and answers 200.
        const q = new URLSearchParams(query);
        q.set('cursor', seal(JSON.stringify({ v: 1, p: [null] })));
        expect((await fetch(`${cloud.urls.api}${pathname}?${q.toString()}`, { headers: { authorization: `Bearer ${w.tokens[caller]}` } })).status).toBe(200);
      }
      const problems: string[] = [];
      for (const [kind, cursor] of [...tamperedCursors(foreign).map((c) => ['outside', c] as const), ...inner.map((c) => ['inner', c] as const)]) {
        const q = new URLSearchParams(query);
        q.set('cursor', cursor);
        const res = await fetch(`${cloud.urls.api}${pathname}?${q.toString()}`, { headers: { authorization: `Bearer ${w.tokens[caller]}` } });
        const text = await res.text();
        // 400 on the cursor field: 'Invalid cursor' (the admin lists: 'Invalid page cursor'), or too long to read.
        const fieldErrors = (JSON.parse(text) as { fieldErrors?: Record<string, string[]> }).fieldErrors;
        if (res.status !== 400 || !(/Invalid (page )?cursor/.test(text) || fieldErrors?.cursor?.length)) problems.push(`${kind} ${cursor.slice(0, 40)}: ${res.status} ${text.slice(0, 120)}`);
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
