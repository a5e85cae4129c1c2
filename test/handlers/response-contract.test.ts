/**
 * Handler answers are checked against their route's response schema by `call` (support.ts): a 2xx body
 * with a wrong, missing or undeclared field fails the test that made the call; error answers are not checked.
 */
import { describe, expect, it } from 'vitest';
import type { HttpEvent } from '../../lambdas/api/http-handler';
import { routes } from '../../lambdas/api/routes';
import { call, httpEvent } from './support';

/** A handler of the route `notifications-read` answering `statusCode` with `body`. */
const answering = (statusCode: number, body: unknown) => Object.assign(async (_event: HttpEvent) => ({ statusCode, body: JSON.stringify(body) }), { routeName: 'notifications-read' as const });

/**
 * Every HTTP handler of the route table, loaded with this file rather than inside a test: module-level values
 * (type tables, clause lists) are then loading work, not code one test runs, and mutation testing counts them as
 * static instead of charging them to this test, which does not check them.
 */
const handlers = await Promise.all(
  routes.map(async (route) => ({
    route,
    handler: ((await import(`../../lambdas/features/${route.feature}/handlers/${route.handler}.ts`)) as { handler: { routeName?: string } }).handler,
  })),
);

describe('handler answers against the route table', () => {
  it('knows the route of every HTTP handler (the schema its answers are checked against)', () => {
    expect(handlers).toHaveLength(routes.length);
    for (const { route, handler } of handlers) expect(handler.routeName, route.handler).toBe(route.handler);
  });

  it('passes an answer of the declared shape', async () => {
    expect(await call(answering(200, { marked: 2 }), httpEvent({}))).toEqual({ status: 200, body: { marked: 2 } });
  });

  it('fails a 2xx answer with a wrong or missing field', async () => {
    await expect(call(answering(200, { marked: 'two' }), httpEvent({}))).rejects.toThrow(/notifications-read answer does not match[\s\S]*marked/);
    await expect(call(answering(200, {}), httpEvent({}))).rejects.toThrow(/does not match/);
  });

  it('fails a 2xx answer with a field the schema does not declare', async () => {
    await expect(call(answering(200, { marked: 2, secret: 'x' }), httpEvent({}))).rejects.toThrow(/does not declare/);
  });

  it('leaves error answers to the tests', async () => {
    expect(await call(answering(409, { message: 'Changed' }), httpEvent({}))).toEqual({ status: 409, body: { message: 'Changed' } });
  });
});
