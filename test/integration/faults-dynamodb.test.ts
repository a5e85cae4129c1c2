/**
 * DynamoDB throttling survived, nothing half-written, nothing doubled. The handlers run in this
 * process against DynamoDB Local; a middleware on the document client answers chosen attempts as DynamoDB
 * does when it refuses for load (HTTP 400 ProvisionedThroughputExceededException; a transaction: 400
 * TransactionCanceledException with ThrottlingError reasons), below the SDK's retries, so the SDK retries
 * them as in the cloud:
 * - every call throttled: create tender, place bid and accept bid answer 503 'try again' with Retry-After,
 *   and the table holds nothing of them; sent again once DynamoDB answers, each completes once;
 * - every call from the K-th of a request on throttled, for K = 1, 2, …: never a 500, never a part of a
 *   tender, a bid or an award; a 503 that came after the award's transaction is finished by the next try;
 * - the first attempt of every call throttled: the SDK's retries carry each request through, each record once.
 * The SDK's backoff waits are drawn with a tiny random number so that the file runs in seconds.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvedUser, pdfFile, uploadFiles, useCloudEnv, type TestUser } from './support';
import { type EntityModels, loadEntityModels } from './entity-models';

/** What the injected fault does: throttle every call from the `from`-th of a request on, or the first `attempts` attempts of each call. */
const fault = { from: Infinity, attempts: 0, calls: 0, throttled: 0 };
const setFault = (f: { from?: number; attempts?: number }) => Object.assign(fault, { from: Infinity, attempts: 0, calls: 0, throttled: 0 }, f);

/** DynamoDB's answer to a throttled attempt: a transaction is cancelled with ThrottlingError, other calls refused. */
function throttledResponse(commandName: string, requestBody: unknown) {
  const body =
    commandName === 'TransactWriteItemsCommand'
      ? {
          __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
          Message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [ThrottlingError]',
          CancellationReasons: (JSON.parse(typeof requestBody === 'string' ? requestBody : new TextDecoder().decode(requestBody as Uint8Array)) as { TransactItems: unknown[] }).TransactItems.map(
            (_, i) => (i === 0 ? { Code: 'ThrottlingError', Message: 'Throughput exceeds the current capacity of your table or index.' } : { Code: 'None' }),
          ),
        }
      : {
          __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
          message: 'The level of configured provisioned throughput for the table was exceeded.',
        };
  return {
    statusCode: 400,
    reason: 'Bad Request',
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() },
    body: Readable.from([Buffer.from(JSON.stringify(body))]),
  };
}

type FaultContext = { commandName?: string; faultCall?: number; faultAttempt?: number };

let entities: EntityModels;
let handlers: {
  create: (typeof import('../../lambdas/features/tenders/handlers/tenders-create'))['handler'];
  place: (typeof import('../../lambdas/features/bids/handlers/bids-place'))['handler'];
  accept: (typeof import('../../lambdas/features/bids/handlers/bids-accept'))['handler'];
};
let tenders: typeof import('../../lambdas/features/tenders/data/tenders');
let poster: TestUser;
let bidders: TestUser[];
const FUTURE = '2099-06-30T20:59:59.000Z';

beforeAll(async () => {
  useCloudEnv();
  // A request no longer sends events itself (its outbox item is part of its transaction; the local cloud's stream
  // relay carries it), so the queue's address is not needed here.
  delete process.env.EVENTS_QUEUE_URL;
  const { documentClient } = await import('../../lambdas/table/client');
  // Each call of a command is numbered before the SDK's retries; each attempt is judged below them.
  documentClient.middlewareStack.add(
    (next, context: FaultContext) => (args) => {
      context.faultCall = ++fault.calls;
      return next(args);
    },
    { step: 'initialize', priority: 'high', name: 'faultCallCounter' },
  );
  documentClient.middlewareStack.add(
    (next, context: FaultContext) => async (args) => {
      context.faultAttempt = (context.faultAttempt ?? 0) + 1;
      if ((context.faultCall ?? 0) >= fault.from || context.faultAttempt <= fault.attempts) {
        fault.throttled++;
        return { response: throttledResponse(context.commandName ?? '', (args.request as { body?: unknown }).body), output: undefined as never };
      }
      return next(args);
    },
    // The innermost step, below the SDK's retries and its parsing of the answer.
    { step: 'deserialize', priority: 'low', name: 'throttleAttempts' },
  );
  // The SDK waits a random share of its backoff before a retry; a tiny share keeps the retries real and quick.
  vi.spyOn(Math, 'random').mockReturnValue(0.01);
  entities = await loadEntityModels();
  tenders = await import('../../lambdas/features/tenders/data/tenders');
  handlers = {
    create: (await import('../../lambdas/features/tenders/handlers/tenders-create')).handler,
    place: (await import('../../lambdas/features/bids/handlers/bids-place')).handler,
    accept: (await import('../../lambdas/features/bids/handlers/bids-accept')).handler,
  };
  [poster, ...bidders] = await Promise.all([
    approvedUser('tenderPoster', { firstName: 'Throttled', lastName: 'Poster' }),
    ...Array.from({ length: 6 }, (_, i) => approvedUser('geodesist', { firstName: 'Throttled', lastName: `Bidder ${i}` })),
  ]);
});

