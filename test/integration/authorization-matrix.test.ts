/**
 * Every route of the route table, called by every kind of caller against the local gateway with real
 * objects owned by someone (issue 13, 1). Fails on any answer that differs from the matrix
 * (authorization-matrix.ts), on a route without a row, and on a response that carries what it must not:
 * another user's e-mail or phone, a bidder's identity on an Open tender, a stack trace, the table's name,
 * an ARN.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/api/routes';
import { matrix } from './authorization-matrix';
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
