/**
 * Where the local HTTP API's time goes, per request: the gateway records, for each request it
 * answers, its whole time in this process, the JWT check, the handler invocation (the request pipeline and
 * the handler) and, inside that, the time DynamoDB calls and SQS calls (events a request records) were in
 * flight. Off unless a `RequestTimings` is passed to the gateway (`startLocalCloud({ requestTimings })`) and
 * the clients are timed (`timeAwsCalls`), so `npm start` pays nothing for it. `npm run load` prints them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** One answered request; every time in ms. */
export interface RequestTiming {
  /** `GET /tenders/{tenderId}`: the route key. */
  route: string;
  method: string;
  status: number;
  /** From the request's headers having arrived to the answer handed to the socket. */
  serverMs: number;
  /** The JWT authorizer's check. */
  verifyMs: number;
  /** The handler invocation: request pipeline, handler code and its DynamoDB and SQS calls. */
  handlerMs: number;
  /** Wall time with at least one DynamoDB call in flight (parallel calls count once). */
  dynamoMs: number;
  dynamoCalls: number;
  /** Wall time with at least one SQS call in flight (an event or job sent by the request). */
  sqsMs: number;
  sqsCalls: number;
}

/** The services whose calls are timed. */
export type TimedService = 'dynamo' | 'sqs';

/** The in-flight bookkeeping of one request's calls to one service. */
interface Calls {
  inFlight: number;
  since: number;
  ms: number;
  count: number;
}

type Span = Record<TimedService, Calls>;

const noCalls = (): Calls => ({ inFlight: 0, since: 0, ms: 0, count: 0 });

const current = new AsyncLocalStorage<Span>();

/** Collects `RequestTiming`s; `take()` hands them over and starts a new list. */
export class RequestTimings {
  private records: RequestTiming[] = [];

  /** Runs `fn` (one request's handler invocation) with its DynamoDB and SQS calls counted; resolves with fn's result and their figures (ms). */
  async measure<T>(fn: () => Promise<T>): Promise<{ result: T; dynamoMs: number; dynamoCalls: number; sqsMs: number; sqsCalls: number; handlerMs: number }> {
    const span: Span = { dynamo: noCalls(), sqs: noCalls() };
    const t0 = performance.now();
    const result = await current.run(span, fn);
    const handlerMs = performance.now() - t0;
    return { result, dynamoMs: span.dynamo.ms, dynamoCalls: span.dynamo.count, sqsMs: span.sqs.ms, sqsCalls: span.sqs.count, handlerMs };
  }

  add(record: RequestTiming): void {
    this.records.push(record);
  }

  /** The records since the last call, oldest first. */
  take(): RequestTiming[] {
    const taken = this.records;
    this.records = [];
    return taken;
  }
}

/**
 * Adds a middleware to `client` (of `service`) that counts each call's wall time (marshalling, HTTP and
 * unmarshalling) to the request being measured, if any. Calls outside a measured request are not counted.
 */
export function timeAwsCalls(client: Pick<DynamoDBDocumentClient | SQSClient, 'middlewareStack'>, service: TimedService): void {
  // The middleware reads neither the input nor the output: one stack's type serves both clients.
  (client.middlewareStack as DynamoDBDocumentClient['middlewareStack']).add(
    (next) => async (args) => {
      const calls = current.getStore()?.[service];
      if (!calls) return next(args);
      calls.count++;
      if (calls.inFlight++ === 0) calls.since = performance.now();
      try {
        return await next(args);
      } finally {
        if (--calls.inFlight === 0) calls.ms += performance.now() - calls.since;
      }
    },
    { step: 'initialize', name: 'localRequestTiming' },
  );
}

/** `timeAwsCalls` for the DynamoDB document client. */
export function timeDynamoDbCalls(client: Pick<DynamoDBDocumentClient, 'middlewareStack'>): void {
  timeAwsCalls(client, 'dynamo');
}
