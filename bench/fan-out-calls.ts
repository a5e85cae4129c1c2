/**
 * Where the announcement's time goes: every AWS call the notification worker makes, by the part
 * of the fan-out it serves (reading the geodesist pages, reading each page's profiles and preferences, writing in-app records,
 * realtime pushes, e-mail enqueueing, queueing the page messages), with its count, its summed duration (ms)
 * and the DynamoDB capacity it consumed. Calls run in parallel, so the summed durations add up to more than
 * the wall time: they say which part is busiest, not how long the user waits. Also notes the in-app records
 * of one type as they are written, so the bench sees when the last one is there.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { currentFunctionKey } from '../local/invocation-context';

export type FanOutPart = 'geodesist pages' | 'recipient profiles' | 'preferences' | 'in-app records' | 'realtime pushes' | 'e-mail enqueueing' | 'page messages' | 'other';

export interface PartFigures {
  calls: number;
  ms: number;
  writeUnits: number;
  readUnits: number;
}

type Input = Record<string, unknown> & { RequestItems?: Record<string, unknown>; IndexName?: string; QueueUrl?: string };

const WRITES = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

/** The part of the fan-out a DynamoDB call serves, told by its command and the entity names in its keys. */
function partOfTableCall(command: string, input: Input): FanOutPart {
  const text = JSON.stringify(input);
  if (command.startsWith('Query') && text.includes('$geotender#role_geodesist')) return 'geodesist pages';
  if (text.includes('$notificationpreferences_')) return 'preferences';
  if (text.includes('$profile_')) return 'recipient profiles';
  if (text.includes('$connection_')) return 'realtime pushes';
  if (text.includes('$notification_')) return 'in-app records';
  return 'other';
}

/**
 * Records the notification worker's calls on the three clients (only calls made inside a notification-worker
 * invocation of the local cloud count). `writtenOf(referenceId)` is the number of distinct in-app records of
 * type `type` about that reference written so far and when the last of them was (performance.now() ms).
 */
export function recordFanOutCalls(clients: { table: DynamoDBDocumentClient; sqs: SQSClient; realtime: ApiGatewayManagementApiClient }, emailQueueUrl: () => string, type: string) {
  const parts = new Map<FanOutPart, PartFigures>();
  const written = new Map<string, { keys: Set<string>; lastAt: number }>();
  let only: string | undefined = 'notification-worker';
  const add = (part: FanOutPart, ms: number, units: number, write: boolean) => {
    const p = parts.get(part) ?? { calls: 0, ms: 0, writeUnits: 0, readUnits: 0 };
    p.calls += 1;
    p.ms += ms;
    if (write) p.writeUnits += units;
    else p.readUnits += units;
    parts.set(part, p);
  };
  // The middleware may see an item before or after the document client marshals it ({ S: '…' }).
  const text = (v: unknown) => (typeof v === 'object' && v !== null && 'S' in v ? (v as { S: unknown }).S : v);
  const noteWrites = (input: Input, output: { UnprocessedItems?: Record<string, { PutRequest?: { Item?: Record<string, unknown> } }[]> }) => {
    const unprocessed = new Set(Object.values(output.UnprocessedItems ?? {}).flatMap((rs) => rs.map((r) => JSON.stringify([text(r.PutRequest?.Item?.pk), text(r.PutRequest?.Item?.sk)]))));
    for (const requests of Object.values(input.RequestItems ?? {}) as { PutRequest?: { Item?: Record<string, unknown> } }[][]) {
      for (const r of requests) {
        const item = r.PutRequest?.Item;
        const referenceId = text(item?.referenceId);
        if (!item || text(item.type) !== type || typeof referenceId !== 'string') continue;
        const key = JSON.stringify([text(item.pk), text(item.sk)]);
        if (unprocessed.has(key)) continue;
        const entry = written.get(referenceId) ?? { keys: new Set<string>(), lastAt: 0 };
        entry.keys.add(key);
        entry.lastAt = performance.now();
        written.set(referenceId, entry);
      }
    }
  };
  const counted = () => only === undefined || currentFunctionKey() === only;

  clients.table.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Input;
      const command = String(context.commandName).replace(/Command$/, '');
      if (!counted()) return next(args);
      input.ReturnConsumedCapacity = 'TOTAL';
      const t0 = performance.now();
      const out = await next(args);
      const consumed = ([] as { CapacityUnits?: number }[]).concat(((out.output as { ConsumedCapacity?: unknown }).ConsumedCapacity as never) ?? []);
      add(
        partOfTableCall(command, input),
        performance.now() - t0,
        consumed.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0),
        WRITES.test(command),
      );
      if (command.startsWith('BatchWrite')) noteWrites(input, out.output as never);
      // An event's in-app records are conditional Puts, up to 100 a transaction (a repeat writes none).
      else if (command.startsWith('TransactWrite'))
        noteWrites({ RequestItems: { table: ((input.TransactItems ?? []) as { Put?: { Item?: Record<string, unknown> } }[]).map((t) => ({ PutRequest: { Item: t.Put?.Item } })) } }, {});
      return out;
    },
    { step: 'initialize', name: 'benchFanOutCalls' },
  );
  clients.sqs.middlewareStack.add(
    (next) => async (args) => {
      if (!counted()) return next(args);
      const t0 = performance.now();
      const out = await next(args);
      add((args.input as Input).QueueUrl === emailQueueUrl() ? 'e-mail enqueueing' : 'page messages', performance.now() - t0, 0, false);
      return out;
    },
    { step: 'initialize', name: 'benchFanOutCalls' },
  );
  clients.realtime.middlewareStack.add(
    (next) => async (args) => {
      if (!counted()) return next(args);
      const t0 = performance.now();
      try {
        return await next(args);
      } finally {
        add('realtime pushes', performance.now() - t0, 0, false);
      }
    },
    { step: 'initialize', name: 'benchFanOutCalls' },
  );

  return {
    /** Counts calls from every code path (`undefined`) or only from one function's invocations (the default: the notification worker). */
    countOnly(functionKey: string | undefined) {
      only = functionKey;
    },
    reset() {
      parts.clear();
    },
    parts: () => new Map(parts),
    writtenOf: (referenceId: string) => ({ count: written.get(referenceId)?.keys.size ?? 0, lastAt: written.get(referenceId)?.lastAt ?? 0 }),
  };
}