afterAll(() => {
  setFault({});
  vi.restoreAllMocks();
});

/** Calls a handler as API Gateway does after the JWT authorizer; the fault is on for this call only. */
async function invoke(
  handler: (e: never, c: Context) => Promise<unknown>,
  user: TestUser & { role: string },
  path: Record<string, string>,
  body: unknown,
  withFault: { from?: number; attempts?: number } = {},
): Promise<{ status: number; headers: Record<string, string>; body: any; throttled: number }> {
  const event = {
    version: '2.0',
    rawPath: '/',
    headers: {},
    isBase64Encoded: false,
    body: JSON.stringify(body),
    pathParameters: path,
    requestContext: {
      requestId: randomUUID(),
      http: { method: 'POST', path: '/', sourceIp: '127.0.0.1' },
      authorizer: { jwt: { claims: { sub: user.sub, 'cognito:groups': `[${user.role}]` }, scopes: null } },
    },
  };
  setFault(withFault);
  try {
    const res = (await handler(event as never, { awsRequestId: randomUUID(), functionName: 'faults' } as Context)) as { statusCode: number; headers?: Record<string, string>; body: string };
    return { status: res.statusCode, headers: res.headers ?? {}, body: JSON.parse(res.body), throttled: fault.throttled };
  } finally {
    setFault({});
  }
}

const asPoster = () => ({ ...poster, role: 'tenderPoster' });
const asBidder = (i: number) => ({ ...bidders[i]!, role: 'geodesist' });

/** An Open tender of the poster with one attachment, written through the data module. */
async function openTender(): Promise<string> {
  const tenderId = randomUUID();
  await tenders.createTenderWithAttachments(
    { tenderId, title: 'Throttled survey', description: 'A tender for the throttling tests', expiryDate: FUTURE, status: 'Open', creatorId: poster.sub, location: 'Tartu', budgetCents: 0 },
    [{ attachmentId: randomUUID(), filename: 'plan.pdf', contentType: 'application/pdf', size: 10, s3Key: `tenders/${tenderId}/a/plan.pdf` }],
  );
  return tenderId;
}

/** Every tender, attachment and site item of the poster's tenders titled `title`, read from the table. */
async function storedTenders(title: string) {
  entities.useTable();
  const { data } = await entities.TenderEntity.query.byCreator({ creatorId: poster.sub }).go({ pages: 'all' });
  const mine = data.filter((t) => t.title === title);
  return Promise.all(
    mine.map(async (t) => {
      const { data: parts } = await entities.geotender.collections.tenderFiles({ tenderId: t.tenderId }).go({ pages: 'all' });
      return { tender: parts.tender, attachments: parts.attachment, site: parts.tenderSite };
    }),
  );
}

/** The keys of every stored object under `tenders/` (paged). */
async function tenderObjects(): Promise<Set<string>> {
  const { s3 } = await import('../../lambdas/kernel/clients/s3');
  const keys = new Set<string>();
  let token: string | undefined;
  do {
    const out = await s3.send(new ListObjectsV2Command({ Bucket: process.env.FILES_BUCKET!, Prefix: 'tenders/', ContinuationToken: token }));
    for (const o of out.Contents ?? []) keys.add(o.Key!);
    token = out.NextContinuationToken;
  } while (token);
  return keys;
}

