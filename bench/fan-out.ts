/**
 * Announcing a new tender: the create-tender request's latency with 10 and with 10,000 approved
 * geodesists (the request records one event, so it must not grow: ratio ≤ 1.2), and the time from a create
 * to the last in-app tender_posted record of the 10,000 (target ≤ 10 s), with the DynamoDB capacity the
 * notification worker consumed and where its time goes. Runs on the local cloud (started here on free
 * ports): the creates timed for latency record their events on a queue nobody polls; the announcement's
 * create records its event on the cloud's events queue, which the local event source polls as Lambda's SQS
 * event source would. E-mails go to a queue nobody polls (enqueueing is measured, sending is not). One in a
 * hundred geodesists has a stored WebSocket connection that is gone (the push answers 410 and the
 * connection is forgotten). Capacity is what DynamoDB Local reports (ReturnConsumedCapacity TOTAL).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { ApprovalStatus } from '../lambdas/domain/roles';
import { startLocalCloud } from '../local/cloud';
import { freePorts } from '../local/ports';
import { benchDynamoDbPort } from './bench-table';
import { recordFanOutCalls, type FanOutPart, type PartFigures } from './fan-out-calls';

export interface FanOutFigures {
  createMs: { geodesists: number; medianMs: number }[];
  /** `ms`: from the create request's start to the last in-app record written (or to giving up, when `records` falls short). */
  fanOut: { geodesists: number; records: number; ms: number; writeUnits: number; readUnits: number; parts: Map<FanOutPart, PartFigures> };
}

/** The announcement's deadline: the bench gives up (and reports what was written) after this long. */
const GIVE_UP_MS = 300_000;
/** Rounds over the sizes, and timed creates per size in a round (after one untimed). */
const CREATE_ROUNDS = 3;
const CREATE_SAMPLES = 5;
/**
 * This throw-away data is kept in memory by DynamoDB Local, as `npm run load` keeps its own: on disk each write
 * is committed to the disk, and this machine's shared disk then takes 85 to 650 writes a second, which would be
 * measured instead of the code. FANOUT_DYNAMODB=disk measures on disk.
 */
const inMemory = () => process.env.FANOUT_DYNAMODB !== 'disk';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Stores the largest number of geodesists, times tenders-create with each size of them approved (rounds
 * alternating between the sizes), then times one announcement to all of them (the largest size approved).
 */
