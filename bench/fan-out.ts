/**
 * Notification fan-out (issue 10): the create-tender request's latency with 10 and with 10,000 approved
 * geodesists (the request records one event, so it must not grow), and the time and DynamoDB capacity
 * of the notification worker's tender_posted fan-out to every one of them. Runs on the local cloud
 * (started here on free ports); the events and e-mail queues of this run are queues nobody polls, so
 * the figures are the request's and the worker's own. Capacity is what DynamoDB Local reports
 * (ReturnConsumedCapacity TOTAL on every call of the document client).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, SQSClient } from '@aws-sdk/client-sqs';
import { startLocalCloud } from '../local/cloud';
import { freePorts } from '../local/ports';
import { benchDynamoDbPort } from './bench-table';

export interface FanOutFigures {
  createMs: { geodesists: number; medianMs: number }[];
  fanOut: { geodesists: number; ms: number; writeUnits: number; readUnits: number };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Seeds approved geodesists up to each size, times tenders-create at each, then times one fan-out to the largest. */
export async function measureFanOut(sizes: number[]): Promise<FanOutFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'geotender-fanout-'));
  // DynamoDB on the bench tables' port: the data layer's client keeps the endpoint an earlier section gave it.
  const cloud = await startLocalCloud({ dataDir, fresh: true, web: false, ports: { ...(await freePorts()), dynamodb: await benchDynamoDbPort() } });
  try {
    const sqs = new SQSClient({});
    // Queues nobody polls: the run measures the request and the worker, not the pollers of the local cloud.
    process.env.EVENTS_QUEUE_URL = (await sqs.send(new CreateQueueCommand({ QueueName: `bench-events-${Date.now()}` }))).QueueUrl!;
    process.env.EMAIL_QUEUE_URL = (await sqs.send(new CreateQueueCommand({ QueueName: `bench-email-${Date.now()}` }))).QueueUrl!;

    const { documentClient } = await import('../lambdas/table/client');
    let writeUnits = 0;
    let readUnits = 0;
    const WRITES = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;
    documentClient.middlewareStack.add(
      (next, context) => async (args) => {
        (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
        const out = await next(args);
        const consumed = ([] as { CapacityUnits?: number }[]).concat(((out.output as { ConsumedCapacity?: unknown }).ConsumedCapacity as never) ?? []);
        const units = consumed.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
        if (WRITES.test(String(context.commandName))) writeUnits += units;
        else readUnits += units;
        return out;
      },
      { step: 'initialize', name: 'benchConsumedCapacity' },
    );

    const { useTable } = await import('../lambdas/table/entities');
    const { ProfileEntity } = await import('../lambdas/features/account/data/user-entities');
    useTable();
    const posterId = randomUUID();
    await ProfileEntity.put({ userId: posterId, email: 'poster@bench.example', firstName: 'Bench', lastName: 'Poster', role: 'tenderPoster', approvalStatus: 'approved' }).go();
    const { handler: createTender } = await import('../lambdas/features/tenders/handlers/tenders-create');
    const { handleEvent } = await import('../lambdas/features/notifications/workers/notification-worker');
    const s3 = new S3Client({ forcePathStyle: true });
    const pdf = readFileSync(join(import.meta.dirname, '..', 'test', 'e2e', 'fixtures', 'site-plan.pdf'));

    const createOnce = async (): Promise<number> => {
      const key = `staging/${posterId}/${randomUUID()}/plan.pdf`;
      await s3.send(new PutObjectCommand({ Bucket: cloud.ids.filesBucket, Key: key, Body: pdf, ContentType: 'application/pdf' }));
      const event = {
        version: '2.0',
        routeKey: 'POST /tenders',
        rawPath: '/tenders',
        rawQueryString: '',
        headers: {},
        isBase64Encoded: false,
        body: JSON.stringify({
          title: 'Bench survey of a parcel',
          description: 'A tender made by the fan-out benchmark.',
          expiryDate: new Date(Date.now() + 86_400_000 * 7).toISOString(),
          attachments: [key],
        }),
        requestContext: {
          requestId: randomUUID(),
          http: { method: 'POST', path: '/tenders', sourceIp: '127.0.0.1' },
          authorizer: { jwt: { claims: { sub: posterId, 'cognito:groups': '[tenderPoster]' }, scopes: null } },
        },
      };
      const t0 = performance.now();
      const res = (await createTender(event as never, { awsRequestId: 'bench', functionName: 'bench', getRemainingTimeInMillis: () => 29_000 } as never)) as { statusCode: number };
      const ms = performance.now() - t0;
      if (res.statusCode !== 201) throw new Error(`tenders-create answered ${res.statusCode}`);
      return ms;
    };

    const createMs: FanOutFigures['createMs'] = [];
    let seeded = 0;
    for (const size of sizes) {
      const batch = [];
      for (; seeded < size; seeded++) {
        batch.push({ userId: randomUUID(), email: `g${seeded}@bench.example`, firstName: 'Geo', lastName: `Desist ${seeded}`, role: 'geodesist' as const, approvalStatus: 'approved' as const });
      }
      for (let i = 0; i < batch.length; i += 500) await ProfileEntity.put(batch.slice(i, i + 500)).go();
      await createOnce(); // warm
      createMs.push({ geodesists: size, medianMs: median([await createOnce(), await createOnce(), await createOnce()]) });
    }

    const largest = sizes[sizes.length - 1]!;
    writeUnits = 0;
    readUnits = 0;
    const t0 = performance.now();
    await handleEvent({ type: 'tender_posted', tenderId: randomUUID(), title: 'Bench survey of a parcel', creatorId: posterId });
    const ms = performance.now() - t0;
    return { createMs, fanOut: { geodesists: largest, ms, writeUnits, readUnits } };
  } finally {
    await cloud.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  const f = await measureFanOut([10, 10_000]);
  console.log('\nCreate tender (request latency, median of 3) with 10 and 10,000 approved geodesists');
  console.table(f.createMs.map((c) => ({ geodesists: c.geodesists, 'create ms': c.medianMs.toFixed(1) })));
  const [small, large] = f.createMs;
  console.log(`ratio 10,000 / 10 = ${(large!.medianMs / small!.medianMs).toFixed(2)} — does not grow (≤ 1.5): ${mark(large!.medianMs / small!.medianMs <= 1.5)}`);
  console.log('\ntender_posted fan-out by the notification worker');
  console.table([{ geodesists: f.fanOut.geodesists, 'fan-out s': (f.fanOut.ms / 1000).toFixed(1), WCU: f.fanOut.writeUnits.toFixed(0), RCU: f.fanOut.readUnits.toFixed(0) }]);
}