const bidOf = async (tenderId: string, bidderId: string) => {
  entities.useTable();
  return (await entities.BidEntity.get({ tenderId, bidderId }).go()).data;
};
const tenderOf = async (tenderId: string) => {
  entities.useTable();
  return (await entities.TenderEntity.get({ tenderId }).go()).data;
};

/** A new tender's body: one staged upload of the poster and a unique title. */
async function createBody() {
  const [key] = await uploadFiles(poster.token, [pdfFile('site-plan.pdf')]);
  return { title: `Throttled ${randomUUID().slice(0, 8)}`, description: 'Topographic survey of a parcel', expiryDate: FUTURE, attachments: [key] };
}

function expectTryAgain(answer: { status: number; headers: Record<string, string>; body: any }) {
  expect(answer.status).toBe(503);
  expect(answer.body.message).toBe('The service is busy; please try again in a moment.');
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

describe('DynamoDB throttling every call of a request', () => {
  it('create tender, place bid and accept bid answer 503 with Retry-After and write nothing; sent again, each completes once', async () => {
    const tenderId = await openTender();
    // bidders[1] bid before the outage; bidders[0] bids during it.
    expect((await invoke(handlers.place, asBidder(1), { tenderId }, { amount: 900 })).status).toBe(201);
    const body = await createBody();
    const objectsBefore = await tenderObjects();
    const pending = (await bidOf(tenderId, bidders[1]!.sub))!;

    const created = await invoke(handlers.create, asPoster(), {}, body, { from: 1 });
    expectTryAgain(created);
    const placed = await invoke(handlers.place, asBidder(0), { tenderId }, { amount: 1200, comment: 'During the outage' }, { from: 1 });
    expectTryAgain(placed);
    const accepted = await invoke(handlers.accept, asPoster(), { tenderId, bidId: pending.bidId }, undefined, { from: 1 });
    expectTryAgain(accepted);

    expect(await storedTenders(body.title)).toEqual([]);
    expect(await tenderObjects()).toEqual(objectsBefore);
    expect(await bidOf(tenderId, bidders[0]!.sub)).toBeNull();
    expect(await tenderOf(tenderId)).toMatchObject({ status: 'Open', bidCount: 1 });
    expect(await bidOf(tenderId, bidders[1]!.sub)).toMatchObject({ status: 'Pending' });

    // DynamoDB answers again: the same requests complete, once each.
    expect((await invoke(handlers.create, asPoster(), {}, body)).status).toBe(201);
    expect((await invoke(handlers.place, asBidder(0), { tenderId }, { amount: 1200, comment: 'During the outage' })).status).toBe(201);
    expect((await invoke(handlers.accept, asPoster(), { tenderId, bidId: pending.bidId }, undefined)).status).toBe(200);
    const [stored, ...more] = await storedTenders(body.title);
    expect(more).toEqual([]);
    expect(stored!.tender).toHaveLength(1);
    expect(stored!.attachments).toHaveLength(1);
    expect(await bidOf(tenderId, bidders[0]!.sub)).toMatchObject({ amountCents: 120000, status: 'Pending' });
    expect(await tenderOf(tenderId)).toMatchObject({ status: 'In Progress', contractorId: bidders[1]!.sub, bidCount: 2 });
  });
});

describe('DynamoDB throttling from the K-th call of a request on, for every K', () => {
  it('create tender: 503 and nothing of the tender stored until K passes its last call; then one tender with its attachment', async () => {
    const body = await createBody();
    const objectsBefore = await tenderObjects();
    let answer;
    let refused = 0;
    for (let k = 1; k <= 40; k++) {
      answer = await invoke(handlers.create, asPoster(), {}, body, { from: k });
      if (answer.status !== 503) break;
      refused++;
      expectTryAgain(answer);
      expect(await storedTenders(body.title)).toEqual([]);
      // Copies of the files made before the refused write are removed with it.
      expect(await tenderObjects()).toEqual(objectsBefore);
    }
    expect(answer!.status).toBe(201);
    expect(refused).toBeGreaterThan(3);
    const stored = await storedTenders(body.title);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.attachments).toHaveLength(1);
    expect(stored[0]!.tender[0]).toMatchObject({ attachmentsCount: 1, bidCount: 0, status: 'Open' });
  });

  it('place bid: 503 and no bid and no bid count until K passes its last call; then one bid', async () => {
    const tenderId = await openTender();
    let answer;
    let refused = 0;
    for (let k = 1; k <= 40; k++) {
      answer = await invoke(handlers.place, asBidder(2), { tenderId }, { amount: 700 }, { from: k });
      if (answer.status !== 503) break;
      refused++;
      expectTryAgain(answer);
      expect(await bidOf(tenderId, bidders[2]!.sub)).toBeNull();
      expect(await tenderOf(tenderId)).toMatchObject({ bidCount: 0 });
    }
    expect(answer!.status).toBe(201);
    expect(refused).toBeGreaterThan(3);
    expect(await bidOf(tenderId, bidders[2]!.sub)).toMatchObject({ amountCents: 70000, status: 'Pending' });
    expect(await tenderOf(tenderId)).toMatchObject({ bidCount: 1 });
  });

  it('accept bid: never a half award; a 503 after the award was stored is finished by the next try (200), the award once', async () => {
    const tenderId = await openTender();
    expect((await invoke(handlers.place, asBidder(3), { tenderId }, { amount: 500 })).status).toBe(201);
    expect((await invoke(handlers.place, asBidder(4), { tenderId }, { amount: 600 })).status).toBe(201);
    const bid = (await bidOf(tenderId, bidders[3]!.sub))!;
    let answer;
    const seen = { refused: 0, storedBefore503: 0 };
    for (let k = 1; k <= 40; k++) {
      answer = await invoke(handlers.accept, asPoster(), { tenderId, bidId: bid.bidId }, undefined, { from: k });
      if (answer.status !== 503) break;
      expectTryAgain(answer);
      // All or nothing: the tender and the bid move together in one transaction.
      const [tender, accepted] = await Promise.all([tenderOf(tenderId), bidOf(tenderId, bidders[3]!.sub)]);
      const awarded = tender?.status === 'In Progress';
      seen[awarded ? 'storedBefore503' : 'refused']++;
      expect(tender).toMatchObject(awarded ? { contractorId: bidders[3]!.sub } : { status: 'Open' });
      expect(tender?.contractorId).toBe(awarded ? bidders[3]!.sub : undefined);
      expect(accepted?.status).toBe(awarded ? 'Accepted' : 'Pending');
    }
    expect(answer!.status).toBe(200);
    expect(seen.refused).toBeGreaterThan(3);
    expect(seen.storedBefore503).toBeGreaterThanOrEqual(1);
    expect(answer!.body.bid.bidId).toBe(bid.bidId);
    expect(await tenderOf(tenderId)).toMatchObject({ status: 'In Progress', contractorId: bidders[3]!.sub });
    expect(await bidOf(tenderId, bidders[3]!.sub)).toMatchObject({ status: 'Accepted' });
    // The award's queued work (its outbox item, carried from the table's stream to the events queue) rejects the other bid.
    await vi.waitFor(async () => expect(await bidOf(tenderId, bidders[4]!.sub)).toMatchObject({ status: 'Rejected' }), { timeout: 15_000, interval: 250 });
  });
});