export async function measureFanOut(sizes: number[]): Promise<FanOutFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'geotender-fanout-'));
  // DynamoDB on the bench tables' port: the data layer's client keeps the endpoint an earlier section gave it.
  const cloud = await startLocalCloud({ dataDir, fresh: true, web: false, ports: { ...(await freePorts()), dynamodb: await benchDynamoDbPort() }, dynamoDbInMemory: inMemory() });
  try {
    const sqsAdmin = new SQSClient({});
    // Queues nobody polls: the timed creates do not start announcements, and no e-mail is sent.
    const quietEvents = (await sqsAdmin.send(new CreateQueueCommand({ QueueName: `bench-events-${Date.now()}` }))).QueueUrl!;
    process.env.EVENTS_QUEUE_URL = quietEvents;
    process.env.EMAIL_QUEUE_URL = (await sqsAdmin.send(new CreateQueueCommand({ QueueName: `bench-email-${Date.now()}` }))).QueueUrl!;

    const { documentClient } = await import('../lambdas/table/client');
    const { sqs } = await import('../lambdas/kernel/clients/sqs');
    const { realtimeApi } = await import('../lambdas/kernel/clients/realtime');
    const calls = recordFanOutCalls({ table: documentClient, sqs, realtime: (await realtimeApi()).client }, () => process.env.EMAIL_QUEUE_URL!, 'tender_posted');

    const { useTable } = await import('../lambdas/table/entities');
    const { ProfileEntity } = await import('../lambdas/features/account/data/user-entities');
    const { ConnectionEntity } = await import('../lambdas/features/notifications/data/notification-entities');
    useTable();
    const posterId = randomUUID();
    await ProfileEntity.put({ userId: posterId, email: 'poster@bench.example', firstName: 'Bench', lastName: 'Poster', role: 'tenderPoster', approvalStatus: 'approved' }).go();
    const { handler: createTender } = await import('../lambdas/features/tenders/handlers/tenders-create');
    const s3 = new S3Client({ forcePathStyle: true });
    const pdf = readFileSync(join(import.meta.dirname, '..', 'test', 'e2e', 'fixtures', 'site-plan.pdf'));

    /** One tenders-create request through its handler; returns its time (ms) and the new tender's id. */
    const createOnce = async (): Promise<{ ms: number; tenderId: string }> => {
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
      const res = (await createTender(event as never, { awsRequestId: 'bench', functionName: 'bench', getRemainingTimeInMillis: () => 29_000 } as never)) as { statusCode: number; body: string };
      const ms = performance.now() - t0;
      if (res.statusCode !== 201) throw new Error(`tenders-create answered ${res.statusCode}`);
      return { ms, tenderId: (JSON.parse(res.body) as { tender: { tenderId: string } }).tender.tenderId };
    };

    // Every geodesist is stored up front; the sizes are how many of them are approved. The rounds alternate
    // between the sizes (approving and un-approving the extra ones), so a machine busier at one moment does not
    // weigh on one size only.
    const largest = sizes[sizes.length - 1]!;
    const geodesists = Array.from({ length: largest }, (_, i) => ({
      userId: randomUUID(),
      email: `g${i}@bench.example`,
      firstName: 'Geo',
      lastName: `Desist ${i}`,
      role: 'geodesist' as const,
      approvalStatus: 'approved' as ApprovalStatus,
    }));
    const approveFirst = async (n: number) => {
      for (const [i, g] of geodesists.entries()) g.approvalStatus = i < n ? 'approved' : 'pending';
      for (let i = 0; i < geodesists.length; i += 500) await ProfileEntity.put(geodesists.slice(i, i + 500)).go();
    };
    // One in a hundred has a stored connection whose socket is gone.
    const connections = geodesists.filter((_, i) => i % 100 === 99).map((g, i) => ({ connectionId: `gone${i}=`, userId: g.userId, expiresAt: Math.floor(Date.now() / 1000) + 3600 }));
    await ConnectionEntity.put(connections).go();
    for (let i = 0; i < 3; i++) await createOnce(); // warm
    const samples = new Map<number, number[]>(sizes.map((size) => [size, []]));
    for (let round = 0; round < CREATE_ROUNDS; round++) {
      for (const size of sizes) {
        await approveFirst(size);
        await createOnce();
        for (let i = 0; i < CREATE_SAMPLES; i++) samples.get(size)!.push((await createOnce()).ms);
      }
    }
    const createMs = sizes.map((size) => ({ geodesists: size, medianMs: median(samples.get(size)!) }));

    // The announcement, with every geodesist approved (the last round's size): its event goes to the events
    // queue the local cloud polls with the notification worker.
    process.env.EVENTS_QUEUE_URL = cloud.ids.eventsQueueUrl;
    calls.reset();
    const t0 = performance.now();
    const { tenderId } = await createOnce();
    while (calls.writtenOf(tenderId).count < largest && performance.now() - t0 < GIVE_UP_MS) await new Promise((r) => setTimeout(r, 50));
    const { count, lastAt } = calls.writtenOf(tenderId);
    // Let the e-mails of the last pages be queued before the capacity is summed.
    await new Promise((r) => setTimeout(r, 2_000));
    const parts = calls.parts();
    const total = (k: 'writeUnits' | 'readUnits') => [...parts.values()].reduce((s, p) => s + p[k], 0);
    process.env.EVENTS_QUEUE_URL = quietEvents;
    return {
      createMs,
      fanOut: { geodesists: largest, records: count, ms: (count >= largest ? lastAt : performance.now()) - t0, writeUnits: total('writeUnits'), readUnits: total('readUnits'), parts },
    };
  } finally {
    await cloud.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  const f = await measureFanOut([10, 10_000]);
  console.log(`\nCreate tender (request latency, median of ${CREATE_ROUNDS * CREATE_SAMPLES} in ${CREATE_ROUNDS} rounds alternating the sizes) with 10 and 10,000 approved geodesists`);
  console.table(f.createMs.map((c) => ({ geodesists: c.geodesists, 'create ms': c.medianMs.toFixed(1) })));
  const [small, large] = f.createMs;
  const ratio = large!.medianMs / small!.medianMs;
  console.log(`ratio 10,000 / 10 = ${ratio.toFixed(2)} — flat (≤ 1.2): ${mark(ratio <= 1.2)}`);
  console.log(
    `\ntender_posted announcement: from the create request to the last in-app record, through the events queue and the notification worker (DynamoDB Local ${inMemory() ? 'in memory; FANOUT_DYNAMODB=disk for on disk' : 'on disk'})`,
  );
  console.table([
    { geodesists: f.fanOut.geodesists, 'records written': f.fanOut.records, 'fan-out s': (f.fanOut.ms / 1000).toFixed(1), WCU: f.fanOut.writeUnits.toFixed(0), RCU: f.fanOut.readUnits.toFixed(0) },
  ]);
  console.log(`every in-app record within 10 s: ${mark(f.fanOut.records >= f.fanOut.geodesists && f.fanOut.ms <= 10_000)}`);
  console.log('Where the worker’s time goes (AWS calls by part; calls run in parallel, so the summed time exceeds the wall time)');
  const summed = [...f.fanOut.parts.values()].reduce((s, p) => s + p.ms, 0) || 1;
  console.table(
    [...f.fanOut.parts.entries()]
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([part, p]) => ({
        part,
        calls: p.calls,
        'summed s': (p.ms / 1000).toFixed(1),
        share: `${((100 * p.ms) / summed).toFixed(0)} %`,
        WCU: p.writeUnits.toFixed(0),
        RCU: p.readUnits.toFixed(0),
      })),
  );
}
