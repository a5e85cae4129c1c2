/**
 * Sealed list cursors: the request pipeline seals an answer's `nextCursor` with AES-256-GCM
 * bound to the route, the caller and the query, and opens a request's `cursor` before the handler sees it;
 * anything else is 400 'Invalid cursor'. The inner codec (lambdas/kernel/list-cursor.ts) refuses every
 * inner value it cannot use with the same 400, so no cursor reaches DynamoDB as a bad start key.
 */
import './env';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpHandler, type HttpEvent, type HttpRequest } from '../../lambdas/api/http-handler';
import { decodeCursor, encodeCursor, isPartitionKey, MAX_KEY_VALUE_LENGTH } from '../../lambdas/kernel/list-cursor';
import { cursorContext, cursorKeyFrom, openCursor, sealCursor } from '../../lambdas/kernel/sealed-cursor';
import { handler as bidsList } from '../../lambdas/features/bids/handlers/bids-list';
import { handler as tendersList } from '../../lambdas/features/tenders/handlers/tenders-list';
import { call, callers, context, CURSOR_SECRET, ddb, httpEvent, ids, profile, resetMocks, secrets, storeProfiles, tender, tenderItem } from './support';

const key = cursorKeyFrom(CURSOR_SECRET);
const INVALID = { status: 400, body: { message: 'Invalid cursor', fieldErrors: { cursor: ['Invalid cursor'] } } };

beforeEach(() => {
  resetMocks();
  storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }), profile({ userId: ids.otherPoster, role: 'tenderPoster' }), profile({ userId: ids.admin, role: 'admin' }));
});

/** Runs the pipeline of `route` around `fn`; returns the answer and the request fn received. */
async function run<H extends Parameters<typeof httpHandler>[0]>(route: H, event: HttpEvent, fn: (req: HttpRequest<H>) => Promise<unknown>) {
  const received: HttpRequest<H>[] = [];
  const handler = httpHandler(route, async (req) => {
    received.push(req);
    return fn(req);
  });
  const res = (await handler(event, context)) as { statusCode: number; body: string };
  return { status: res.statusCode, body: JSON.parse(res.body), request: received[0] };
}

const INNER = encodeCursor({ k: { pk: '$geotender#tenderid_x', sk: '$bid_1#bidderid_someone-else', gsi1pk: 'p', gsi1sk: 's' }, n: 10 });
const page = async () => ({ items: [], nextCursor: INNER, anonymized: false });

describe('sealCursor and openCursor', () => {
  const context = cursorContext('bids-list', ids.poster, { tenderId: ids.tender }, {});

  it('round-trips the inner cursor for the same context, and shows none of it', () => {
    const sealed = sealCursor(key, INNER, context);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    const plain = Buffer.from(sealed, 'base64url').toString('latin1');
    for (const visible of ['pk', 'geotender', 'bidderid', 'someone-else', '"v"']) expect(plain).not.toContain(visible);
    expect(openCursor(key, sealed, context)).toBe(INNER);
    // A new IV each time: the same page never gives the same string twice.
    expect(sealCursor(key, INNER, context)).not.toBe(sealed);
  });

  it('refuses the cursor for another route, caller, path or query, or under another key', () => {
    const sealed = sealCursor(key, INNER, context);
    for (const other of [
      cursorContext('admin-user-history', ids.poster, { tenderId: ids.tender }, {}),
      cursorContext('bids-list', ids.otherPoster, { tenderId: ids.tender }, {}),
      cursorContext('bids-list', ids.poster, { tenderId: ids.attachment }, {}),
      cursorContext('bids-list', ids.poster, { tenderId: ids.tender }, { search: 'x' }),
    ]) {
      expect(() => openCursor(key, sealed, other)).toThrow('Invalid cursor');
    }
    expect(() => openCursor(cursorKeyFrom(`${CURSOR_SECRET}x`), sealed, context)).toThrow('Invalid cursor');
  });

  it('ignores the cursor itself and the order of query keys in the context', () => {
    expect(cursorContext('tenders-list', 'u', {}, { scope: 'open', sort: 'newest', cursor: 'a' })).toBe(cursorContext('tenders-list', 'u', {}, { sort: 'newest', scope: 'open' }));
  });

  it('binds an anonymous caller’s cursor to the empty user id', () => {
    expect(cursorContext('tenders-list', undefined, {}, undefined)).toBe(JSON.stringify(['tenders-list', '', [], []]));
    expect(cursorContext('tenders-list', undefined, { tenderId: 't' }, { sort: 'newest', search: undefined })).toBe(cursorContext('tenders-list', '', { tenderId: 't' }, { sort: 'newest' }));
  });

  it('refuses a cursor with a character outside base64url anywhere, also in front', () => {
    const sealed = sealCursor(key, INNER, context);
    for (const bad of [`!${sealed}`, ` ${sealed}`, `${sealed.slice(0, 10)}.${sealed.slice(10)}`]) {
      expect(() => openCursor(key, bad, context), bad.slice(0, 12)).toThrow('Invalid cursor');
    }
  });

  it('refuses every changed byte, a cut or lengthened cursor, another version, and text that is not base64url', () => {
    const sealed = sealCursor(key, INNER, context);
    const bytes = Buffer.from(sealed, 'base64url');
    for (let i = 0; i < bytes.length; i++) {
      const changed = Buffer.from(bytes);
      changed[i]! ^= 0x01;
      expect(() => openCursor(key, changed.toString('base64url'), context), `byte ${i}`).toThrow('Invalid cursor');
    }
    for (const bad of [sealed.slice(0, -1), `${sealed}A`, sealed.slice(0, 20), '', 'not a cursor!', `${sealed}=`, Buffer.from(INNER).toString('base64url'), INNER]) {
      expect(() => openCursor(key, bad, context), bad.slice(0, 30)).toThrow('Invalid cursor');
    }
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => cursorKeyFrom('short')).toThrow('at least 32 characters');
    expect(() => cursorKeyFrom('x'.repeat(31))).toThrow('at least 32 characters');
    expect(cursorKeyFrom('x'.repeat(32))).toHaveLength(32);
  });

  it('refuses a cursor that opens to more than 16 KiB, so a small cursor cannot inflate without bound', () => {
    const big = 'x'.repeat(16 * 1024 + 1);
    expect(() => openCursor(key, sealCursor(key, big, context), context)).toThrow('Invalid cursor');
    const largest = 'x'.repeat(16 * 1024);
    expect(openCursor(key, sealCursor(key, largest, context), context)).toBe(largest);
  });
});

