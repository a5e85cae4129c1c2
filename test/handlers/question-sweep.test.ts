/**
 * The question sweep (lambdas/features/procurement/workers/question-sweep.ts): a tender whose questions were
 * unanswered at the question deadline has its deadline moved by two working days ONCE (one conditioned transaction,
 * however many questions wait), a tender moved already or closed is left alone, a concurrent run's move is not
 * repeated, and every handled question leaves the sweep's index.
 */
import './env';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemOf } from '../../lambdas/table/item-codec';
import { useTable } from '../../lambdas/table/entities';
import { tenderQuestionModel } from '../../lambdas/features/procurement/data/question-models';
import { addWorkingDays } from '../../lambdas/features/procurement/domain/working-days';
import { handler } from '../../lambdas/features/procurement/workers/question-sweep';
import { ddb, ids, resetMocks, tender, tenderItem } from './support';

const QD = '2026-03-01T10:00:00.000Z';
const EXPIRY = '2026-03-04T10:00:00.000Z';
const question = (n: number) =>
  itemOf(tenderQuestionModel, {
    tenderId: ids.tender,
    questionId: `00177235920000${n}-5a2c7e91-4d3b-4f8a-a6e0-1b9d3c7f2e54`,
    askedAt: QD,
    text: 'Q?',
    askerId: ids.geodesist,
    questionDeadline: QD,
    sweepQueue: 'unanswered',
    createdAt: QD,
  });

let due: Record<string, unknown>[];
beforeEach(() => {
  resetMocks();
  useTable();
  due = [question(1), question(2)];
  // The index hands out the waiting questions until they leave it.
  ddb.on(QueryCommand).callsFake(() => ({ Items: due }));
  ddb.on(UpdateCommand).callsFake((input: { Key: { sk: string } }) => {
    due = due.filter((q) => q.sk !== input.Key.sk);
    return {};
  });
});

const storeTender = (...versions: ReturnType<typeof tender>[]) => {
  let reads = 0;
  ddb.on(GetCommand).callsFake(() => ({ Item: tenderItem(versions[Math.min(reads++, versions.length - 1)]!) }));
};

describe('the question sweep', () => {
  it('moves the deadline by two working days once for two waiting questions, with the history entry and the event', async () => {
    storeTender(tender({ expiryDate: EXPIRY, questionDeadline: QD }));
    ddb.on(TransactWriteCommand).resolves({});
    expect(await handler()).toEqual({ questions: 2, moved: 1 });
    const [items] = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    // The deadline timers are written again with the moved deadline: both notices lie in this test's past, so both go
    // (deadline-timers.test.ts pins the Put of a notice still ahead).
    expect(items!.map((i) => Object.keys(i)[0])).toEqual(['Update', 'Put', 'Put', 'Delete', 'Delete']);
    expect(items!.slice(3).map((i) => i.Delete!.Key!.pk)).toEqual([expect.stringContaining(`${ids.tender}:deadline`), expect.stringContaining(`${ids.tender}:questions`)]);
    const update = items![0]!.Update!;
    expect(update.ConditionExpression).toMatch(/#status = .*attribute_not_exists\(#deletingAt\).*#deadlineMovedFor <> .*#expiryDate = /);
    expect(Object.values(update.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([addWorkingDays(EXPIRY, 2), QD]));
    expect(items![1]!.Put!.Item).toMatchObject({ kind: 'deadline_moved', actorRole: 'system', details: { from: EXPIRY, to: addWorkingDays(EXPIRY, 2), questionDeadline: QD } });
    expect(JSON.parse(items![2]!.Put!.Item!.body as string)).toMatchObject({ type: 'deadline_moved', eventId: `deadline_moved:${ids.tender}:${QD}` });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(2);
    expect(due).toEqual([]);
  });

  it('leaves a tender moved already for that question deadline, or no longer Open, and still clears the questions', async () => {
    storeTender(tender({ expiryDate: EXPIRY, questionDeadline: QD, deadlineMovedFor: QD }));
    expect(await handler()).toEqual({ questions: 2, moved: 0 });
    due = [question(1)];
    storeTender(tender({ expiryDate: EXPIRY, status: 'In Progress', contractorId: ids.geodesist }));
    expect(await handler()).toEqual({ questions: 1, moved: 0 });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('does not move again when a concurrent run moved it first (the condition refuses, the re-read shows the move)', async () => {
    storeTender(tender({ expiryDate: EXPIRY, questionDeadline: QD }), tender({ expiryDate: addWorkingDays(EXPIRY, 2), questionDeadline: QD, deadlineMovedFor: QD }));
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException' }));
    expect(await handler()).toEqual({ questions: 2, moved: 0 });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(due).toEqual([]);
  });

  it('reads only due questions: the index up to now, never a Scan', async () => {
    due = [];
    await handler();
    const query = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query.IndexName).toBe('gsi3');
    expect(query.KeyConditionExpression).toMatch(/#sk1 < :sk1/);
  });
});
