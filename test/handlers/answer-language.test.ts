/**
 * The API answers refusals in the caller's language (lambdas/api/answer-language.ts): an Estonian Accept-Language gets
 * Estonian messages and field messages, with their values; an unknown or malformed one, or none, gets the English
 * texts of the specs, byte for byte.
 */
import './env';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { bidMessages } from '../../lambdas/features/bids/domain/bid';
import { handler as bidsPlace } from '../../lambdas/features/bids/handlers/bids-place';
import type { HttpEvent } from '../../lambdas/api/http-handler';
import { attachment, attachmentItem, call, callers, ddb, httpEvent, ids, profile, resetMocks, storeProfiles, tender, tenderItem } from './support';

function storeTender(t = tender()) {
  ddb.on(QueryCommand, { IndexName: undefined }).resolves({ Items: [tenderItem(t), attachmentItem(attachment())] });
}

/** A bid on the test tender with `body`, sent with `acceptLanguage` (no header when undefined). */
function placeBid(body: unknown, acceptLanguage?: string): HttpEvent {
  const event = httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender }, body });
  if (acceptLanguage !== undefined) event.headers = { 'accept-language': acceptLanguage };
  return event;
}

beforeEach(() => {
  resetMocks();
  storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist' }), profile({ userId: ids.poster, role: 'tenderPoster' }));
});

describe('the language of an answer', () => {
  it('answers an Estonian caller’s invalid input with Estonian field messages, the limit in them', async () => {
    storeTender();
    const res = await call(bidsPlace, placeBid({ amount: 10, comment: 'x'.repeat(2001) }, 'et-EE,et;q=0.9,en;q=0.8'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Kommentaaris võib olla kuni 2000 märki', fieldErrors: { comment: ['Kommentaaris võib olla kuni 2000 märki'] } });
  });

  it('answers an Estonian caller’s missing amount with the shared schema’s message in Estonian', async () => {
    storeTender();
    const res = await call(bidsPlace, placeBid({}, 'et'));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.amount).toEqual(['Sisesta pakkumise summa']);
  });

  it('refuses an Estonian caller’s late bid in Estonian', async () => {
    storeTender(tender({ expiryDate: '2020-01-01T00:00:00.000Z' }));
    const res = await call(bidsPlace, placeBid({ amount: 10 }, 'et'));
    expect(res).toMatchObject({ status: 409, body: { message: 'Selle hanke pakkumiste tähtaeg on möödunud' } });
  });

  it('refuses a poster in Estonian with the pipeline’s own message', async () => {
    const event = httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, body: { amount: 10 } });
    event.headers = { 'accept-language': 'et' };
    expect(await call(bidsPlace, event)).toMatchObject({ status: 403, body: { message: 'Sinu roll ei saa seda funktsiooni kasutada' } });
  });

  it.each([[undefined], ['en-GB'], ['xx-YY'], ['klingon;q=abc, ;;'], ['*'], ['fi, de;q=0.5']])('answers the English texts for Accept-Language %s', async (header) => {
    storeTender(tender({ expiryDate: '2020-01-01T00:00:00.000Z' }));
    const late = await call(bidsPlace, placeBid({ amount: 10 }, header));
    expect(late).toMatchObject({ status: 409, body: { message: bidMessages.deadlinePassed } });
    expect(late.body.message).toBe('The deadline for bids on this tender has passed');
    const long = await call(bidsPlace, placeBid({ amount: 10, comment: 'x'.repeat(2001) }, header));
    expect(long.body).toEqual({ message: 'The comment can be at most 2000 characters', fieldErrors: { comment: ['The comment can be at most 2000 characters'] } });
  });
});