describe('DynamoDB throttling the first attempt of every call', () => {
  it('the SDK retries each call: create tender, place bid and accept bid complete, each record once', async () => {
    const body = await createBody();
    const created = await invoke(handlers.create, asPoster(), {}, body, { attempts: 1 });
    expect(created.status).toBe(201);
    expect(created.throttled).toBeGreaterThan(3);
    const tenderId = created.body.tender.tenderId as string;
    const placed = await invoke(handlers.place, asBidder(5), { tenderId }, { amount: 800 }, { attempts: 1 });
    expect(placed.status).toBe(201);
    const accepted = await invoke(handlers.accept, asPoster(), { tenderId, bidId: placed.body.bid.bidId }, undefined, { attempts: 1 });
    expect(accepted.status).toBe(200);

    const stored = await storedTenders(body.title);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.attachments).toHaveLength(1);
    expect(await tenderOf(tenderId)).toMatchObject({ status: 'In Progress', contractorId: bidders[5]!.sub, bidCount: 1, attachmentsCount: 1 });
    entities.useTable();
    const { data: bids } = await entities.BidEntity.query.byTenderBidder({ tenderId }).go({ pages: 'all' });
    expect(bids).toHaveLength(1);
    expect(bids[0]).toMatchObject({ bidderId: bidders[5]!.sub, status: 'Accepted', amountCents: 80000 });
  });
});
