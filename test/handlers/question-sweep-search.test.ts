/**
 * The question sweep keeps search in step (lambdas/features/procurement/workers/question-sweep.ts): when it moves a
 * tender's deadline, every word posting of the tender is put again with the new deadline (the `expiringSoon` sort
 * reads it, docs/data-model.md T11e), before the move's transaction, as a poster's edit of the deadline does; a tender
 * it does not move gets no posting. The move sets updatedAt, the tender's edit condition, so an edit read before the
 * move cannot write the old deadline back.
 */
import './env';
import { BatchWriteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemOf } from '../../lambdas/table/item-codec';
import { useTable } from '../../lambdas/table/entities';
import { tenderQuestionModel } from '../../lambdas/features/procurement/data/question-models';
import { addWorkingDays } from '../../lambdas/features/procurement/domain/working-days';
import { indexTokensOf } from '../../lambdas/features/tenders/domain/search';
import { handler } from '../../lambdas/features/procurement/workers/question-sweep';
import { ddb, ids, resetMocks, tender, tenderItem } from './support';

const QD = '2026-03-01T10:00:00.000Z';
const EXPIRY = '2026-03-04T10:00:00.000Z';
const dueQuestion = itemOf(tenderQuestionModel, {
  tenderId: ids.tender,
  questionId: '001772359200001-5a2c7e91-4d3b-4f8a-a6e0-1b9d3c7f2e54',
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
  due = [dueQuestion];
  ddb.on(QueryCommand).callsFake(() => ({ Items: due }));
  ddb.on(UpdateCommand).callsFake(() => {
    due = [];
    return {};
  });
  ddb.on(TransactWriteCommand).resolves({});
});

/** The postings put by BatchWriteItem, as stored items. */
const postingsPut = () => ddb.commandCalls(BatchWriteCommand).flatMap((c) => Object.values(c.args[0].input.RequestItems!).flatMap((reqs) => reqs.map((r) => r.PutRequest?.Item ?? {})));

describe('the question sweep and search', () => {
  it('puts every posting of the moved tender again with the new deadline, before the move', async () => {
    const stored = tender({ expiryDate: EXPIRY, questionDeadline: QD });
    ddb.on(GetCommand).resolves({ Item: tenderItem(stored) });
    expect(await handler()).toEqual({ questions: 1, moved: 1 });

    const to = addWorkingDays(EXPIRY, 2);
    const puts = postingsPut();
    const tokens = indexTokensOf(stored.searchText);
    expect(tokens.length).toBeGreaterThan(0);
    expect(puts.map((p) => p.token).sort()).toEqual([...tokens].sort());
    for (const p of puts) expect(p).toMatchObject({ __edb_e__: 'tenderWord', tenderId: ids.tender, expiryDate: to, createdAt: stored.createdAt, creatorId: stored.creatorId });
    // The sort key of the expiringSoon index carries the new deadline.
    for (const p of puts) expect(String(p.gsi1sk)).toContain(`expirydate_${to}`.toLowerCase());
    expect(ddb.commandCalls(BatchWriteCommand).at(-1)!.calledBefore(ddb.commandCalls(TransactWriteCommand)[0]!)).toBe(true);
  });

  it('marks the move as a change of the tender (updatedAt), so a poster’s edit read before it is refused rather than undoing it', async () => {
    ddb.on(GetCommand).resolves({ Item: tenderItem(tender({ expiryDate: EXPIRY, questionDeadline: QD })) });
    const before = new Date().toISOString();
    expect(await handler()).toEqual({ questions: 1, moved: 1 });
    const update = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Update!;
    const field = Object.entries(update.ExpressionAttributeNames!).find(([, v]) => v === 'updatedAt')?.[0];
    expect(field, 'the move sets updatedAt').toBeDefined();
    const value = new RegExp(`${field} = (:[\\w]+)`).exec(update.UpdateExpression!)![1]!;
    expect(String(update.ExpressionAttributeValues![value]) >= before).toBe(true);
  });

  it('puts no posting for a tender it does not move', async () => {
    ddb.on(GetCommand).resolves({ Item: tenderItem(tender({ expiryDate: EXPIRY, questionDeadline: QD, deadlineMovedFor: QD })) });
    expect(await handler()).toEqual({ questions: 1, moved: 0 });
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });
});
