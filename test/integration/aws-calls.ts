/**
 * Records every AWS SDK call the Lambda functions make while the integration tests run against the local
 * cloud, as the IAM action(s) and symbolic resource each call needs (the form of test/stack/grants.ts), so
 * the recorded calls can be compared with the grants in the synthesized templates (grants.test.ts).
 *
 * The recorder runs in the process that runs the local cloud (the integration project's globalSetup): it
 * wraps `Client.prototype.send` of `@smithy/core/client`, which every SDK v3 client (the lib-dynamodb
 * DocumentClient included) inherits, and reads the function key from the invocation context the local
 * cloud runs each handler in (local/invocation-context.ts). Calls outside any invocation (seeding, emulator
 * setup, queue polling by the event source) are not recorded. Presigned URLs and POSTs make no call, but
 * S3 checks the signer's rights when they are used, so they are recorded too: the S3 presigner's `presign`
 * (getSignedUrl) and the POST policy a presigned POST encodes (see `recordPresignedPosts`).
 *
 * Resources: `table`, `table/index/<name>`; `files/<key>` and `files?prefix=<prefix>` (ListBucket of the keys under a prefix); `queue:email`,
 * `queue:events`, `queue:email-dlq`, `queue:events-dlq`; `userpool`; `ses:identity/<address>`, `*`; `realtime:@connections/<id>`; `secret:cursor-key`. An unknown
 * command is recorded as `<service>:<Command>` on `?`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { Client as EsmClient } from '@smithy/core/client';
import { S3RequestPresigner as EsmPresigner } from '@aws-sdk/s3-request-presigner';
import { currentFunctionKey, onInvocation } from '../../local/invocation-context';

/** One AWS call of a function as the permission it needs. */
export interface AwsCall {
  functionKey: string;
  action: string;
  resource: string;
}

interface Permission {
  action: string;
  resource: string;
}

type Input = Record<string, any>;

const calls = new Map<string, AwsCall>();
/** Invocations by function key, whether or not they made a call. */
const invocations = new Map<string, number>();
let recording = false;
let stopListening: (() => void) | undefined;
const PATCHED: string = '__geotenderAwsCallsPatched';

/** lib-dynamodb's command names to DynamoDB's. */
const DOCUMENT_COMMANDS: Record<string, string> = {
  Get: 'GetItem',
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  BatchGet: 'BatchGetItem',
  BatchWrite: 'BatchWriteItem',
  TransactGet: 'TransactGetItems',
  TransactWrite: 'TransactWriteItems',
};

/** Services by the SDK client's class name. */
const SERVICES: Record<string, string> = {
  DynamoDBClient: 'dynamodb',
  DynamoDBDocumentClient: 'dynamodb',
  S3Client: 's3',
  SQSClient: 'sqs',
  CognitoIdentityProviderClient: 'cognito-idp',
  SESv2Client: 'ses',
  ApiGatewayManagementApiClient: 'execute-api',
  SecretsManagerClient: 'secretsmanager',
};

function tableOf(name: unknown): string {
  return name === process.env.TABLE_NAME ? 'table' : `table:${String(name)}`;
}

function objectOf(bucket: unknown, key: unknown): string {
  return bucket === process.env.FILES_BUCKET ? `files/${String(key)}` : `bucket:${String(bucket)}/${String(key)}`;
}

function bucketOf(bucket: unknown): string {
  return bucket === process.env.FILES_BUCKET ? 'files' : `bucket:${String(bucket)}`;
}

/** The dead-letter queues of DEAD_LETTER_QUEUES by URL: `queue:email-dlq`, `queue:events-dlq`. */
function deadLetterQueueOf(url: unknown): string | undefined {
  const queues = JSON.parse(process.env.DEAD_LETTER_QUEUES ?? '{}') as Record<string, { url: string }>;
  const name = Object.entries(queues).find(([, q]) => q.url === url)?.[0];
  return name ? `queue:${name}-dlq` : undefined;
}