describe('the request pipeline', () => {
  it('seals the answer’s nextCursor and hands the handler the inner one back, for the same caller, path and query', async () => {
    const first = await run('bids-list', httpEvent({ caller: callers.poster, path: { tenderId: ids.tender } }), page);
    expect(first.status).toBe(200);
    expect(first.body.nextCursor).not.toBe(INNER);
    expect(first.body.nextCursor).not.toContain('eyJ'); // no base64 JSON inside
    const next = await run('bids-list', httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, query: { cursor: first.body.nextCursor } }), page);
    expect(next.status).toBe(200);
    expect(next.request!.query.cursor).toBe(INNER);
    // null stays null: the last page has no cursor.
    const last = await run('bids-list', httpEvent({ caller: callers.poster, path: { tenderId: ids.tender } }), async () => ({ items: [], nextCursor: null, anonymized: false }));
    expect(last.body.nextCursor).toBeNull();
  });

  it('answers 400 to a cursor replayed by another caller, on another tender, route or query, before the handler runs', async () => {
    const { body } = await run('bids-list', httpEvent({ caller: callers.poster, path: { tenderId: ids.tender } }), page);
    const cursor = body.nextCursor as string;
    const attempts = [
      run('bids-list', httpEvent({ caller: callers.otherPoster, path: { tenderId: ids.tender }, query: { cursor } }), page),
      run('bids-list', httpEvent({ caller: callers.admin, path: { tenderId: ids.tender }, query: { cursor } }), page),
      run('bids-list', httpEvent({ caller: callers.poster, path: { tenderId: ids.attachment }, query: { cursor } }), page),
      run('admin-user-history', httpEvent({ caller: callers.admin, path: { userId: ids.poster }, query: { cursor } }), page),
      run('tenders-list', httpEvent({ caller: callers.poster, query: { scope: 'mine', cursor } }), page),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res).toMatchObject(INVALID);
      expect(res.request).toBeUndefined();
    }
    const tenders = await run('tenders-list', httpEvent({ caller: callers.poster, query: { scope: 'mine', search: 'survey' } }), page);
    const otherSearch = await run('tenders-list', httpEvent({ caller: callers.poster, query: { scope: 'mine', search: 'boundary', cursor: tenders.body.nextCursor } }), page);
    expect(otherSearch).toMatchObject(INVALID);
  });

  it('answers 400 to the old readable cursors and to tampered ones, never 500', async () => {
    const forged = [
      Buffer.from(JSON.stringify({ v: 1, k: { pk: 'x' }, n: 0 })).toString('base64url'),
      Buffer.from(JSON.stringify({ v: 1, p: [{ pk: '', sk: '', gsi1pk: '', gsi1sk: '' }] })).toString('base64url'),
      'forged',
      'AAAA',
      '-'.repeat(2000),
    ];
    for (const cursor of forged) {
      expect(await call(bidsList, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, query: { cursor } })), cursor.slice(0, 20)).toMatchObject(INVALID);
    }
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  // The fresh copies of the modules (a new container) are loaded by beforeAll, not by the tests: the module-level
  // code they run again is then loading work, which mutation testing counts as static rather than as code of these tests.
  describe('in a new container', () => {
    let fresh: typeof import('../../lambdas/kernel/sealed-cursor');
    beforeAll(async () => {
      vi.resetModules();
      fresh = await import('../../lambdas/kernel/sealed-cursor');
    });

    it('reads the key secret once per function in a container, and tries again after a failed read', async () => {
      secrets.reset();
      secrets.on(GetSecretValueCommand).rejectsOnce(new Error('Rate exceeded')).resolves({ SecretString: CURSOR_SECRET });
      await expect(fresh.cursorKey('bids-list')).rejects.toThrow('Rate exceeded');
      const [a, b] = await Promise.all([fresh.cursorKey('bids-list'), fresh.cursorKey('bids-list')]);
      expect(a.equals(key)).toBe(true);
      expect(b).toBe(a);
      await fresh.cursorKey('bids-list');
      expect(secrets.commandCalls(GetSecretValueCommand).map((c) => c.args[0].input)).toEqual([{ SecretId: process.env.CURSOR_KEY_SECRET }, { SecretId: process.env.CURSOR_KEY_SECRET }]);
      // Another function (in the local gateway's one process) reads its own copy, as its own container would.
      expect((await fresh.cursorKey('tenders-list')).equals(key)).toBe(true);
      expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(3);
    });
  });

  describe('in another new container', () => {
    let fresh: typeof httpHandler;
    beforeAll(async () => {
      vi.resetModules();
      ({ httpHandler: fresh } = await import('../../lambdas/api/http-handler'));
    });

    it('needs no key when no cursor comes in or goes out', async () => {
      secrets.reset();
      const handler = fresh('bids-list', async () => ({ items: [], nextCursor: null, anonymized: false }));
      expect(((await handler(httpEvent({ caller: callers.poster, path: { tenderId: ids.tender } }), context)) as { statusCode: number }).statusCode).toBe(200);
      expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
    });
  });
});

