/**
 * Builders of the event and context objects Lambda hands to handlers: API Gateway HTTP API payload 2.0,
 * API Gateway WebSocket, SQS batches; and the module loader that imports a handler by its path under
 * lambdas/ (the same entries the stack bundles).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context, SQSEvent } from 'aws-lambda';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyHandler = (event: any, context: Context) => Promise<any>;

const lambdasDir = join(import.meta.dirname, '..', '..', 'lambdas');
const loaded = new Map<string, Promise<AnyHandler>>();

/** Imports `lambdas/<entry>.ts` once and returns its `handler`. */
export function loadHandler(entry: string): Promise<AnyHandler> {
  let handler = loaded.get(entry);
  if (!handler) {
    handler = import(pathToFileURL(join(lambdasDir, `${entry}.ts`)).href).then((m: { handler?: AnyHandler }) => {
      if (typeof m.handler !== 'function') throw new Error(`lambdas/${entry}.ts exports no handler`);
      return m.handler;
    });
    handler.catch(() => loaded.delete(entry));
    loaded.set(entry, handler);
  }
  return handler;
}

/** A Lambda context for one invocation of `functionName` with a `timeoutMs` budget. */
export function lambdaContext(functionName: string, timeoutMs = 29_000): Context {
  const deadline = Date.now() + timeoutMs;
  const awsRequestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * Claims as API Gateway's JWT authorizer hands them to the function: every value a string, arrays as
 * `[a b]` (e.g. `cognito:groups`), numbers such as `exp` as decimal strings.
 */
export function authorizerClaims(claims: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(claims).map(([name, value]) => [name, Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)]),
  );
}

/** An HTTP API (payload format 2.0) event for a matched route, with the JWT authorizer's claims when present. */
export function httpApiEvent(input: {
  req: IncomingMessage;
  url: URL;
  routeKey: string;
  pathParameters: Record<string, string>;
  body: string;
  claims?: Record<string, unknown>;
  scopes?: string[];
}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { req, url } = input;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const cookies = headers.cookie?.split(/;\s*/).filter(Boolean);
  const now = Date.now();
  const event = {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(input.pathParameters).length ? input.pathParameters : undefined,
    body: input.body || undefined,
    isBase64Encoded: false,
    stageVariables: undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: { method: req.method ?? 'GET', path: url.pathname, protocol: 'HTTP/1.1', sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey: input.routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
      // Public routes have no authorizer at all, as on API Gateway.
      ...(input.claims ? { authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: authorizerClaims(input.claims), scopes: input.scopes?.length ? input.scopes : null } } } : {}),
    },
  };
  return event as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** A WebSocket API event for `$connect` / `$disconnect`. */
export function webSocketEvent(routeKey: '$connect' | '$disconnect', connectionId: string, query: Record<string, string>, headers: Record<string, string>) {
  const now = Date.now();
  return {
    headers,
    multiValueHeaders: undefined,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    isBase64Encoded: false,
    requestContext: {
      routeKey,
      eventType: routeKey === '$connect' ? 'CONNECT' : 'DISCONNECT',
      extendedRequestId: randomUUID(),
      requestTimeEpoch: now,
      messageDirection: 'IN',
      stage: 'live',
      connectedAt: now,
      requestId: randomUUID(),
      domainName: 'localhost',
      connectionId,
      apiId: 'local',
    },
  };
}

/** An SQS batch event as Lambda's event source mapping delivers it. */
export function sqsEvent(
  queueArn: string,
  region: string,
  messages: {
    MessageId?: string;
    ReceiptHandle?: string;
    Body?: string;
    Attributes?: Record<string, string>;
    MD5OfBody?: string;
    MessageAttributes?: Record<string, { DataType?: string; StringValue?: string }>;
  }[],
): SQSEvent {
  return {
    Records: messages.map((m) => ({
      messageId: m.MessageId ?? randomUUID(),
      receiptHandle: m.ReceiptHandle ?? '',
      body: m.Body ?? '',
      attributes: {
        ApproximateReceiveCount: m.Attributes?.ApproximateReceiveCount ?? '1',
        SentTimestamp: m.Attributes?.SentTimestamp ?? String(Date.now()),
        SenderId: m.Attributes?.SenderId ?? 'local',
        ApproximateFirstReceiveTimestamp: m.Attributes?.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      },
      messageAttributes: Object.fromEntries(
        Object.entries(m.MessageAttributes ?? {}).map(([k, v]) => [k, { dataType: v.DataType ?? 'String', stringValue: v.StringValue, stringListValues: [], binaryListValues: [] }]),
      ),
      md5OfBody: m.MD5OfBody ?? '',
      eventSource: 'aws:sqs',
      eventSourceARN: queueArn,
      awsRegion: region,
    })),
  };
}
