/**
 * The request limits as a step of the request pipeline ("Fair limits"): every write route counts
 * against the caller's write budget and every read against the caller's read budget, with one conditional
 * counter update; a spent budget answers 429 with Retry-After and the seconds in the message, before the
 * handler runs (so it writes nothing).
 */
import './env';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpHandler, type HttpEvent } from '../../lambdas/api/http-handler';
import { routes, type RouteDef } from '../../lambdas/api/routes';
import { DEFAULT_WRITE_LIMIT, READ_BUDGET, READ_LIMIT, requestBudgetOf, ROUTE_WRITE_LIMITS, writeBudgetOf, writeLimitMessages, writeWindowOf } from '../../lambdas/features/limits/domain/write-limits';
import { callers, context, ddb, httpEvent, ids, profile, resetMocks, storeProfiles } from './support';

// The handler tests' set-up turns the limit off (write-limit-setup.ts); this file tests the real one.
vi.unmock('../../lambdas/features/limits/write-limit');

// 12:00:45 UTC: 15 seconds left of the minute, 15 minutes of the hour.
const NOW = new Date('2026-11-25T12:00:45.200Z');

beforeEach(() => {
  resetMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // DynamoDB answers a counter update that passes its condition (the tests of a spent budget reject it).
  ddb.on(UpdateCommand).resolves({});
  storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }), profile({ userId: ids.geodesist, role: 'geodesist', approvalStatus: 'approved' }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function run(route: string, event: HttpEvent) {
  const action = vi.fn(async () => ({ ok: true }));
  const handler = httpHandler(route as Parameters<typeof httpHandler>[0], action);
  const res = (await handler(event, context)) as { statusCode: number; headers: Record<string, string>; body: string };
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body), action };
}

/** The counter updates of the write limit, with the counter key each raised. */
const counterUpdates = () =>
  ddb
    .commandCalls(UpdateCommand)
    .map((c) => c.args[0].input)
    .map((input) => ({ input, key: String(Object.entries(input.ExpressionAttributeValues ?? {}).find(([name]) => name.startsWith(':counterKey'))?.[1]) }))
    .filter((u) => u.key.startsWith('write#'));

/** A valid body of POST /tenders (the limit counts only input that parses). */
const tenderBody = {
  title: 'Boundary survey',
  description: 'Survey of a parcel boundary',
  expiryDate: '2099-06-30',
  attachments: [`staging/${ids.poster}/0f0f0f0f-0000-4000-8000-000000000001/plan.pdf`],
};

/** The counter update's refusal, as DynamoDB answers a failed condition. */
const spent = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