describe('the inner codec', () => {
  it('accepts exactly the queried partition’s key names with non-empty values of bounded length', () => {
    const names = ['pk', 'sk', 'gsi1pk', 'gsi1sk'];
    const good = { pk: 'a', sk: 'b', gsi1pk: 'P', gsi1sk: 'c' };
    expect(isPartitionKey(good, names, ['gsi1pk', 'P'])).toBe(true);
    expect(isPartitionKey({ ...good, gsi1sk: 'x'.repeat(MAX_KEY_VALUE_LENGTH) }, names, ['gsi1pk', 'P'])).toBe(true);
    for (const bad of [
      { ...good, sk: '' },
      { ...good, gsi1sk: 'x'.repeat(MAX_KEY_VALUE_LENGTH + 1) },
      { ...good, gsi1pk: 'Q' },
      { ...good, pk: 1 },
      { ...good, extra: 'x' },
      { pk: 'a', sk: 'b', gsi1pk: 'P' },
      JSON.parse('{"pk":"a","sk":"b","gsi1pk":"P","__proto__":"c"}'),
      null,
      [],
      'pk',
    ]) {
      expect(isPartitionKey(bad, names, ['gsi1pk', 'P']), JSON.stringify(bad)).toBe(false);
    }
  });

  it('answers 400, without a query, to every inner value a list cannot use (sealed as the server would)', async () => {
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist' }));
    ddb.on(QueryCommand).resolves({ Items: [tenderItem(tender())] });
    const inner = [
      'not json',
      '[]',
      'null',
      '{"v":2}',
      encodeCursor({}),
      encodeCursor({ p: null }),
      encodeCursor({ p: [] }),
      encodeCursor({ p: [true] }),
      encodeCursor({ p: [1] }),
      encodeCursor({ p: [{}] }),
      encodeCursor({ p: [{ pk: '', sk: '', gsi1pk: '', gsi1sk: '' }] }),
      encodeCursor({ p: [{ pk: 'a', sk: 'b', gsi1pk: 'someone else', gsi1sk: 'c' }] }),
      encodeCursor({ p: [{ pk: 'a', sk: 'b', gsi1pk: '$geotender#status_open', gsi1sk: 'c'.repeat(5000) }] }),
      encodeCursor({ p: [null, null] }),
      encodeCursor({ k: { pk: 'x' }, n: 0 }),
    ];
    for (const value of inner) {
      const cursor = sealCursor(key, value, cursorContext('tenders-list', ids.geodesist, {}, { scope: 'open', sort: 'newest' }));
      const res = await call(tendersList, httpEvent({ caller: callers.geodesist, query: { scope: 'open', cursor } }));
      expect(res, value.slice(0, 60)).toMatchObject(INVALID);
    }
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('reads a version-1 JSON payload and nothing else', () => {
    expect(decodeCursor(encodeCursor({ n: 3 }))).toEqual({ v: 1, n: 3 });
    expect(() => decodeCursor(Buffer.from(encodeCursor({ n: 3 })).toString('base64url'))).toThrow('Invalid cursor');
  });
});
