/**
 * Batch writes and reads that DynamoDB may partly refuse. BatchWriteItem and BatchGetItem answer
 * with the items or keys they left unprocessed when the table, an index or the account is short of capacity;
 * the SDK does not retry those. `writeAll` and `getAll` cut the requests to DynamoDB's limits (25 writes,
 * 100 keys), send the left-overs again after an exponential backoff with full jitter, a bounded number of
 * times, and then throw UnprocessedItemsError, which `isThrottling` (kernel/errors.ts) recognises, so the
 * request pipeline answers 503 'try again' with Retry-After instead of 500. A repeated put or delete writes
 * the same item, so sending the same batch again is safe.
 */
import { BatchGetCommand, type BatchGetCommandOutput, BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { config } from '../kernel/config';
import { documentClient } from './client';

/** A put or a delete of one item, as BatchWriteItem takes it (the document client's form: plain values). */
export type WriteRequest = NonNullable<NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string]>[number];
/** A table key (pk, sk), as BatchGetItem takes it. */
export type ItemKey = Record<string, unknown>;

/** DynamoDB's largest BatchWriteItem (items) and BatchGetItem (keys). */
export const MAX_BATCH_WRITE = 25;
export const MAX_BATCH_GET = 100;

/**
 * How often and how long left-overs are sent again: at most `retries` more sends of a batch, the n-th after a
 * wait drawn evenly from 0 to min(`maxDelayMs`, `baseDelayMs` × 2^n) ms ("full jitter"). With the defaults a
 * batch that stays unprocessed fails after 7 sends and at most 2.55 s of waiting (about 1.3 s on average).
 */
export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}
export const BATCH_RETRY: Readonly<RetryPolicy> = { retries: 6, baseDelayMs: 50, maxDelayMs: 1_000 };

/** The options of writeAll and getAll: batches in flight at once (default 4) and the retry policy (default BATCH_RETRY). */
export interface BatchOptions {
  concurrency?: number;
  retry?: Partial<RetryPolicy>;
}

/**
 * Items or keys DynamoDB still left unprocessed after the last retry: a refusal for load. Its cause is named
 * ProvisionedThroughputExceededException, what DynamoDB itself throws when it can process none of a batch, so
 * `isThrottling` is true for it and the pipeline answers 503. `unprocessed` is how many were left.
 */
export class UnprocessedItemsError extends Error {
  constructor(
    public readonly operation: 'BatchWriteItem' | 'BatchGetItem',
    public readonly unprocessed: number,
    attempts: number,
  ) {
    const cause = Object.assign(new Error('The table did not process the whole batch'), { name: 'ProvisionedThroughputExceededException' });
    super(`${operation}: ${unprocessed} ${operation === 'BatchWriteItem' ? 'items' : 'keys'} still unprocessed after ${attempts} attempts`, { cause });
    this.name = 'UnprocessedItemsError';
  }
}

/** The wait before retry `n` (0-based) under `policy`, in ms: full jitter over the capped exponential. */
export function backoffDelayMs(n: number, policy: RetryPolicy = BATCH_RETRY): number {
  return Math.floor(Math.random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** n));
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** Runs `work` on each of `parts`, at most `concurrency` at once; rejects with the first failure. */
async function eachLimited<T>(parts: T[], concurrency: number, work: (part: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < parts.length) await work(parts[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, parts.length)) }, lane));
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Sends `send(pending)` and again with what it returns as left over, waiting between tries, until nothing is
 * left; throws UnprocessedItemsError when something is left after the last retry.
 */
async function untilProcessed<T>(operation: UnprocessedItemsError['operation'], first: T[], policy: RetryPolicy, send: (pending: T[]) => Promise<T[]>): Promise<void> {
  let pending = first;
  for (let attempt = 0; ; attempt++) {
    pending = await send(pending);
    if (pending.length === 0) return;
    if (attempt >= policy.retries) throw new UnprocessedItemsError(operation, pending.length, attempt + 1);
    await sleep(backoffDelayMs(attempt, policy));
  }
}

/**
 * Writes every request of `requests` to TABLE_NAME (BatchWriteItem, 25 a call, `concurrency` calls at once),
 * sending unprocessed ones again with backoff. Resolves when all are written; throws UnprocessedItemsError
 * (503) when some stay unprocessed, or DynamoDB's own error (a refusal of the whole call, after the SDK's
 * retries). Some batches may have been written before a throw: callers rely on puts and deletes repeating safely.
 */
export async function writeAll(requests: readonly WriteRequest[], options: BatchOptions = {}): Promise<void> {
  if (requests.length === 0) return;
  const table = config.tableName;
  const policy = { ...BATCH_RETRY, ...options.retry };
  await eachLimited(chunks(requests, MAX_BATCH_WRITE), options.concurrency ?? 4, (batch) =>
    untilProcessed('BatchWriteItem', batch, policy, async (pending) => {
      const out: BatchWriteCommandOutput = await documentClient.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      return (out.UnprocessedItems?.[table] ?? []) as WriteRequest[];
    }),
  );
}

/** The options of getAll: also a strongly consistent read, and summing the read capacity consumed. */
export interface GetAllOptions extends BatchOptions {
  consistentRead?: boolean;
  returnConsumedCapacity?: boolean;
}

/**
 * The items of `keys` in TABLE_NAME that exist, in no particular order (BatchGetItem, 100 keys a call,
 * duplicates read once, `concurrency` calls at once), unprocessed keys read again with backoff; with
 * `returnConsumedCapacity` also the read capacity units all calls consumed (else 0). Items come raw, as
 * stored (read them with the item codec's `recordOf`, table/item-codec.ts). Throws UnprocessedItemsError (503) when keys stay
 * unprocessed, or DynamoDB's own error.
 */
export async function getAll(keys: readonly ItemKey[], options: GetAllOptions = {}): Promise<{ items: Record<string, unknown>[]; consumedReadUnits: number }> {
  const table = config.tableName;
  const policy = { ...BATCH_RETRY, ...options.retry };
  const unique = [...new Map(keys.map((k) => [JSON.stringify(Object.entries(k).sort(([a], [b]) => a.localeCompare(b))), k])).values()];
  const items: Record<string, unknown>[] = [];
  let consumedReadUnits = 0;
  await eachLimited(chunks(unique, MAX_BATCH_GET), options.concurrency ?? 4, (batch) =>
    untilProcessed('BatchGetItem', batch, policy, async (pending) => {
      const out: BatchGetCommandOutput = await documentClient.send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: pending, ...(options.consistentRead ? { ConsistentRead: true } : {}) } },
          ...(options.returnConsumedCapacity ? { ReturnConsumedCapacity: 'TOTAL' as const } : {}),
        }),
      );
      items.push(...((out.Responses?.[table] ?? []) as Record<string, unknown>[]));
      consumedReadUnits += (out.ConsumedCapacity ?? []).reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
      return (out.UnprocessedKeys?.[table]?.Keys ?? []) as ItemKey[];
    }),
  );
  return { items, consumedReadUnits };
}
