/**
 * Shared fixtures of the handler tests: API Gateway events, stored items built by the entities
 * themselves (so they carry ElectroDB's identifiers), and the mocked AWS clients.
 */
import './env';
import { isDeepStrictEqual } from 'node:util';
import { BatchGetCommand, BatchWriteCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import type { Context } from 'aws-lambda';
import { safeParse } from 'zod/mini';
import { routeFor, type RouteHandlerName } from '../../lambdas/api/routes';
import { useTable } from '../../lambdas/table/entities';
import { AttachmentEntity, TenderEntity } from '../../lambdas/features/tenders/data/tender-entities';
import { ProfileEntity } from '../../lambdas/features/account/data/user-entities';
import { searchTextOf, type AttachmentItem, type TenderItem } from '../../lambdas/features/tenders/data/tenders';
import type { Profile } from '../../lambdas/features/account/domain/dto';
import type { HttpEvent } from '../../lambdas/api/http-handler';

export const ddb = mockClient(DynamoDBDocumentClient);
export const s3 = mockClient(S3Client);
export const sqs = mockClient(SQSClient);
export const secrets = mockClient(SecretsManagerClient);

/** The text of the list-cursor key secret in the handler tests (the cloud's is generated, 64 characters). */
export const CURSOR_SECRET = 'handler-tests-cursor-key-0123456789abcdefghijklmnopqrstuvwxyzABCD';

export function resetMocks(): void {
  ddb.reset();
  s3.reset();
  sqs.reset();
  secrets.reset();
  secrets.on(GetSecretValueCommand).resolves({ SecretString: CURSOR_SECRET });
  ddb.on(GetCommand).resolves({});
  // The word index of search: postings written around a tender's transaction.
  ddb.on(BatchWriteCommand).resolves({ UnprocessedItems: {} });
  ddb.on(DeleteCommand).resolves({});
  s3.on(CopyObjectCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
  // A tender's delete lists its files by prefix (kernel/files-under.ts): none unless a test stores some.
  s3.on(ListObjectsV2Command).resolves({ Contents: [], IsTruncated: false });
}

export const context = { awsRequestId: 'req-1', functionName: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

export const ids = {
  poster: '11111111-1111-4111-8111-111111111111',
  otherPoster: '22222222-2222-4222-8222-222222222222',
  geodesist: '33333333-3333-4333-8333-333333333333',
  admin: '44444444-4444-4444-8444-444444444444',
  tender: 'abcdef12-3456-4789-8abc-def123456789',
  attachment: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
};

type Caller = { sub: string; groups: string } | null;
export const callers = {
  poster: { sub: ids.poster, groups: '[tenderPoster]' },
  otherPoster: { sub: ids.otherPoster, groups: '[tenderPoster]' },
  geodesist: { sub: ids.geodesist, groups: '[geodesist]' },
  admin: { sub: ids.admin, groups: '[admin]' },
} satisfies Record<string, Caller>;

/** An HTTP API v2 event as API Gateway passes it after the JWT authorizer (claims flattened to strings). */
export function httpEvent(opts: { caller?: Caller; body?: unknown; rawBody?: string; query?: Record<string, string>; path?: Record<string, string> }): HttpEvent {
  return {
    version: '2.0',
    routeKey: 'ANY /test',
    rawPath: '/test',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    queryStringParameters: opts.query,
    pathParameters: opts.path,
    requestContext: {
      accountId: '1',
      apiId: 'api',
      domainName: 'x',
      domainPrefix: 'x',
      http: { method: 'GET', path: '/test', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: 'request-1',
      routeKey: 'ANY /test',
      stage: '$default',
      time: '',
      timeEpoch: 0,
      ...(opts.caller ? { authorizer: { jwt: { claims: { sub: opts.caller.sub, 'cognito:groups': opts.caller.groups, client_id: 'web-client-id' }, scopes: null } } } : {}),
    },
  } as HttpEvent;
}

/**
 * Calls a handler and returns status and parsed JSON body. A 2xx body must match the response schema
 * of the handler's route (httpHandler's `routeName`) exactly; a mismatch throws, failing the test.
 */
export async function call(handler: ((e: HttpEvent, c: Context) => Promise<unknown>) & { routeName: RouteHandlerName }, event: HttpEvent) {
  const res = (await handler(event, context)) as { statusCode: number; body: string };
  const body = JSON.parse(res.body) as any;
  if (res.statusCode >= 200 && res.statusCode < 300) expectRouteResponse(handler.routeName, body);
  return { status: res.statusCode, body };
}

/**
 * Throws when `body` does not match the response schema of the route `routeName` (naming zod's issues),
 * or when parsing changes it: a field the schema does not declare (the OpenAPI document forbids it), or a
 * missing one the schema fills with a default.
 */
export function expectRouteResponse(routeName: RouteHandlerName, body: unknown): void {
  const result = safeParse(routeFor(routeName).response, body);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `  ${i.path.join('.') || '(body)'}: ${i.message}`).join('\n');
    throw new Error(`The ${routeName} answer does not match its route's response schema:\n${issues}`);
  }
  if (!isDeepStrictEqual(result.data, body)) {
    throw new Error(
      `The ${routeName} answer has fields its route's response schema does not declare (or lacks defaulted ones):\n  sent:     ${JSON.stringify(body)}\n  declared: ${JSON.stringify(result.data)}`,
    );
  }
}

export function profile(overrides: Partial<Profile> & Pick<Profile, 'userId' | 'role'>): Profile {
  return {
    email: `${overrides.role}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: null,
    phone: null,
    approvalStatus: 'approved',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The stored item of a profile, with its keys. */
export function profileItem(p: Profile): Record<string, unknown> {
  useTable();
  return ProfileEntity.create({ ...p, company: p.company ?? undefined, phone: p.phone ?? undefined }).params().Item;
}

export function tender(overrides: Partial<TenderItem> = {}): TenderItem {
  const base = {
    tenderId: ids.tender,
    title: 'Boundary survey',
    description: 'Survey of a parcel boundary',
    expiryDate: '2099-01-01T00:00:00.000Z',
    status: 'Open' as const,
    creatorId: ids.poster,
    location: 'Not specified',
    budgetCents: 0,
    viewCount: 3,
    bidCount: 0,
    attachmentsCount: 1,
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
  return { ...base, searchText: searchTextOf(base) };
}

export function tenderItem(t: TenderItem): Record<string, unknown> {
  useTable();
  return TenderEntity.create(t).params().Item;
}

export function attachment(overrides: Partial<AttachmentItem> = {}): AttachmentItem {
  return {
    tenderId: ids.tender,
    attachmentId: ids.attachment,
    filename: 'site-plan.pdf',
    contentType: 'application/pdf',
    size: 1234,
    s3Key: `tenders/${ids.tender}/${ids.attachment}/site-plan.pdf`,
    createdAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}

export function attachmentItem(a: AttachmentItem): Record<string, unknown> {
  useTable();
  return AttachmentEntity.create(a).params().Item;
}

/** Answers GetItem of profiles by user id from the given profiles. */
export function storeProfiles(...profiles: Profile[]): void {
  for (const p of profiles) {
    const item = profileItem(p);
    ddb.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).resolves({ Item: item });
  }
}

/** Cognito's attribute list of `values`, in their order: `{ email: 'a@b' }` gives `[{ Name: 'email', Value: 'a@b' }]`. */
export function poolAttributes(values: Record<string, string>): { Name: string; Value: string }[] {
  return Object.entries(values).map(([Name, Value]) => ({ Name, Value }));
}

/** A confirmed pool user as AdminGetUser answers: user name and `sub` attribute `sub`, then `attributes`. */
export function confirmedPoolUser(sub: string, attributes: Record<string, string>) {
  return { Username: sub, UserStatus: 'CONFIRMED' as const, UserAttributes: poolAttributes({ sub, ...attributes }) };
}

/**
 * A mocked call that counts how many calls run at once: `answer` is what each call resolves with after
 * `delayMs`; `most()` is the largest number seen running together.
 */
export function concurrencyProbe<T>(answer: T, delayMs: number): { call: () => Promise<T>; most: () => number } {
  let running = 0;
  let most = 0;
  return {
    call: async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      running--;
      return answer;
    },
    most: () => most,
  };
}

/** The first bytes of a PDF: what a staged attachment holds in the tender tests. */
export const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);

/**
 * The set-up of the tender create and edit tests: fresh mocks, staged files that are 2 KB PDFs, transactions that
 * succeed, no bids to read, and a poster, a geodesist and an admin stored.
 */
export function mockTenderWrites(): void {
  resetMocks();
  ddb.on(BatchGetCommand).resolves({ Responses: { 'geotender-test': [] }, UnprocessedKeys: {} });
  s3.on(HeadObjectCommand).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
  s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => PDF_BYTES } } as never);
  ddb.on(TransactWriteCommand).resolves({});
  storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }), profile({ userId: ids.geodesist, role: 'geodesist' }), profile({ userId: ids.admin, role: 'admin' }));
}
