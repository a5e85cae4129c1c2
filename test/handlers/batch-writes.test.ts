/**
 * Batch writes and reads DynamoDB partly refuses (lambdas/table/batch-writes.ts): unprocessed
 * items and keys are sent again with a growing, jittered wait until DynamoDB takes them; when they stay
 * unprocessed the error is a throttling error, so a request answers 503 'try again' with Retry-After, not 500,
 * and nothing of a new tender is written after its postings were refused.
 */
import './env';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { BatchGetCommand, BatchWriteCommand, QueryCommand, TransactWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isThrottling } from '../../lambdas/kernel/errors';
import { BATCH_RETRY, backoffDelayMs, getAll, UnprocessedItemsError, writeAll, type WriteRequest } from '../../lambdas/table/batch-writes';
import { handler as tendersCreate } from '../../lambdas/features/tenders/handlers/tenders-create';
import { handler as tendersList } from '../../lambdas/features/tenders/handlers/tenders-list';
import { TenderWordEntity } from '../../lambdas/features/tenders/data/tender-entities';
import { callers, context, ddb, httpEvent, ids, profile, resetMocks, s3, storeProfiles, tender, tenderItem } from './support';

const TABLE = 'geotender-test';
const put = (i: number): WriteRequest => ({ PutRequest: { Item: { pk: `p${i}`, sk: 's' } } });
const key = (i: number) => ({ pk: `p${i}`, sk: 's' });
/** No waits between retries: the jitter draws 0. */
const noWaits = () => vi.spyOn(Math, 'random').mockReturnValue(0);

beforeEach(() => {
  resetMocks();
  storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }), profile({ userId: ids.admin, role: 'admin' }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('writeAll', () => {
  it('cuts the requests into batches of 25 and sends what DynamoDB left unprocessed again until all are written', async () => {
    noWaits();
    const requests = Array.from({ length: 60 }, (_, i) => put(i));
    let refused = 0;
    ddb.on(BatchWriteCommand).callsFake((input: BatchWriteCommandInput) => {
      const batch = input.RequestItems![TABLE]!;
      // The first two sends of a full batch leave its last 5 unprocessed.
      if (batch.length === 25 && refused < 2) {
        refused++;
        return { UnprocessedItems: { [TABLE]: batch.slice(20) } };
      }
      return { UnprocessedItems: {} };
    });
    await writeAll(requests, { concurrency: 1 });
    const sent = ddb.commandCalls(BatchWriteCommand).map((c) => c.args[0].input.RequestItems![TABLE]!);
    expect(sent.map((b) => b.length)).toEqual([25, 5, 25, 5, 10]);
    expect(sent[1]).toEqual(requests.slice(20, 25));
    expect(new Set(sent.flat().map((r) => r.PutRequest!.Item!.pk))).toEqual(new Set(requests.map((r) => r.PutRequest!.Item!.pk)));
  });

  it('waits longer before each retry (exponential, capped, jittered)', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    let sends = 0;
    ddb.on(BatchWriteCommand).callsFake((input: BatchWriteCommandInput) => (++sends <= 3 ? { UnprocessedItems: input.RequestItems } : { UnprocessedItems: {} }));
    const done = writeAll([put(1)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(sends).toBe(1);
    await vi.advanceTimersByTimeAsync(BATCH_RETRY.baseDelayMs - 1);
    expect(sends).toBe(2);
    await vi.advanceTimersByTimeAsync(2 * BATCH_RETRY.baseDelayMs - 1);
    expect(sends).toBe(3);
    await vi.advanceTimersByTimeAsync(3 * BATCH_RETRY.baseDelayMs);
    expect(sends).toBe(3);
    await vi.advanceTimersByTimeAsync(BATCH_RETRY.baseDelayMs);
    expect(sends).toBe(4);
    await done;
    expect(backoffDelayMs(20)).toBe(BATCH_RETRY.maxDelayMs - 1);
  });

  it('throws a throttling error after the last retry when items stay unprocessed', async () => {
    noWaits();
    ddb.on(BatchWriteCommand).callsFake((input: BatchWriteCommandInput) => ({ UnprocessedItems: { [TABLE]: input.RequestItems![TABLE]!.slice(-1) } }));
    const error = await writeAll([put(1), put(2), put(3)]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessedItemsError);
    expect(error).toMatchObject({ operation: 'BatchWriteItem', unprocessed: 1 });
    expect(isThrottling(error)).toBe(true);
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(BATCH_RETRY.retries + 1);
  });

  it('sends nothing for no requests', async () => {
    await writeAll([]);
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });
});

describe('getAll', () => {
  it('reads 100 keys a call, each key once, reads unprocessed keys again and sums the capacity consumed', async () => {
    noWaits();
    const keys = Array.from({ length: 150 }, (_, i) => key(i));
    let first = true;
    ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Record<string, unknown>[] }> }) => {
      const asked = input.RequestItems[TABLE]!.Keys;
      const left = first ? asked.slice(90) : [];
      first = false;
      return { Responses: { [TABLE]: asked.slice(0, asked.length - left.length) }, UnprocessedKeys: left.length ? { [TABLE]: { Keys: left } } : {}, ConsumedCapacity: [{ CapacityUnits: 2 }] };
    });
    const { items, consumedReadUnits } = await getAll([...keys, key(0)], { concurrency: 1, returnConsumedCapacity: true });
    expect(items.map((i) => i.pk).sort()).toEqual(keys.map((k) => k.pk).sort());
    const calls = ddb.commandCalls(BatchGetCommand).map((c) => c.args[0].input);
    expect(calls.map((c) => c.RequestItems![TABLE]!.Keys!.length)).toEqual([100, 10, 50]);
    expect(calls[0]!.ReturnConsumedCapacity).toBe('TOTAL');
    expect(consumedReadUnits).toBe(6);
  });

  it('throws a throttling error when keys stay unprocessed', async () => {
    noWaits();
    ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: unknown[] }> }) => ({ Responses: { [TABLE]: [] }, UnprocessedKeys: input.RequestItems }));
    const error = await getAll([key(1), key(2)]).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'UnprocessedItemsError', operation: 'BatchGetItem', unprocessed: 2 });
    expect(isThrottling(error)).toBe(true);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(BATCH_RETRY.retries + 1);
  });
});

