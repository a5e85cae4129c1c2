/**
 * The realtime endpoint down: the notification worker runs in this process against the local
 * queues and table, and its WebSocket posts (PostToConnection) go to a stand-in management endpoint that
 * resets every connection, answers 500, or takes the request and never answers. In each case the worker
 * writes every in-app record and finishes the batch without a failure, in seconds; the batch delivered again
 * writes nothing twice; and the notifications list (what the bell reads when its socket opens again, through
 * the local gateway) returns them all.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, approvedUser, cloud, useCloudEnv, type TestUser } from './support';

/** The stand-in management endpoint: `reset` drops each connection, `500` answers an internal error, `hang` never answers. */
let mode: 'reset' | '500' | 'hang' = 'reset';
let posts = 0;
let endpoint: Server;

beforeAll(async () => {
  endpoint = createServer((req, res) => {
    posts++;
    req.resume();
    if (mode === 'reset') return void req.socket.destroy();
    if (mode === '500') return void res.writeHead(500, { 'content-type': 'application/json', 'x-amzn-errortype': 'InternalServerErrorException' }).end('{"message":"Internal server error"}');
    // hang: the request is read and never answered.
  });
  await new Promise<void>((r) => endpoint.listen(0, '127.0.0.1', r));
  useCloudEnv();
  const url = `http://127.0.0.1:${(endpoint.address() as { port: number }).port}`;
  Object.assign(process.env, { REALTIME_ENDPOINT: url, AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI: url });
});
afterAll(() => {
  endpoint?.closeAllConnections();
  endpoint?.close();
});

/** A fresh worker, as a new container has: its clients and the endpoint's state start anew. */
async function freshWorker() {
  vi.resetModules();
  return (await import('../../lambdas/features/notifications/workers/notification-worker')).handler;
}

/** Three geodesists, each with an open WebSocket connection stored (as $connect stores it). */
async function connectedUsers(): Promise<TestUser[]> {
  const users = await Promise.all([1, 2, 3].map((n) => approvedUser('geodesist', { firstName: 'Realtime', lastName: `Geodesist ${n}` })));
  const { putConnection } = await import('../../lambdas/features/notifications/data/connections');
  for (const u of users) await putConnection(`conn-${u.sub.slice(0, 8)}=`, u.sub);
  return users;
}

/** A batch of four events for `users`, each naming `tenderId`, sent at `sentAt` (epoch ms; a redelivery keeps it). */
function batch(users: TestUser[], tenderId: string, sentAt: number, receives: number) {
  const title = `Realtime ${tenderId.slice(0, 6)}`;
  const events = [
    { type: 'bid_accepted', tenderId, title, bidderId: users[0]!.sub, bidId: randomUUID(), amountCents: 1000 },
    { type: 'deliverables_accepted', tenderId, title, creatorId: randomUUID(), contractorId: users[1]!.sub },
    { type: 'tender_deleted', tenderId, title, creatorId: randomUUID(), bidderIds: [users[0]!.sub, users[2]!.sub] },
    { type: 'bid_received', tenderId, title, creatorId: users[2]!.sub, bidId: randomUUID(), amountCents: 2000 },
  ];
  return {
    Records: events.map((e, i) => ({
      messageId: `rt-${tenderId}-${i}`,
      receiptHandle: `r-${i}`,
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

/** What each user's notifications list holds about `tenderId`: the types, sorted. */
async function bell(users: TestUser[], tenderId: string): Promise<string[][]> {
  return Promise.all(
    users.map(async (u) => {
      const list = await api(u.token, 'GET', '/notifications');
      expect(list.status).toBe(200);
      return (list.body.items as { type: string; referenceId: string | null }[])
        .filter((n) => n.referenceId === tenderId)
        .map((n) => n.type)
        .sort();
    }),
  );
}

const EXPECTED = [['bid_accepted', 'tender_deleted'], ['deliverables_accepted'], ['bid_received', 'tender_deleted']];

/** Runs `worker` on the batch; fails when it has not finished within `ms` (a hung push would hold it). */
async function runWithin(worker: Awaited<ReturnType<typeof freshWorker>>, event: unknown, ms: number) {
  const context = { awsRequestId: randomUUID(), functionName: 'notification-worker', getRemainingTimeInMillis: () => ms };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`the worker did not finish within ${ms} ms`)), ms)));
  try {
    return await Promise.race([worker(event as never, context as never), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the realtime endpoint down', () => {
  for (const down of ['reset', '500', 'hang'] as const) {
    it(`${down === 'reset' ? 'refusing connections' : down === '500' ? 'answering 500' : 'never answering'}: every in-app record is written once, the batch does not fail, the list returns them all`, async () => {
      mode = down;
      const users = await connectedUsers();
      const tenderId = randomUUID();
      const sentAt = Date.now();
      posts = 0;
      const first = await runWithin(await freshWorker(), batch(users, tenderId, sentAt, 1), 8_000);
      expect(first.batchItemFailures).toEqual([]);
      // The worker did try the endpoint.
      expect(posts).toBeGreaterThan(0);
      expect(await bell(users, tenderId)).toEqual(EXPECTED);

      // The same batch again (as after a failed run): nothing doubled.
      const again = await runWithin(await freshWorker(), batch(users, tenderId, sentAt, 2), 8_000);
      expect(again.batchItemFailures).toEqual([]);
      expect(await bell(users, tenderId)).toEqual(EXPECTED);
    }, 20_000);
  }
});
