/**
 * The notification worker killed mid-batch, in this process against the local table and queues:
 * a run of the worker stops for good after its K-th in-app write (every later DynamoDB and SQS call of that
 * run never returns, as when Lambda ends the process), then the whole batch comes again.
 * For every K: each in-app record exists once afterwards, none lost, none doubled.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { approvedUser, cloud, useCloudEnv, type TestUser } from './support';

/** The run a call belongs to: it stops after `killAfter` in-app writes (transactions of conditional Puts) have returned. */
interface Run {
  killAfter: number;
  writes: number;
  killed: boolean;
}
const runs = new AsyncLocalStorage<Run>();

/** Stops every call of a killed run; counts the in-app writes of a run and kills it at its limit. */
function killSwitch(client: { middlewareStack: { add: (...a: never[]) => void } }) {
  const middleware =
    (next: (a: unknown) => Promise<unknown>, context: { commandName?: string }) =>
    async (args: unknown): Promise<unknown> => {
      const run = runs.getStore();
      if (run?.killed) return new Promise(() => undefined);
      const out = await next(args);
      if (run && context.commandName === 'TransactWriteItemsCommand' && ++run.writes >= run.killAfter) run.killed = true;
      return out;
    };
  (client.middlewareStack.add as (m: unknown, o: unknown) => void)(middleware, { step: 'initialize', priority: 'high', name: 'killSwitch' });
}

let worker: (typeof import('../../lambdas/features/notifications/workers/notification-worker'))['handler'];
let users: TestUser[];

beforeAll(async () => {
  useCloudEnv();
  // One module instance serves every run: a killed run's calls never return, and the runs after it share nothing else with it.
  killSwitch((await import('../../lambdas/table/client')).documentClient as never);
  killSwitch((await import('../../lambdas/kernel/clients/sqs')).sqs as never);
  worker = (await import('../../lambdas/features/notifications/workers/notification-worker')).handler;
  users = await Promise.all([1, 2, 3, 4].map((n) => approvedUser('geodesist', { firstName: 'Killed', lastName: `Worker ${n}` })));
});

/** Five events for the four users, each naming `tenderId`, sent at `sentAt` (a redelivery keeps the id and the time). */
function batch(tenderId: string, sentAt: number, receives: number) {
  const title = `Killed ${tenderId.slice(0, 6)}`;
  const [a, b, c, d] = users.map((u) => u.sub);
  // Events whose recipients are these users only (no admins, whom every other test file adds to).
  const events = [
    { type: 'bid_accepted', tenderId, title, bidderId: a, bidId: randomUUID(), amountCents: 1000 },
    { type: 'bid_rejected', tenderId, title, creatorId: randomUUID(), bidderIds: [b, c, d] },
    { type: 'system_test', userId: b },
    { type: 'system_test', userId: c },
    { type: 'system_test', userId: d },
  ];
  return {
    Records: events.map((e, i) => ({
      messageId: `killed-${tenderId}-${i}`,
      receiptHandle: `r-${i}-${receives}`,
      body: JSON.stringify(e),
      attributes: { ApproximateReceiveCount: String(receives), SentTimestamp: String(sentAt) },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:local:1:events',
      awsRegion: cloud.region,
    })),
  };
}

/** Each user's stored notifications about `tenderId` (and the system test of that batch), by type, sorted. */
async function stored(tenderId: string, since: number): Promise<string[][]> {
  const { listNotifications } = await import('../../lambdas/features/notifications/data/notifications');
  return Promise.all(
    users.map(async (u) =>
      (await listNotifications(u.sub, 100)).items
        .filter((n) => n.referenceId === tenderId || (n.type === 'system_notification' && Date.parse(n.createdAt) === since))
        .map((n) => n.type)
        .sort(),
    ),
  );
}

const EXPECTED = [['bid_accepted'], ['bid_rejected', 'system_notification'], ['bid_rejected', 'system_notification'], ['bid_rejected', 'system_notification']];
const context = { awsRequestId: 'r', functionName: 'notification-worker', getRemainingTimeInMillis: () => 30_000 };

describe('the notification worker killed mid-batch', () => {
  it('for every K: killed after its K-th in-app write, then the whole batch again: each in-app record once', async () => {
    let partial = 0;
    for (let k = 1; k <= 30; k++) {
      const tenderId = randomUUID();
      const sentAt = Date.now() - k;
      const run: Run = { killAfter: k, writes: 0, killed: false };
      const first = runs.run(run, () => worker(batch(tenderId, sentAt, 1) as never, context as never));
      // The killed run never answers: wait until it stops (or, past the last K, finishes), then move on without it.
      const finished = await Promise.race([first.then(() => true), vi.waitUntil(() => run.killed, { timeout: 10_000, interval: 10 }).then(() => false)]);
      if (finished) {
        expect(await first).toEqual({ batchItemFailures: [] });
        expect(await stored(tenderId, sentAt)).toEqual(EXPECTED);
        break;
      }
      const before = (await stored(tenderId, sentAt)).flat().length;
      if (before > 0 && before < EXPECTED.flat().length) partial++;

      const again = await worker(batch(tenderId, sentAt, 2) as never, context as never);
      expect(again.batchItemFailures).toEqual([]);
      expect(await stored(tenderId, sentAt)).toEqual(EXPECTED);
    }
    // Some kills left a part of the batch written: the redelivery completed it without doubling.
    expect(partial).toBeGreaterThan(0);
  }, 60_000);
});