describe('through a request', () => {
  const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
  const staged = `staging/${ids.poster}/0f0f0f0f-0000-4000-8000-000000000008/plan.pdf`;
  const newTender = { title: 'Boundary survey', description: 'Survey of a parcel boundary near the river', expiryDate: '2099-06-30', attachments: [staged] };

  beforeEach(() => {
    s3.on(HeadObjectCommand, { Key: staged }).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand, { Key: staged }).resolves({ Body: { transformToByteArray: async () => PDF } } as never);
    ddb.on(TransactWriteCommand).resolves({});
  });

  it('creates the tender when its postings are taken on a retry', async () => {
    noWaits();
    let refused = false;
    ddb.on(BatchWriteCommand).callsFake((input: BatchWriteCommandInput) => {
      if (refused) return { UnprocessedItems: {} };
      refused = true;
      return { UnprocessedItems: { [TABLE]: input.RequestItems![TABLE]!.slice(3) } };
    });
    const res = (await tendersCreate(httpEvent({ caller: callers.poster, body: newTender }), context)) as { statusCode: number };
    expect(res.statusCode).toBe(201);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('answers 503 with Retry-After and writes no tender when its postings stay unprocessed', async () => {
    noWaits();
    ddb.on(BatchWriteCommand).callsFake((input: BatchWriteCommandInput) => ({ UnprocessedItems: input.RequestItems }));
    const res = (await tendersCreate(httpEvent({ caller: callers.poster, body: newTender }), context)) as { statusCode: number; headers: Record<string, string>; body: string };
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(JSON.parse(res.body)).toEqual({ message: 'The service is busy; please try again in a moment.' });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers a search 503 when the tenders of its postings stay unprocessed', async () => {
    noWaits();
    const t = tender();
    ddb.on(QueryCommand).resolves({
      Items: [TenderWordEntity.put({ token: 'boundary', tenderId: t.tenderId, createdAt: t.createdAt, expiryDate: t.expiryDate, creatorId: ids.poster, indexedAt: t.createdAt }).params().Item],
    });
    ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: unknown[] }> }) => ({ Responses: { [TABLE]: [] }, UnprocessedKeys: input.RequestItems }));
    const res = (await tendersList(httpEvent({ caller: callers.admin, query: { search: 'boundary' } }), context)) as { statusCode: number };
    expect(res.statusCode).toBe(503);

    // Taken on a retry: the tender is found.
    let refused = false;
    ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: unknown[] }> }) => {
      if (refused) return { Responses: { [TABLE]: [tenderItem(t)] }, UnprocessedKeys: {} };
      refused = true;
      return { Responses: { [TABLE]: [] }, UnprocessedKeys: input.RequestItems };
    });
    const found = (await tendersList(httpEvent({ caller: callers.admin, query: { search: 'boundary' } }), context)) as { statusCode: number; body: string };
    expect(found.statusCode).toBe(200);
    expect(JSON.parse(found.body).items.map((x: { tenderId: string }) => x.tenderId)).toEqual([t.tenderId]);
  });
});
