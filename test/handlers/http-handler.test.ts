import './env';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../lambdas/domain/schemas';
import { handler as profileUpdate } from '../../lambdas/features/account/handlers/me-profile-update';
import { handler as tendersCreate } from '../../lambdas/features/tenders/handlers/tenders-create';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../lambdas/kernel/errors';
import { errorResponse } from '../../lambdas/api/http-handler';
import { logger } from '../../lambdas/kernel/logger';
import { call, callers, ddb, httpEvent, ids, profile, resetMocks, storeProfiles } from './support';

beforeEach(resetMocks);

const bodyOf = (res: ReturnType<typeof errorResponse>) => JSON.parse((res as { body: string }).body);
const statusOf = (res: ReturnType<typeof errorResponse>) => (res as { statusCode: number }).statusCode;

describe('the order of checks', () => {
  it('answers 401 to a caller without a token before looking at the input', async () => {
    const res = await call(profileUpdate, httpEvent({ rawBody: '{not json' }));
    expect(res.status).toBe(401);
  });

  it('answers 400 for bad input before reading any data', async () => {
    const res = await call(profileUpdate, httpEvent({ caller: callers.geodesist, body: { firstName: '', lastName: '' } }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: messages.firstNameRequired,
      fieldErrors: { firstName: [messages.firstNameRequired], lastName: [messages.lastNameRequired] },
    });
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('answers 403 to a valid request from the wrong role', async () => {
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist' }));
    const res = await call(
      tendersCreate,
      httpEvent({
        caller: callers.geodesist,
        body: { title: 'Boundary survey', description: 'Survey of a parcel boundary', expiryDate: '2099-01-01', attachments: [`staging/${ids.geodesist}/0f0f0f0f-0000-4000-8000-000000000000/a.pdf`] },
      }),
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your role may not use this function');
  });

  it('takes the role from the groups claim, never from custom:role (which a caller chose at sign-up)', async () => {
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist' }));
    const event = httpEvent({
      caller: callers.geodesist,
      body: { title: 'Boundary survey', description: 'Survey of a parcel boundary', expiryDate: '2099-01-01', attachments: [`staging/${ids.geodesist}/0f0f0f0f-0000-4000-8000-000000000000/a.pdf`] },
    });
    event.requestContext.authorizer!.jwt!.claims!['custom:role'] = 'tenderPoster';
    const res = await call(tendersCreate, event);
    expect(res.status).toBe(403);
  });

  it('logs with the API Gateway request id as correlation id', async () => {
    await call(profileUpdate, httpEvent({ caller: callers.poster, body: {} }));
    expect(logger.getCorrelationId()).toBe('request-1');
  });
});

describe('errorResponse', () => {
  it('keeps the status and message of each typed error, with field messages for 400', () => {
    const cases: [Error, number][] = [
      [new BadRequestError('Bad', { title: ['Bad'] }), 400],
      [new UnauthorizedError(), 401],
      [new ForbiddenError(), 403],
      [new NotFoundError('Tender not found'), 404],
      [new ConflictError(), 409],
    ];
    for (const [error, status] of cases) {
      const res = errorResponse(error);
      expect(statusOf(res)).toBe(status);
      expect(bodyOf(res).message).toBe(error.message);
    }
    expect(bodyOf(errorResponse(new BadRequestError('Bad', { title: ['Bad'] })))).toEqual({ message: 'Bad', fieldErrors: { title: ['Bad'] } });
  });

  it('answers 400 for an item ElectroDB refuses, without its debugging link', () => {
    const error = Object.assign(new Error('Invalid value for attribute "status" - For more detail on this error reference: https://electrodb.dev'), { name: 'ElectroValidationError' });
    const res = errorResponse(error);
    expect(statusOf(res)).toBe(400);
    expect(bodyOf(res).message).toBe('Invalid value for attribute "status"');
  });

  it('answers 409 for a failed DynamoDB condition, also when ElectroDB wraps it', () => {
    const wrapped = Object.assign(new Error('wrapped'), { name: 'ElectroError', cause: Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }) });
    expect(statusOf(errorResponse(wrapped))).toBe(409);
  });

  it('hides unknown errors behind 500 "Internal server error"', () => {
    const res = errorResponse(new Error('secret table name'));
    expect(statusOf(res)).toBe(500);
    expect(bodyOf(res)).toEqual({ message: 'Internal server error' });
  });
});