/** The queues by the variable holding their URL, and the name the grants test knows them by. */
const QUEUES = { EMAIL_QUEUE_URL: 'email', EVENTS_QUEUE_URL: 'events', DATA_EXPORT_QUEUE_URL: 'data-exports', DELIVERY_CHECK_QUEUE_URL: 'delivery-checks' };
function queueOf(url: unknown): string {
  const named = Object.entries(QUEUES).find(([variable]) => url === process.env[variable]);
  return named ? `queue:${named[1]}` : (deadLetterQueueOf(url) ?? `queue:${String(url).split('/').at(-1)}`);
}

/** A queue named by its ARN (message move tasks): the queue whose URL ends with the ARN's name. */
function queueOfArn(arn: unknown): string {
  const name = String(arn).split(':').at(-1);
  const queues = JSON.parse(process.env.DEAD_LETTER_QUEUES ?? '{}') as Record<string, { url: string }>;
  const dlq = Object.entries(queues).find(([, q]) => q.url.split('/').at(-1) === name)?.[0];
  return dlq ? `queue:${dlq}-dlq` : `queue:${name}`;
}

function userPoolOf(id: unknown): string {
  return id === process.env.USER_POOL_ID ? 'userpool' : `userpool:${String(id)}`;
}

/** The address of `Name <a@b>` or `a@b`. */
function addressOf(from: unknown): string {
  const text = String(from ?? '');
  return /<([^>]+)>/.exec(text)?.[1] ?? text;
}

function dynamodb(command: string, input: Input): Permission[] {
  const name = DOCUMENT_COMMANDS[command] ?? command;
  const action = `dynamodb:${name}`;
  switch (name) {
    case 'Query':
    case 'Scan':
      return [{ action, resource: input.IndexName ? `${tableOf(input.TableName)}/index/${input.IndexName}` : tableOf(input.TableName) }];
    case 'BatchGetItem':
    case 'BatchWriteItem':
      return Object.keys(input.RequestItems ?? {}).map((table) => ({ action, resource: tableOf(table) }));
    case 'TransactWriteItems': {
      const kinds: Record<string, string> = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem' };
      return ((input.TransactItems ?? []) as Input[]).flatMap((item) =>
        Object.entries(kinds)
          .filter(([kind]) => item[kind])
          .map(([kind, itemAction]) => ({ action: `dynamodb:${itemAction}`, resource: tableOf(item[kind].TableName) })),
      );
    }
    case 'TransactGetItems':
      return ((input.TransactItems ?? []) as Input[]).map((item) => ({ action: 'dynamodb:GetItem', resource: tableOf(item.Get?.TableName) }));
    default:
      return [{ action, resource: input.TableName ? tableOf(input.TableName) : '?' }];
  }
}

