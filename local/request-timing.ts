/**
 * Where the local HTTP API's time goes, per request (issue 23, 8): the gateway records, for each request it
 * answers, its whole time in this process, the JWT check, the handler invocation (the request pipeline and
 * the handler) and, inside that, the time DynamoDB calls were in flight. Off unless a `RequestTimings` is
 * passed to the gateway (`startLocalCloud({ requestTimings })`), so `npm start` pays nothing for it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
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
  /** The handler invocation: request pipeline, handler code and its DynamoDB calls. */
  handlerMs: number;
  /** Wall time with at least one DynamoDB call in flight (parallel calls count once). */
  dynamoMs: number;
  dynamoCalls: number;
}

/** The in-flight bookkeeping of one request's DynamoDB calls. */
interface Span {
  inFlight: number;
  since: number;
  dynamoMs: number;
  dynamoCalls: number;
}

const current = new AsyncLocalStorage<Span>();

/** Collects `RequestTiming`s; `take()` hands them over and starts a new list. */
export class RequestTimings {
  private records: RequestTiming[] = [];

  /** Runs `fn` (one request's handler invocation) with its DynamoDB calls counted; resolves with fn's result and the DynamoDB figures. */
  async measure<T>(fn: () => Promise<T>): Promise<{ result: T; dynamoMs: number; dynamoCalls: number; handlerMs: number }> {
    const span: Span = { inFlight: 0, since: 0, dynamoMs: 0, dynamoCalls: 0 };
    const t0 = performance.now();
    const result = await current.run(span, fn);
    return { result, dynamoMs: span.dynamoMs, dynamoCalls: span.dynamoCalls, handlerMs: performance.now() - t0 };
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
 * Adds a middleware to `client` that counts each call's wall time (marshalling, HTTP and unmarshalling) to
 * the request being measured, if any. Calls outside a measured request are not counted.
 */
export function timeDynamoDbCalls(client: Pick<DynamoDBDocumentClient, 'middlewareStack'>): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      const span = current.getStore();
      if (!span) return next(args);
      span.dynamoCalls++;
      if (span.inFlight++ === 0) span.since = performance.now();
      try {
        return await next(args);
      } finally {
        if (--span.inFlight === 0) span.dynamoMs += performance.now() - span.since;
      }
    },
    { step: 'initialize', name: 'localRequestTiming' },
  );
}