describe('write limit: counting', () => {
  it('counts a write in the caller’s shared budget of the minute, with the limit as the condition and a TTL past the window', async () => {
    const res = await run('notifications-read', httpEvent({ caller: callers.poster, body: { all: true } }));
    expect(res.status).toBe(200);
    const [update, ...others] = counterUpdates();
    expect(others).toEqual([]);
    const start = Date.parse('2026-11-25T12:00:00Z') / 1000;
    expect(update!.key).toBe(`write#${ids.poster}#writes#${start}`);
    expect(update!.input.UpdateExpression).toMatch(/ADD/);
    expect(Object.values(update!.input.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([1, DEFAULT_WRITE_LIMIT.count, start + 60 + 60]));
    expect(update!.input.ConditionExpression).toMatch(/attribute_not_exists\(.+\) OR .+ < /);
  });

  it('counts tender creation in a budget of its own, by the hour', async () => {
    await run('tenders-create', httpEvent({ caller: callers.poster, body: tenderBody }));
    const start = Date.parse('2026-11-25T12:00:00Z') / 1000;
    expect(counterUpdates().map((u) => u.key)).toEqual([`write#${ids.poster}#tenders-create#${start}`]);
    expect(Object.values(counterUpdates()[0]!.input.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([ROUTE_WRITE_LIMITS['tenders-create']!.count, start + 3600 + 60]));
  });

  it('counts a caller without a token by source address on a public write route', async () => {
    const event = httpEvent({ body: { name: 'Ada', email: 'ada@example.com', subject: 'Question', message: 'How do I post a tender?' } });
    event.requestContext.http.sourceIp = '203.0.113.9';
    await run('contact-create', event);
    expect(counterUpdates()[0]!.key).toMatch(/^write#source#203\.0\.113\.9#writes#/);
  });

  it('counts a read in the caller’s budget of reads of the minute, with its own limit as the condition', async () => {
    const res = await run('notifications-list', httpEvent({ caller: callers.poster }));
    expect(res.status).toBe(200);
    const start = Date.parse('2026-11-25T12:00:00Z') / 1000;
    expect(counterUpdates().map((u) => u.key)).toEqual([`write#${ids.poster}#${READ_BUDGET}#${start}`]);
    expect(Object.values(counterUpdates()[0]!.input.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([READ_LIMIT.count, start + 60 + 60]));
  });

  it('keeps a read limit well above a person’s use and apart from the writes’ budget', () => {
    expect(READ_LIMIT).toEqual({ count: 300, windowSeconds: 60 });
    expect(requestBudgetOf({ handler: 'tenders-list', method: 'GET' }).budget).toBe(READ_BUDGET);
    expect(requestBudgetOf({ handler: 'bids-place', method: 'PUT' }).budget).toBe('writes');
  });

  it('limits every write route of the route table, and only those', () => {
    for (const route of routes as readonly RouteDef[]) expect(Boolean(writeBudgetOf(route)), route.handler).toBe(route.method !== 'GET');
  });
});

describe('write limit: refusal', () => {
  it('answers 429 with Retry-After and the seconds left in the message once the budget is spent, without running the handler or writing', async () => {
    ddb.on(UpdateCommand).rejects(spent());
    const res = await run('bids-place', httpEvent({ caller: callers.geodesist, body: { amount: 1200 }, path: { tenderId: ids.tender } }));
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('15');
    expect(res.body).toEqual({ message: 'Too many requests: try again in 15 seconds' });
    expect(res.action).not.toHaveBeenCalled();
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(1);
  });

  it('answers a read over the caller’s budget 429 with Retry-After, without running the handler', async () => {
    ddb.on(UpdateCommand).rejects(spent());
    const res = await run('notifications-list', httpEvent({ caller: callers.poster }));
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('15');
    expect(res.body).toEqual({ message: 'Too many requests: try again in 15 seconds' });
    expect(res.action).not.toHaveBeenCalled();
  });

  it('answers a refusal of authorization (403) before a spent budget', async () => {
    ddb.on(UpdateCommand).rejects(spent());
    const res = await run('admin-users-list', httpEvent({ caller: callers.poster }));
    expect(res.status).toBe(403);
  });

  it('tells the hour budget’s refusal when its window ends', async () => {
    ddb.on(UpdateCommand).rejects(spent());
    const res = await run('tenders-create', httpEvent({ caller: callers.poster, body: tenderBody }));
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe(String(60 * 60 - 45));
  });

  it('answers a DynamoDB failure of the counter as any other (throttling: 503 try again), not as a refusal', async () => {
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' }));
    const res = await run('notifications-read', httpEvent({ caller: callers.poster, body: { all: true } }));
    expect(res.status).toBe(503);
    expect(res.action).not.toHaveBeenCalled();
  });
});

describe('write limit: windows and words', () => {
  it('ends a window at the next multiple of its length, at least a second away', () => {
    expect(writeWindowOf(Date.parse('2026-11-25T12:00:45.200Z'), 60)).toEqual({ start: Date.parse('2026-11-25T12:00:00Z') / 1000, secondsLeft: 15 });
    expect(writeWindowOf(Date.parse('2026-11-25T12:00:59.999Z'), 60).secondsLeft).toBe(1);
    expect(writeWindowOf(Date.parse('2026-11-25T12:01:00.000Z'), 60)).toEqual({ start: Date.parse('2026-11-25T12:01:00Z') / 1000, secondsLeft: 60 });
  });

  it('says how long to wait in words a person can act on', () => {
    expect(writeLimitMessages.tooMany(1)).toBe('Too many requests: try again in 1 second');
    expect(writeLimitMessages.tooMany(42)).toBe('Too many requests: try again in 42 seconds');
  });
});