function s3(command: string, input: Input): Permission[] {
  switch (command) {
    case 'GetObject':
    case 'HeadObject':
      return [{ action: 's3:GetObject', resource: objectOf(input.Bucket, input.Key) }];
    case 'PutObject':
    case 'DeleteObject':
      return [{ action: `s3:${command}`, resource: objectOf(input.Bucket, input.Key) }];
    case 'CopyObject': {
      const source = decodeURIComponent(String(input.CopySource ?? ''))
        .replace(/^\//, '')
        .replace(/\?versionId=.*$/, '');
      const slash = source.indexOf('/');
      return [
        { action: 's3:GetObject', resource: objectOf(source.slice(0, slash), source.slice(slash + 1)) },
        { action: 's3:PutObject', resource: objectOf(input.Bucket, input.Key) },
      ];
    }
    case 'DeleteObjects':
      return ((input.Delete?.Objects ?? []) as Input[]).map((o) => ({ action: 's3:DeleteObject', resource: objectOf(input.Bucket, o.Key) }));
    case 'ListObjectsV2':
    case 'ListObjects':
      return [{ action: 's3:ListBucket', resource: `${bucketOf(input.Bucket)}?prefix=${String(input.Prefix ?? '')}` }];
    default:
      return [{ action: `s3:${command}`, resource: '?' }];
  }
}

function sqs(command: string, input: Input): Permission[] {
  const action =
    command === 'SendMessageBatch'
      ? 'sqs:SendMessage'
      : command === 'DeleteMessageBatch'
        ? 'sqs:DeleteMessage'
        : command === 'ChangeMessageVisibilityBatch'
          ? 'sqs:ChangeMessageVisibility'
          : `sqs:${command}`;
  if (input.SourceArn) return [{ action, resource: queueOfArn(input.SourceArn) }];
  return [{ action, resource: input.QueueUrl ? queueOf(input.QueueUrl) : '?' }];
}

function ses(command: string, input: Input): Permission[] {
  if (command === 'SendEmail') return [{ action: 'ses:SendEmail', resource: `ses:identity/${addressOf(input.FromEmailAddress)}` }];
  if (command === 'GetAccount') return [{ action: 'ses:GetAccount', resource: '*' }];
  return [{ action: `ses:${command}`, resource: '?' }];
}

function executeApi(command: string, input: Input): Permission[] {
  if (['PostToConnection', 'DeleteConnection', 'GetConnection'].includes(command)) {
    return [{ action: 'execute-api:ManageConnections', resource: `realtime:@connections/${String(input.ConnectionId)}` }];
  }
  return [{ action: `execute-api:${command}`, resource: '?' }];
}

/** The permissions one SDK command needs. */
export function permissionsOf(clientName: string, commandName: string, input: Input = {}): Permission[] {
  const command = commandName.replace(/Command$/, '');
  const service = SERVICES[clientName];
  switch (service) {
    case 'dynamodb':
      return dynamodb(command, input);
    case 's3':
      return s3(command, input);
    case 'sqs':
      return sqs(command, input);
    case 'cognito-idp':
      return [{ action: `cognito-idp:${command}`, resource: input.UserPoolId ? userPoolOf(input.UserPoolId) : '?' }];
    case 'ses':
      return ses(command, input);
    case 'execute-api':
      return executeApi(command, input);
    case 'secretsmanager':
      return [{ action: `secretsmanager:${command}`, resource: input.SecretId === process.env.CURSOR_KEY_SECRET ? 'secret:cursor-key' : `secret:${String(input.SecretId)}` }];
    default:
      return [{ action: `${clientName.replace(/Client$/, '').toLowerCase()}:${command}`, resource: '?' }];
  }
}

function record(permissions: Permission[]): void {
  if (!recording) return;
  const functionKey = currentFunctionKey();
  if (!functionKey) return;
  for (const { action, resource } of permissions) {
    const id = `${functionKey}\u0000${action}\u0000${resource}`;
    if (!calls.has(id)) calls.set(id, { functionKey, action, resource });
  }
}

/** The bucket and key an S3 request addresses, path-style (`/bucket/key`) or virtual-hosted. */
function objectOfRequest(request: { hostname?: string; path?: string }): string {
  const path = (request.path ?? '/').replace(/^\//, '');
  const bucket = process.env.FILES_BUCKET ?? '';
  const hosted = (request.hostname ?? '').startsWith(`${bucket}.`);
  const [first, ...rest] = path.split('/');
  const [b, key] = hosted ? [bucket, path] : [decodeURIComponent(first ?? ''), rest.join('/')];
  return objectOf(b, key.split('/').map(decodeURIComponent).join('/'));
}

const PRESIGNED_ACTIONS: Record<string, string> = { GET: 's3:GetObject', HEAD: 's3:GetObject', PUT: 's3:PutObject', DELETE: 's3:DeleteObject' };

type AnyClass = { prototype: any };

/** Wraps `send` of one copy of the smithy Client class (idempotent). */
function patchClient(Client: AnyClass): void {
  const proto = Client.prototype;
  if (proto[PATCHED]) return;
  const send = proto.send;
  proto.send = function patchedSend(this: { constructor: { name: string }; config?: Input }, command: { constructor: { name: string }; input?: Input }, ...rest: unknown[]) {
    try {
      const clientName = this.constructor.name;
      if (SERVICES[clientName] === 's3') recordPresignedPosts(this);
      record(permissionsOf(clientName, command.constructor.name, command.input ?? {}));
    } catch (error) {
      console.warn('[aws-calls] could not record a call:', (error as Error).message);
    }
    return send.call(this, command, ...rest);
  };
  proto[PATCHED] = true;
}

/** Wraps `presign` of one copy of the S3 presigner (getSignedUrl) (idempotent). */
function patchPresigner(Presigner: AnyClass): void {
  const proto = Presigner.prototype;
  if (proto[PATCHED]) return;
  const presign = proto.presign;
  proto.presign = function patchedPresign(this: unknown, request: { method?: string; hostname?: string; path?: string }, ...rest: unknown[]) {
    try {
      const method = (request.method ?? 'GET').toUpperCase();
      record([{ action: PRESIGNED_ACTIONS[method] ?? `s3:presigned-${method}`, resource: objectOfRequest(request) }]);
    } catch (error) {
      console.warn('[aws-calls] could not record a presigned URL:', (error as Error).message);
    }
    return presign.call(this, request, ...rest);
  };
  proto[PATCHED] = true;
}

/**
 * Records the presigned POSTs signed with `client` (an S3 client): createPresignedPost encodes its policy
 * through the client's `utf8Decoder`, and the policy names the bucket and the key (or key prefix) the POST
 * may write. Clients are instrumented when first seen sending; pass a client that may presign before it
 * ever sends (the functions' shared S3 client) explicitly.
 */
export function recordPresignedPosts(client: { config?: Input }): void {
  const config = client.config;
  if (!config || typeof config.utf8Decoder !== 'function' || config.utf8Decoder[PATCHED]) return;
  const decode = config.utf8Decoder as (input: string) => Uint8Array;
  const wrapped = (input: string) => {
    if (typeof input === 'string' && input.startsWith('{"expiration"')) {
      try {
        const policy = JSON.parse(input) as { conditions?: unknown[] };
        let bucket: unknown;
        let key: string | undefined;
        for (const c of policy.conditions ?? []) {
          if (Array.isArray(c) && c[0] === 'starts-with' && c[1] === '$key') key = `${String(c[2])}*`;
          else if (c && typeof c === 'object' && 'key' in c) key = String((c as { key: unknown }).key);
          else if (c && typeof c === 'object' && 'bucket' in c) bucket = (c as { bucket: unknown }).bucket;
        }
        if (key !== undefined) record([{ action: 's3:PutObject', resource: objectOf(bucket, key) }]);
      } catch (error) {
        console.warn('[aws-calls] could not record a presigned POST:', (error as Error).message);
      }
    }
    return decode(input);
  };
  (wrapped as unknown as Input)[PATCHED] = true;
  config.utf8Decoder = wrapped;
}

/** Installs the recorder in this process (both module formats of the SDK) and starts recording. */
export function startRecording(): void {
  patchClient(EsmClient as AnyClass);
  patchPresigner(EsmPresigner as AnyClass);
  const require = createRequire(import.meta.url);
  patchClient(require('@smithy/core/client').Client as AnyClass);
  patchPresigner(require('@aws-sdk/s3-request-presigner').S3RequestPresigner as AnyClass);
  stopListening ??= onInvocation((functionKey) => {
    if (recording) invocations.set(functionKey, (invocations.get(functionKey) ?? 0) + 1);
  });
  recording = true;
}

/** Stops recording (the patches stay, inert). */
export function stopRecording(): void {
  recording = false;
  stopListening?.();
  stopListening = undefined;
}

/** How often each function was invoked while recording, by function key. */
export function invokedFunctions(): Record<string, number> {
  return Object.fromEntries([...invocations].sort(([a], [b]) => a.localeCompare(b)));
}

/** The calls recorded so far, one per function, action and resource, sorted. */
export function recordedCalls(): AwsCall[] {
  return [...calls.values()].sort((a, b) => a.functionKey.localeCompare(b.functionKey) || a.action.localeCompare(b.action) || a.resource.localeCompare(b.resource));
}

/**
 * Writes the recorded calls as JSON to `file` (its folder created); next to it the invocations per function
 * (`<name>.invocations.json`) and, per function, the sorted `action resource-pattern` lines
 * (`<name>.summary.txt`, see `summarizeCalls`).
 */
export function writeRecordedCalls(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const recorded = recordedCalls();
  writeFileSync(file, `${JSON.stringify(recorded, null, 2)}\n`);
  writeFileSync(file.replace(/(\.json)?$/, '.invocations.json'), `${JSON.stringify(invokedFunctions(), null, 2)}\n`);
  writeFileSync(file.replace(/(\.json)?$/, '.summary.txt'), summarizeCalls(recorded));
}

/** Per function key, its calls' unique `action resource-pattern` (resourcePattern), sorted: one line each. */
export function summarizeCalls(list: readonly AwsCall[]): string {
  const byFunction = new Map<string, Set<string>>();
  for (const c of list) {
    const set = byFunction.get(c.functionKey) ?? new Set<string>();
    set.add(`${c.action} ${resourcePattern(c.resource)}`);
    byFunction.set(c.functionKey, set);
  }
  return [...byFunction.keys()]
    .sort()
    .map((key) => `${key}: ${[...byFunction.get(key)!].sort().join(', ')}\n`)
    .join('');
}

/**
 * Serves the recorded calls to the test files (they run in other processes) on 127.0.0.1: `GET /calls`
 * answers `recordedCalls()`, `GET /invocations` `invokedFunctions()`; `POST /invoke/<name>` runs one of `invoke` (e.g. a scheduled function) with the
 * request's JSON body and answers its result. Resolves with the base URL and the server.
 */
export async function serveRecordedCalls(invoke: Record<string, (body: unknown) => Promise<unknown>> = {}): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    try {
      if (req.method === 'GET' && path === '/calls') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(recordedCalls()));
        return;
      }
      if (req.method === 'GET' && path === '/invocations') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(invokedFunctions()));
        return;
      }
      const run = req.method === 'POST' && path.startsWith('/invoke/') ? invoke[decodeURIComponent(path.slice('/invoke/'.length))] : undefined;
      if (run) {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const text = Buffer.concat(chunks).toString('utf8');
        const result = await run(text ? JSON.parse(text) : undefined);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null));
        return;
      }
      res.writeHead(404).end();
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: (error as Error).message }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.unref();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The calls recorded so far, read from the server of `serveRecordedCalls` (for test files). */
export async function fetchRecordedCalls(url: string): Promise<AwsCall[]> {
  const res = await fetch(`${url}/calls`);
  if (!res.ok) throw new Error(`recorded calls: HTTP ${res.status}`);
  return (await res.json()) as AwsCall[];
}

