/**
 * A tender's question deadline on create and edit (lambdas/features/tenders/domain/question-deadline.ts): the
 * default three days before the deadline, the poster's own, never after the deadline (400, nothing written), and the
 * detail's reading of an older tender without one.
 */
import './env';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { questionDeadlineMessages } from '../../lambdas/features/tenders/domain/question-deadline';
import type { TenderItem } from '../../lambdas/features/tenders/data/tenders';
import { handler as tendersCreate } from '../../lambdas/features/tenders/handlers/tenders-create';
import { handler as tendersGet } from '../../lambdas/features/tenders/handlers/tenders-get';
import { handler as tendersUpdate } from '../../lambdas/features/tenders/handlers/tenders-update';
import { attachment, attachmentItem, call, callers, ddb, httpEvent, ids, mockTenderWrites, tender, tenderItem } from './support';

const staged = `staging/${ids.poster}/0f0f0f0f-0000-4000-8000-000000000001/plan.pdf`;
const create = (extra: Record<string, unknown> = {}) =>
  call(
    tendersCreate,
    httpEvent({
      caller: callers.poster,
      body: { title: 'Boundary survey', description: 'Survey of a parcel boundary near the river', expiryDate: '2099-06-30T12:00:00.000Z', attachments: [staged], ...extra },
    }),
  );
const patch = (body: unknown) => call(tendersUpdate, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, body }));
const storeTender = (t: TenderItem = tender()) => ddb.on(QueryCommand, { IndexName: undefined }).resolves({ Items: [tenderItem(t), attachmentItem(attachment())] });
const storedTender = () => ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Put!.Item!;

beforeEach(() => mockTenderWrites());

describe('the question deadline on create', () => {
  it('defaults to three days before the deadline', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    expect(storedTender().questionDeadline).toBe('2099-06-27T12:00:00.000Z');
    expect(res.body.tender.questionDeadline).toBe('2099-06-27T12:00:00.000Z');
  });

  it('takes the poster’s own, up to the deadline itself', async () => {
    expect((await create({ questionDeadline: '2099-06-30T12:00:00.000Z' })).status).toBe(201);
    expect(storedTender().questionDeadline).toBe('2099-06-30T12:00:00.000Z');
  });

  it.each([
    ['after the deadline', '2099-07-01T00:00:00.000Z', questionDeadlineMessages.afterDeadline],
    ['in the past', '2020-01-01T00:00:00.000Z', questionDeadlineMessages.past],
    ['not a date', 'soon', questionDeadlineMessages.invalid],
  ])('refuses one %s with 400 and writes nothing', async (_label, questionDeadline, message) => {
    const res = await create({ questionDeadline });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.questionDeadline).toEqual([message]);
    expect(ddb.commandCalls(TransactWriteCommand)).toEqual([]);
  });
});

describe('the question deadline on edit', () => {
  it('sets a new one, and refuses one after the (new) deadline with 400, writing nothing', async () => {
    storeTender(tender({ questionDeadline: '2098-12-29T00:00:00.000Z' }));
    ddb.on(TransactWriteCommand).resolves({});
    expect((await patch({ questionDeadline: '2098-12-30T00:00:00.000Z' })).status).toBe(200);
    const update = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Update!;
    expect(Object.values(update.ExpressionAttributeValues!)).toContain('2098-12-30T00:00:00.000Z');
    ddb.resetHistory();
    expect(await patch({ questionDeadline: '2099-02-01T00:00:00.000Z' })).toMatchObject({ status: 400, body: { fieldErrors: { questionDeadline: [questionDeadlineMessages.afterDeadline] } } });
    // A deadline moved before the stored question deadline: the kept one would lie after it.
    expect(await patch({ expiryDate: '2098-12-01T00:00:00.000Z' })).toMatchObject({ status: 400, body: { fieldErrors: { questionDeadline: [questionDeadlineMessages.afterDeadline] } } });
    expect(ddb.commandCalls(TransactWriteCommand)).toEqual([]);
  });
});

describe('an older tender without a question deadline', () => {
  it('reads as three days before its deadline', async () => {
    storeTender(tender({ expiryDate: '2099-01-10T08:00:00.000Z' }));
    const res = await call(tendersGet, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender } }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ questionDeadline: '2099-01-07T08:00:00.000Z', questionCount: 0 });
  });
});
