/**
 * The timer relay (lambdas/features/notifications/workers/timer-relay.ts) and timers (lambdas/table/timers.ts): a due
 * timer fires in one transaction (its conditional Delete and its event's outbox item, with the id fixed when it was
 * set), a timer cancelled or rescheduled meanwhile is skipped, a run with nothing due is one Query, and the schedule's
 * time is the time of the firing.
 */
import './env';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemOf } from '../../lambdas/table/item-codec';
import { useTable } from '../../lambdas/table/entities';
import { cancelTimerItem, timerItem, timerModel, TIMER_QUEUE } from '../../lambdas/table/timers';
import { systemTest } from '../../lambdas/features/notifications/events';
import { handler } from '../../lambdas/features/notifications/workers/timer-relay';
import { ddb, ids, resetMocks } from './support';

const DUE = '2026-03-01T10:00:00.000Z';
const NOW = '2026-03-01T10:00:30.000Z';
const timer = (key: string) => {
  const put = timerItem(systemTest, { userId: ids.geodesist }, { key, dueAt: DUE });
  return itemOf(timerModel, { ...(put.Put!.Item as Record<string, unknown>) });
};

beforeEach(() => {
  resetMocks();
  useTable();
});

describe('timers', () => {
  it('are put with the event checked, its id fixed, in the due index; putting one again reschedules it', () => {
    const put = timerItem(systemTest, { userId: ids.geodesist }, { key: 'k1', dueAt: DUE }).Put!;
    expect(put.ConditionExpression).toBeUndefined();
    expect(put.Item).toMatchObject({ type: 'system_test', key: 'k1', dueAt: DUE, timerQueue: TIMER_QUEUE, eventId: expect.stringMatching(/^system_test:/) });
    expect(JSON.parse(put.Item!.payload as string)).toEqual({ userId: ids.geodesist });
    expect(() => timerItem(systemTest, { userId: '' } as never, { key: 'k1', dueAt: DUE })).toThrow();
    expect(cancelTimerItem(systemTest, 'k1').Delete!.Key).toEqual(put.Item && { pk: put.Item.pk, sk: put.Item.sk });
  });
});

describe('the timer relay', () => {
  it('fires a due timer: the timer deleted on condition it is still due, and its event recorded, at the schedule time', async () => {
    const due = timer('k1');
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [due] })
      .resolves({ Items: [] });
    ddb.on(TransactWriteCommand).resolves({});
    expect(await handler({ time: NOW })).toEqual({ fired: 1, skipped: 0 });
    const query = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query.KeyConditionExpression).toMatch(/<=/);
    expect(Object.values(query.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([expect.stringContaining(NOW)]));
    const [items] = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(items!.map((i) => Object.keys(i)[0])).toEqual(['Delete', 'Put']);
    expect(items![0]!.Delete!.ConditionExpression).toMatch(/#dueAt = /);
    expect(Object.values(items![0]!.Delete!.ExpressionAttributeValues!)).toContain(DUE);
    expect(JSON.parse(items![1]!.Put!.Item!.body as string)).toEqual({ type: 'system_test', userId: ids.geodesist, eventId: due.eventId, at: NOW });
  });

  it('skips a timer cancelled or rescheduled since it was read, and fires the rest', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [timer('gone'), timer('k2')] })
      .resolves({ Items: [] });
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }))
      .resolves({});
    expect(await handler({ time: NOW })).toEqual({ fired: 1, skipped: 1 });
  });

  it('reads one page of the due index and writes nothing when nothing is due', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    expect(await handler({ time: NOW })).toEqual({ fired: 0, skipped: 0 });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