/** The invocations per function so far, read from the server of `serveRecordedCalls` (for test files). */
export async function fetchInvokedFunctions(url: string): Promise<Record<string, number>> {
  const res = await fetch(`${url}/invocations`);
  if (!res.ok) throw new Error(`invocations: HTTP ${res.status}`);
  return (await res.json()) as Record<string, number>;
}

/** Runs a function the server of `serveRecordedCalls` offers (e.g. `contact-digest`), for test files. */
export async function invokeFunction(url: string, name: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${url}/invoke/${encodeURIComponent(name)}`, {
    method: 'POST',
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`invoke ${name}: HTTP ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * A resource with concrete keys and ids made a pattern: `files/<top>/<...>` to `files/<top>/*`, `files?prefix=<top>/<...>` to `files?prefix=<top>/*`,
 * `realtime:@connections/<id>` to `realtime:@connections/*`; others as they are.
 */
export function resourcePattern(resource: string): string {
  const file = /^files\/([^/]+)\/.+$/.exec(resource);
  if (file) return `files/${file[1]}/*`;
  const listing = /^files\?prefix=([^/]+)\/.+$/.exec(resource);
  if (listing) return `files?prefix=${listing[1]}/*`;
  if (resource.startsWith('realtime:@connections/')) return 'realtime:@connections/*';
  return resource;
}
