import './env';
import { AdminAddUserToGroupCommand, AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { safeParse, z } from 'zod/mini';
import { messages } from '../../lambdas/domain/schemas';
import { BadRequestError, ForbiddenError } from '../../lambdas/kernel/errors';
import { repairAccount } from '../../lambdas/features/account/account-setup';
import { accountMessages, approvalMessages, created, errorResponse, httpHandler, zodFieldErrors, type HandlerOptions, type HttpEvent, type HttpRequest } from '../../lambdas/api/http-handler';
import { logger } from '../../lambdas/kernel/logger';
import { callers, context, ddb, httpEvent, ids, profile, resetMocks, storeProfiles } from './support';

const cognitoMock = mockClient(CognitoIdentityProviderClient);

beforeEach(() => {
  resetMocks();
  cognitoMock.reset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs the handler of `route` with `fn` as its action; returns the raw answer and what fn received. */
async function run<H extends Parameters<typeof httpHandler>[0]>(route: H, event: HttpEvent, fn: (req: HttpRequest<H>) => Promise<unknown> = async () => ({ ok: true }), options: HandlerOptions = {}) {
  const received: HttpRequest<H>[] = [];
  const handler = httpHandler(
    route,
    async (req) => {
      received.push(req);
      return fn(req);
    },
    options,
  );
  const res = (await handler(event, context)) as { statusCode: number; headers: Record<string, string>; body?: string };
  return { status: res.statusCode, headers: res.headers, body: res.body === undefined ? undefined : JSON.parse(res.body), request: received[0] };
}

const geodesistClaims = (sub: string, extra: Record<string, unknown> = {}) => {
  const event = httpEvent({ caller: { sub, groups: '[geodesist]' } });
  Object.assign(event.requestContext.authorizer!.jwt!.claims!, extra);
  return event;
};

describe('httpHandler: building', () => {
  it('refuses a handler name that is not in the route table', () => {
    expect(() => httpHandler('no-such-handler' as never, async () => ({}))).toThrow('No route for handler no-such-handler');
  });

  it('names the handler after its route, which the answer checks of the handler tests look up', () => {
    expect(httpHandler('notifications-list', async () => ({})).routeName).toBe('notifications-list');
  });
});

describe('httpHandler: answers', () => {
  it('answers 200 with the action’s JSON body', async () => {
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    const res = await run('notifications-list', httpEvent({ caller: callers.poster }), async () => ({ items: [1, 2] }));
    expect(res).toMatchObject({ status: 200, headers: { 'content-type': 'application/json' }, body: { items: [1, 2] } });
  });

  it('answers 201 with only the body given to created()', async () => {
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    const res = await run('notifications-list', httpEvent({ caller: callers.poster }), async () => created({ tenderId: 't1' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ tenderId: 't1' });
    expect(res.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('answers 200 for plain values and null', async () => {
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    expect(await run('notifications-list', httpEvent({ caller: callers.poster }), async () => 'done')).toMatchObject({ status: 200, body: 'done' });
    expect(await run('notifications-list', httpEvent({ caller: callers.poster }), async () => null)).toMatchObject({ status: 200, body: null });
    expect(await run('notifications-list', httpEvent({ caller: callers.poster }), async () => ({ body: 'x' }))).toMatchObject({ status: 200, body: { body: 'x' } });
  });

  it('turns an error thrown by the action into its JSON answer', async () => {
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    const res = await run('notifications-list', httpEvent({ caller: callers.poster }), async () => {
      throw new ForbiddenError('Not your tender');
    });
    expect(res).toMatchObject({ status: 403, body: { message: 'Not your tender' } });
  });

  it('logs with the Lambda context and the route', async () => {
    const addContext = vi.spyOn(logger, 'addContext');
    const appendKeys = vi.spyOn(logger, 'appendKeys');
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    await run('me-profile-update', httpEvent({ caller: callers.poster, body: { firstName: 'A', lastName: 'B' } }));
    expect(addContext).toHaveBeenCalledWith(context);
    expect(appendKeys).toHaveBeenCalledWith({ route: 'PUT /me/profile' });
  });
});

describe('httpHandler: input', () => {
  beforeEach(() => storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' })));

  it('hands the action the parsed body, query defaults, checked path ids, the caller and the event', async () => {
    const event = httpEvent({ caller: callers.poster, body: { firstName: ' Ada ', lastName: 'Lovelace' } });
    const res = await run('me-profile-update', event);
    expect(res.status).toBe(200);
    expect(res.request!.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(res.request!.query).toBeUndefined();
    expect(res.request!.params).toEqual({});
    expect(res.request!.event).toBe(event);
    expect(res.request!.auth).toEqual({ userId: ids.poster, role: 'tenderPoster', email: 'tenderPoster@example.com', profile: expect.objectContaining({ userId: ids.poster }) });

    const list = await run('tenders-list', httpEvent({ caller: callers.poster, body: { ignored: true } }));
    expect(list.request!.query).toEqual({ scope: 'open', sort: 'newest' });
    expect(list.request!.body).toBeUndefined();

    const one = await run('tenders-get', httpEvent({ caller: callers.poster, path: { tenderId: ids.tender } }));
    expect(one.request!.params).toEqual({ tenderId: ids.tender });
  });

  it('reads a base64-encoded body', async () => {
    const event = httpEvent({ caller: callers.poster, rawBody: Buffer.from(JSON.stringify({ firstName: 'Jüri', lastName: 'Tamm' })).toString('base64') });
    event.isBase64Encoded = true;
    const res = await run('me-profile-update', event);
    expect(res.request!.body).toMatchObject({ firstName: 'Jüri', lastName: 'Tamm' });
  });

  it('answers 400 for a body that is not JSON, before the action', async () => {
    const res = await run('me-profile-update', httpEvent({ caller: callers.poster, rawBody: '{"firstName":' }));
    expect(res).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON' } });
    expect(res.request).toBeUndefined();
  });

  it('checks a missing body as an empty object', async () => {
    const res = await run('me-profile-update', httpEvent({ caller: callers.poster }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: messages.firstNameRequired, fieldErrors: { firstName: [messages.firstNameRequired], lastName: [messages.lastNameRequired] } });
  });

  it('answers 400 for a bad query before reading the caller’s profile', async () => {
    const res = await run('tenders-list', httpEvent({ caller: callers.poster, query: { scope: 'everything' } }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(['scope']);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('answers 404 for a path id that is not an id, in the words of what the route looks for', async () => {
    const res = await run('tenders-get', httpEvent({ caller: callers.poster, path: { tenderId: 'a/b' } }));
    expect(res).toMatchObject({ status: 404, body: { message: 'Tender not found' } });
    expect(res.request).toBeUndefined();
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
    const user = await run('admin-users-update', httpEvent({ caller: callers.admin, path: { userId: ids.attachment.toUpperCase() } }));
    expect(user).toMatchObject({ status: 404, body: { message: 'User not found' } });
  });

  it('answers 404 "Not found" for a path parameter of no known name that is not an id', async () => {
    const res = await run('tenders-get', httpEvent({ caller: callers.poster, path: { tenderId: ids.tender, slug: 'harbour-survey' } }));
    expect(res).toMatchObject({ status: 404, body: { message: 'Not found' } });
    expect(res.request).toBeUndefined();
  });

  it('accepts only the lower-case form of an id: upper case, braces and spaces name nothing', async () => {
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist' }));
    for (const id of [ids.tender.toUpperCase(), `{${ids.tender}}`, ` ${ids.tender}`, ids.tender.replace(/-/g, ''), `${ids.tender}0`]) {
      const res = await run('bids-place', httpEvent({ caller: callers.geodesist, path: { tenderId: id }, body: { amount: 10 } }));
      expect(res, id).toMatchObject({ status: 404, body: { message: 'Tender not found' } });
      expect(res.request).toBeUndefined();
    }
    const ok = await run('bids-place', httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender }, body: { amount: 10 } }));
    expect(ok.request!.params).toEqual({ tenderId: ids.tender });
    const notification = await run('notifications-delete', httpEvent({ caller: callers.geodesist, path: { notificationId: `001767225600000-${ids.attachment}` } }));
    expect(notification.status).toBe(200);
  });
});

describe('httpHandler: who is calling', () => {
  it('answers 401 to a token without a subject', async () => {
    const event = httpEvent({ caller: callers.poster });
    delete event.requestContext.authorizer!.jwt!.claims!.sub;
    expect(await run('notifications-list', event)).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
  });

  it('answers 401, not 500, to an authorizer context without JWT claims', async () => {
    const event = httpEvent({});
    event.requestContext.authorizer = {};
    expect(await run('notifications-list', event)).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
    event.requestContext.authorizer = { jwt: {} };
    expect(await run('notifications-list', event)).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
  });

  it('lets anyone call a public route, without reading a profile', async () => {
    const body = { name: 'Ada', email: 'ada@example.com', subject: 'Question', message: 'How do I post a tender?' };
    const anonymous = await run('contact-create', httpEvent({ body }));
    expect(anonymous.status).toBe(200);
    expect(anonymous.request!.auth).toBeUndefined();

    const signedIn = await run('contact-create', httpEvent({ caller: callers.poster, body }));
    expect(signedIn.request!.auth).toEqual({ userId: ids.poster, role: 'tenderPoster', email: undefined, profile: undefined });

    const withEmail = httpEvent({ caller: callers.geodesist, body });
    withEmail.requestContext.authorizer!.jwt!.claims!.email = 'g@example.com';
    expect((await run('contact-create', withEmail)).request!.auth).toEqual({ userId: ids.geodesist, role: 'geodesist', email: 'g@example.com', profile: undefined });

    const noRole = await run('contact-create', httpEvent({ caller: { sub: ids.poster, groups: '[]' }, body }));
    expect(noRole.request!.auth).toBeUndefined();
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('answers 403 to a token without a known role on other routes, without repairing', async () => {
    const res = await run('notifications-list', httpEvent({ caller: { sub: ids.poster, groups: '[staff]' } }));
    expect(res).toMatchObject({ status: 403, body: { message: 'Your account has no valid role' } });
    expect(cognitoMock.calls()).toHaveLength(0);
  });

  it('answers 403 to a role the route does not allow', async () => {
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist' }));
    expect(await run('bids-list', httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }))).toMatchObject({ status: 403, body: { message: 'Your role may not use this function' } });
  });

  it('answers 401 when the profile is gone and 403 when it is disabled', async () => {
    expect(await run('notifications-list', httpEvent({ caller: callers.poster }))).toMatchObject({ status: 401, body: { message: accountMessages.gone } });
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster', disabledAt: '2026-11-24T10:00:00.000Z' }));
    expect(await run('notifications-list', httpEvent({ caller: callers.poster }))).toMatchObject({ status: 403, body: { message: accountMessages.disabled } });
  });

  it('keeps a geodesist out of approval-gated routes until approved', async () => {
    const cases = [
      ['pending', approvalMessages.pending],
      ['rejected', approvalMessages.rejected],
    ] as const;
    for (const [approvalStatus, message] of cases) {
      ddb.reset();
      storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist', approvalStatus }));
      const res = await run('tenders-list', httpEvent({ caller: callers.geodesist }));
      expect(res, approvalStatus).toMatchObject({ status: 403, body: { message } });
      expect(res.request).toBeUndefined();
    }
    ddb.reset();
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist', approvalStatus: 'approved' }));
    expect((await run('tenders-list', httpEvent({ caller: callers.geodesist }))).status).toBe(200);
  });

  it('lets a pending geodesist use the routes open to unapproved accounts', async () => {
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist', approvalStatus: 'pending' }));
    expect((await run('notifications-list', httpEvent({ caller: callers.geodesist }))).status).toBe(200);
  });

  it('does not make posters and admins wait for approval', async () => {
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster', approvalStatus: 'pending' }), profile({ userId: ids.admin, role: 'admin', approvalStatus: 'pending' }));
    expect((await run('tenders-list', httpEvent({ caller: callers.poster }))).status).toBe(200);
    expect((await run('tenders-list', httpEvent({ caller: callers.admin }))).status).toBe(200);
  });

  it('blocks a rejected account of any role from its next request on, except the routes open to unapproved accounts', async () => {
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster', approvalStatus: 'rejected' }), profile({ userId: ids.admin, role: 'admin', approvalStatus: 'rejected' }));
    for (const caller of [callers.poster, callers.admin]) {
      const res = await run('tenders-list', httpEvent({ caller }));
      expect(res).toMatchObject({ status: 403, body: { message: approvalMessages.rejected } });
      expect(res.request).toBeUndefined();
      expect((await run('me-get', httpEvent({ caller }))).status).toBe(200);
    }
  });

  it('refuses a token whose role is not the stored one with 401, on every route', async () => {
    // An admin made the poster a geodesist: the poster's token still says tenderPoster.
    storeProfiles(profile({ userId: ids.poster, role: 'geodesist', approvalStatus: 'approved' }), profile({ userId: ids.geodesist, role: 'tenderPoster' }));
    for (const route of ['tenders-list', 'me-get', 'notifications-list'] as const) {
      const res = await run(route, httpEvent({ caller: callers.poster }));
      expect(res, route).toMatchObject({ status: 401, body: { message: accountMessages.roleChanged } });
      expect(res.request).toBeUndefined();
    }
    // A geodesist made a poster keeps nothing of either role with the old token.
    expect(await run('tenders-list', httpEvent({ caller: callers.geodesist }))).toMatchObject({ status: 401, body: { message: accountMessages.roleChanged } });
    // A token in two role groups carries the most privileged: not the stored role either.
    storeProfiles(profile({ userId: ids.admin, role: 'geodesist', approvalStatus: 'approved' }));
    expect((await run('tenders-list', httpEvent({ caller: { sub: ids.admin, groups: '[geodesist admin]' } }))).status).toBe(401);
  });

  it('takes the e-mail from the token, else from the profile', async () => {
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist', email: 'stored@example.com' }));
    expect((await run('tenders-list', geodesistClaims(ids.geodesist, { email: 'token@example.com' }))).request!.auth.email).toBe('token@example.com');
    expect((await run('tenders-list', geodesistClaims(ids.geodesist, { email: 42 }))).request!.auth.email).toBe('stored@example.com');
  });
});

describe('httpHandler: repairing an account (GET /me)', () => {
  /** What GET /me's handler passes (features/account/handlers/me-get.ts). */
  const repairing: HandlerOptions = { repairAccount };
  const confirmed = (sub: string, role: string) => ({
    Username: sub,
    UserStatus: 'CONFIRMED' as const,
    UserAttributes: [
      { Name: 'sub', Value: sub },
      { Name: 'email', Value: 'cognito@example.com' },
      { Name: 'given_name', Value: 'Paula' },
      { Name: 'family_name', Value: 'Poster' },
      { Name: 'custom:role', Value: role },
    ],
  });
  beforeEach(() => {
    cognitoMock.on(AdminAddUserToGroupCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
  });

  it('sets up a caller whose token has no role group, and marks the request as repaired', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(confirmed(ids.poster, 'tenderPoster'));
    const res = await run('me-get', httpEvent({ caller: { sub: ids.poster, groups: '[]' } }), undefined, repairing);
    expect(res.request!.auth).toMatchObject({ userId: ids.poster, role: 'tenderPoster', email: 'cognito@example.com', repaired: true, profile: { userId: ids.poster } });
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('prefers the token’s e-mail for a repaired caller', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(confirmed(ids.poster, 'tenderPoster'));
    const event = httpEvent({ caller: { sub: ids.poster, groups: '[]' } });
    event.requestContext.authorizer!.jwt!.claims!.email = 'token@example.com';
    expect((await run('me-get', event, undefined, repairing)).request!.auth.email).toBe('token@example.com');
  });

  it('answers 403 when there is nothing to repair from', async () => {
    cognitoMock.on(AdminGetUserCommand).rejects(Object.assign(new Error('gone'), { name: 'UserNotFoundException' }));
    expect(await run('me-get', httpEvent({ caller: { sub: ids.poster, groups: '[]' } }), undefined, repairing)).toMatchObject({ status: 403, body: { message: 'Your account has no valid role' } });
  });

  it('creates the missing profile of a caller with a role, and lets them in even when pending', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(confirmed(ids.geodesist, 'geodesist'));
    const res = await run('me-get', httpEvent({ caller: callers.geodesist }), undefined, repairing);
    expect(res.status).toBe(200);
    expect(res.request!.auth).toMatchObject({ userId: ids.geodesist, role: 'geodesist', repaired: true, profile: { approvalStatus: 'pending' } });
  });

  it('does not repair an admin without a profile, and does not mark a caller with a profile as repaired', async () => {
    const admin = await run('me-get', httpEvent({ caller: callers.admin }), undefined, repairing);
    expect(admin.status).toBe(200);
    expect(admin.request!.auth).toEqual({ userId: ids.admin, role: 'admin', email: undefined, profile: undefined });
    expect(cognitoMock.calls()).toHaveLength(0);

    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    const poster = await run('me-get', httpEvent({ caller: callers.poster }), undefined, repairing);
    expect(poster.request!.auth).not.toHaveProperty('repaired');
    expect(cognitoMock.calls()).toHaveLength(0);
  });

  it('answers 401 to a caller with a role but no repairable account (erased, or never confirmed): the account no longer exists', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves({ Username: ids.poster, UserStatus: 'UNCONFIRMED' });
    const res = await run('me-get', httpEvent({ caller: callers.poster }), undefined, repairing);
    expect(res).toMatchObject({ status: 401, body: { message: accountMessages.gone } });
  });
});

describe('zodFieldErrors', () => {
  it('groups messages by first path segment, the whole input under "_", and leads with the first message', () => {
    const schema = z.object({ a: z.string().check(z.minLength(3, 'a short'), z.regex(/^x/, 'a starts with x')), b: z.object({ c: z.number('c number') }) });
    const result = safeParse(schema, { a: 'y', b: { c: 'no' } });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!)).toEqual({ message: 'a short', fieldErrors: { a: ['a short', 'a starts with x'], b: ['c number'] } });
    const whole = safeParse(z.string('text please'), 5);
    expect(zodFieldErrors(whole.error!)).toEqual({ message: 'text please', fieldErrors: { _: ['text please'] } });
  });

  it('says "Invalid request" when there is no issue', () => {
    const error = safeParse(z.string(), 1).error!;
    error.issues.length = 0;
    expect(zodFieldErrors(error)).toEqual({ message: 'Invalid request', fieldErrors: {} });
  });
});

describe('errorResponse', () => {
  const answer = (error: unknown) => {
    const res = errorResponse(error) as { statusCode: number; headers: Record<string, string>; body: string };
    return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) };
  };

  it('answers typed errors as JSON, with fieldErrors only when there are any, logged as refused', () => {
    const info = vi.spyOn(logger, 'info');
    expect(answer(new ForbiddenError('No'))).toEqual({ status: 403, headers: { 'content-type': 'application/json' }, body: { message: 'No' } });
    expect(answer(new BadRequestError('Bad', { a: ['Bad'] })).body).toEqual({ message: 'Bad', fieldErrors: { a: ['Bad'] } });
    expect(info).toHaveBeenCalledWith('Request refused', { statusCode: 403, reason: 'No' });
  });

  it('answers a zod error thrown by a handler with 400 and its field messages', () => {
    const error = safeParse(z.object({ title: z.string('Title is required') }), {}).error!;
    expect(answer(error)).toMatchObject({ status: 400, body: { message: 'Title is required', fieldErrors: { title: ['Title is required'] } } });
  });

  it('answers each ElectroDB validation error with 400, keeping a message without a debugging link whole', () => {
    const info = vi.spyOn(logger, 'info');
    for (const name of ['ElectroValidationError', 'ElectroUserValidationError', 'ElectroAttributeValidationError']) {
      expect(answer(Object.assign(new Error('Invalid "status" - For more detail see x'), { name })), name).toMatchObject({ status: 400, body: { message: 'Invalid "status"' } });
    }
    expect(answer(Object.assign(new Error('Invalid "status"'), { name: 'ElectroValidationError' })).body).toEqual({ message: 'Invalid "status"' });
    expect(answer(Object.assign(new Error('Invalid - For more detail'), { name: 'ElectroError' })).status).toBe(500);
    expect(info).toHaveBeenCalledWith('Invalid item', { error: expect.objectContaining({ name: 'ElectroValidationError' }) });
  });

  it('answers 400 Invalid cursor when DynamoDB refuses a list’s start key, and 500 to its other validation errors', () => {
    for (const message of ['The provided starting key is invalid: The provided key element does not match the schema', 'Exclusive Start Key must have same size as table’s key schema']) {
      expect(answer(Object.assign(new Error(message), { name: 'ValidationException' })), message).toMatchObject({
        status: 400,
        body: { message: 'Invalid cursor', fieldErrors: { cursor: ['Invalid cursor'] } },
      });
    }
    expect(answer(Object.assign(new Error('One or more parameter values were invalid'), { name: 'ValidationException' })).status).toBe(500);
    expect(answer(Object.assign(new Error('The provided starting key is invalid'), { name: 'ResourceNotFoundException' })).status).toBe(500);
  });

  it('answers a failed condition or cancelled transaction with 409 and what to do', () => {
    const info = vi.spyOn(logger, 'info');
    for (const name of ['ConditionalCheckFailedException', 'TransactionCanceledException']) {
      expect(answer(Object.assign(new Error('x'), { name }))).toMatchObject({
        status: 409,
        body: { message: 'The item was changed at the same time by another request; please reload and try again' },
      });
    }
    expect(info).toHaveBeenCalledWith('Condition failed', { error: expect.objectContaining({ name: 'TransactionCanceledException' }) });
  });

  it('logs unknown errors and hides them behind 500, also for thrown non-errors', () => {
    const error = vi.spyOn(logger, 'error');
    const boom = new Error('secret');
    expect(answer(boom)).toEqual({ status: 500, headers: { 'content-type': 'application/json' }, body: { message: 'Internal server error' } });
    expect(error).toHaveBeenCalledWith('Unhandled error', { error: boom });
    expect(answer(undefined).status).toBe(500);
    expect(answer('text').status).toBe(500);
  });
});
