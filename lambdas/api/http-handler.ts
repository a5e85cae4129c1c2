/**
 * The one middleware stack of every HTTP route: correlation id, the token's
 * claims (401), path ids (404 unless canonical), parsing with the route's zod schemas (400),
 * authorization (403: role from the token's groups checked against the stored profile, approval and
 * rejection from the profile; 401 when an admin changed the role since the token was issued) and, at the same
 * time, the caller's request limit (429 with Retry-After, features/limits/write-limit.ts), opening the
 * sealed list cursor (400), then the handler's action, and sealing the answer's `nextCursor`; typed errors
 * become JSON error responses here and nowhere else.
 * Route facts (roles, schemas) come from the route table (lambdas/api/routes.ts), read through `#route-table`:
 * a route function's bundle narrows it to that function's own route (lib/route-bundle.ts).
 * The account repair is the one action before authorization; the handler that repairs (`GET /me`) passes it in,
 * so no other route's bundle loads account set-up and the Cognito client (HandlerOptions).
 */
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { config as zodConfig, safeParse } from 'zod/mini';
import { $ZodError, type $ZodType, type output } from 'zod/v4/core';
import { en } from 'zod/v4/locales';
import { routes } from '#route-table';
import { answerLanguage, inLanguage } from './answer-language';
import type { RouteDef } from './route-def';
import { getProfile } from '../features/account/data/profiles';
import type { Profile } from '../features/account/domain/dto';
import { roleFromGroups, type Role } from '../domain/roles';
import { ID_PATTERN } from '../domain/schemas';
import { userMessages } from '../features/account/domain/users';
import { tenderMessages } from '../features/tenders/domain/tender';
import { BadRequestError, ForbiddenError, HttpError, isConditionFailure, isThrottling, NotFoundError, ServiceUnavailableError, UnauthorizedError, type FieldErrors } from '../kernel/errors';
import { invalidCursor } from '../kernel/list-cursor';
import { logger } from '../kernel/logger';
import { limitRequests } from '../features/limits/write-limit';
import { cursorContext, cursorKey, openCursor, sealCursor } from '../kernel/sealed-cursor';
import { english } from '../domain/i18n/english';

// zod/mini has no messages of its own (every default is "Invalid input"); with the English locale a field
// without a spec message says what was expected, e.g. 'Invalid option: expected one of "approved"|"rejected"'.
zodConfig(en());

/** The API Gateway HTTP API (payload 2.0) event; `authorizer` is absent on public routes. */
export type HttpEvent = Omit<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'> & {
  requestContext: Omit<APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'], 'authorizer'> & {
    authorizer?: { jwt?: { claims?: Record<string, unknown>; scopes?: string[] | null } };
  };
};

/** The signed-in caller. `profile` is the stored profile (undefined when none exists yet). */
export interface Auth {
  userId: string;
  role: Role;
  email: string | undefined;
  profile: Profile | undefined;
  /** True when this request set up the account (a handler with `repairAccount`): the caller's token lacks the new group. */
  repaired?: boolean;
}

type Routes = (typeof routes)[number];
type RouteOf<H extends string> = Extract<Routes, { handler: H }>;
type SchemaOutput<S> = S extends $ZodType ? output<S> : undefined;
type BodyOf<H extends string> = RouteOf<H> extends { body: infer S } ? SchemaOutput<S> : undefined;
type QueryOf<H extends string> = RouteOf<H> extends { query: infer S } ? SchemaOutput<S> : undefined;
type AuthOf<H extends string> = RouteOf<H> extends { roles: 'public' } ? Auth | undefined : Auth;

export interface HttpRequest<H extends string> {
  body: BodyOf<H>;
  query: QueryOf<H>;
  /** Path parameters, each checked as an id. */
  params: Record<string, string>;
  auth: AuthOf<H>;
  event: HttpEvent;
}

/** What a handler adds to the pipeline besides its action. */
export interface HandlerOptions {
  /**
   * Sets up the account of the caller `sub` when its token has no role group or it has no profile, before
   * authorization: returns the role and profile, or undefined when there is nothing to set up (only `GET /me`:
   * it repairs what a failed PostConfirmation left undone, spec part 1, 4.2; features/account/account-setup.ts).
   */
  repairAccount?: (sub: string) => Promise<{ role: Role; profile: Profile } | undefined>;
}

const CREATED = Symbol('created');
/** A 201 answer: `return created(body)` from a handler. */
export function created<T>(body: T): { [CREATED]: true; body: T } {
  return { [CREATED]: true, body };
}

/** Messages for a caller whose account was deleted, disabled or given another role since the token was issued. */
export const accountMessages = {
  gone: english('error.account.gone'),
  disabled: english('error.account.disabled'),
  roleChanged: english('error.account.roleChanged'),
} as const;

/** The 404 of a path id that is not one of ours (not a lower-case UUID), by parameter name. */
export const pathIdMessages: Record<string, string> = {
  tenderId: tenderMessages.notFound,
  userId: userMessages.notFound,
  bidId: english('error.path.bidId'),
  attachmentId: english('error.path.attachmentId'),
  deliveryId: english('error.path.deliveryId'),
  fileId: english('error.path.fileId'),
  notificationId: english('error.path.notificationId'),
};

/** Messages for an account that may not use the API: a geodesist awaiting approval (spec part 1, 2.7), any rejected account (part 2, 4). */
export const approvalMessages = {
  pending: english('error.approval.pending'),
  rejected: english('error.approval.rejected'),
} as const;

/** Field messages of a zod error, by first path segment (`_` for the whole input), and the first message. */
export function zodFieldErrors(error: $ZodError): { message: string; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return { message: error.issues[0]?.message ?? english('error.http.invalidRequest'), fieldErrors };
}

function parseWith<S extends $ZodType | undefined>(schema: S, input: unknown): unknown {
  if (!schema) return undefined;
  const result = safeParse(schema, input);
  if (!result.success) {
    const { message, fieldErrors } = zodFieldErrors(result.error);
    throw new BadRequestError(message, fieldErrors);
  }
  return result.data;
}

/**
 * The request body: JSON, or an HTML form's fields (application/x-www-form-urlencoded, e.g. RFC 8058's one-click
 * unsubscribe) as an object of strings, the last of a repeated field winning. Throws 400 when JSON does not parse.
 */
function readBody(event: HttpEvent): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (/^application\/x-www-form-urlencoded\b/i.test(event.headers?.['content-type'] ?? '')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError(english('error.http.invalidJson'));
  }
}

/** The signed-in caller's id and claims, or none. Throws 401 on a non-public route without claims. */
function authenticate(route: RouteDef, event: HttpEvent): { sub: string; claims: Record<string, unknown> } | undefined {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const sub = typeof claims?.sub === 'string' ? claims.sub : undefined;
  if (claims && sub) return { sub, claims };
  if (route.roles === 'public') return undefined;
  throw new UnauthorizedError();
}

/**
 * What the caller may do: role from the groups claim, which must be the stored profile's (else 401: an
 * admin changed it since the token was issued), then the profile's state: deleted, disabled or rejected
 * (any role) and, for geodesists, awaiting approval are 403. Throws 401 or 403.
 */
async function authorize(route: RouteDef, caller: { sub: string; claims: Record<string, unknown> } | undefined, repairAccount: HandlerOptions['repairAccount']): Promise<Auth | undefined> {
  if (!caller) return undefined;
  const { sub, claims } = caller;
  const role = roleFromGroups(claims['cognito:groups']);
  if (route.roles === 'public') {
    return role ? { userId: sub, role, email: emailOf(claims), profile: undefined } : undefined;
  }
  if (repairAccount && !role) {
    const repaired = await repairAccount(sub);
    if (repaired) return { userId: sub, role: repaired.role, email: emailOf(claims) ?? repaired.profile.email, profile: repaired.profile, repaired: true };
  }
  if (!role) throw new ForbiddenError(english('error.http.noRole'));
  if (!route.roles.includes(role)) throw new ForbiddenError(english('error.http.roleNotAllowed'));
  let profile = await getProfile(sub);
  let repaired = false;
  let repairTried = false;
  if (!profile && repairAccount && role !== 'admin') {
    profile = (await repairAccount(sub))?.profile;
    repaired = !!profile;
    repairTried = true;
  }
  // A valid token of a user whose profile is gone (erased, deleted by an admin, or in the Cognito console) acts as
  // nobody: 401, so the app signs out; `GET /me` first tries the repair, which finds no Cognito user.
  if (!profile && (!repairAccount || repairTried)) throw new UnauthorizedError(accountMessages.gone);
  // An account whose erasure was accepted is gone for the API at once; the erasure finishes in queued work.
  if (profile?.erasingAt) throw new UnauthorizedError(accountMessages.gone);
  if (profile?.disabledAt) throw new ForbiddenError(accountMessages.disabled);
  // The token's groups are as old as the token: the stored role wins at once.
  if (profile && profile.role !== role) throw new UnauthorizedError(accountMessages.roleChanged);
  if (!route.allowUnapproved) {
    const status = profile?.approvalStatus ?? (role === 'geodesist' ? 'pending' : 'approved');
    if (status === 'rejected') throw new ForbiddenError(approvalMessages.rejected);
    if (role === 'geodesist' && status === 'pending') throw new ForbiddenError(approvalMessages.pending);
  }
  return { userId: sub, role, email: emailOf(claims) ?? profile?.email, profile, ...(repaired ? { repaired } : {}) };
}

function emailOf(claims: Record<string, unknown>): string | undefined {
  return typeof claims.email === 'string' ? claims.email : undefined;
}

function json(statusCode: number, body: unknown, headers?: Record<string, string>): APIGatewayProxyResultV2 {
  return { statusCode, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/** Maps any error to a JSON response: typed errors keep their status; DynamoDB throttling is 503; unknown ones are logged and become 500. */
export function errorResponse(error: unknown): APIGatewayProxyResultV2 {
  if (error instanceof HttpError) {
    logger.info('Request refused', { statusCode: error.statusCode, reason: error.message });
    return json(error.statusCode, { message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) }, error.headers);
  }
  if (error instanceof $ZodError) return json(400, zodFieldErrors(error));
  const name = (error as { name?: string } | undefined)?.name;
  // Only a list cursor gives DynamoDB a start key: one it refuses (outside the query's range) is a bad cursor.
  if (name === 'ValidationException' && /start(ing)? key/i.test(String((error as Error).message))) return errorResponse(invalidCursor());
  if (name === 'ElectroValidationError' || name === 'ElectroUserValidationError' || name === 'ElectroAttributeValidationError') {
    logger.info('Invalid item', { error });
    return json(400, { message: (error as Error).message.split(' - For more detail')[0] });
  }
  // DynamoDB refusing for load after the SDK's retries: nothing was written; 503 'try again'.
  if (isThrottling(error)) {
    logger.warn('Throttled', { error });
    return errorResponse(new ServiceUnavailableError());
  }
  if (isConditionFailure(error)) {
    logger.info('Condition failed', { error });
    return json(409, { message: english('error.http.changedAtSameTime') });
  }
  logger.error('Unhandled error', { error });
  return json(500, { message: english('error.http.internal') });
}

/** `answer` with its `nextCursor` (when a string) sealed for `context` with `functionName`'s key; anything else as it is. */
async function sealNextCursor(answer: unknown, context: string, functionName: string): Promise<unknown> {
  const next = answer && typeof answer === 'object' ? (answer as { nextCursor?: unknown }).nextCursor : undefined;
  if (typeof next !== 'string') return answer;
  return { ...(answer as object), nextCursor: sealCursor(await cursorKey(functionName), next, context) };
}

const errorMiddleware: MiddlewareObj<HttpEvent, APIGatewayProxyResultV2> = {
  // In the caller's language (Accept-Language; English answers are the domain's texts as they are).
  onError: async (request) => {
    request.response = await inLanguage(errorResponse(request.error), answerLanguage(request.event.headers));
  },
};

/**
 * Builds the Lambda handler of the route `handlerName`: takes `fn(request)` returning the JSON body
 * (answered 200) or `created(body)` (answered 201), and the handler's `options`. Errors thrown by fn become JSON
 * error responses.
 * The handler carries its route's name as `routeName` (tests check its answers against the route's schema).
 */
export function httpHandler<H extends Routes['handler']>(handlerName: H, fn: (request: HttpRequest<H>) => Promise<unknown>, options: HandlerOptions = {}) {
  const route = (routes as readonly RouteDef[]).find((r) => r.handler === handlerName);
  if (!route) throw new Error(`No route for handler ${handlerName}`);
  const handler = middy<HttpEvent, APIGatewayProxyResultV2, Error, Context>()
    .use({
      before: (request) => {
        // Lambda context (request id, function, cold start) and the API Gateway request id on every log line.
        logger.addContext(request.context);
        logger.setCorrelationId(request.event.requestContext?.requestId);
        logger.appendKeys({ route: `${route.method} ${route.path}` });
      },
    })
    .use(errorMiddleware)
    .handler(async (event) => {
      // 401 first (a caller without a token learns nothing about the input rules), then the input
      // (400, no data read), then role and approval (403).
      const caller = authenticate(route, event);
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(event.pathParameters ?? {})) {
        // One form of each id (ID_PATTERN, which idSchema checks in bodies): any other names nothing we
        // store. A plain test, so a route without a body or query builds no schema at a cold start.
        if (typeof value !== 'string' || !ID_PATTERN.test(value)) throw new NotFoundError(pathIdMessages[name] ?? english('error.http.notFound'));
        params[name] = value;
      }
      const body = route.body ? parseWith(route.body, readBody(event)) : undefined;
      const query = route.query ? (parseWith(route.query, event.queryStringParameters ?? {}) as Record<string, unknown>) : undefined;
      // Every request counts against the caller's budget (429 with Retry-After when spent): the
      // counter's update runs beside the profile read of authorization, so it adds no round trip; a refusal of
      // authorization (401, 403) is answered before one of the limit.
      const limited = limitRequests(route, { userId: caller?.sub, sourceIp: event.requestContext.http?.sourceIp });
      limited.catch(() => undefined);
      const auth = await authorize(route, caller, options.repairAccount);
      await limited;
      const context = cursorContext(route.handler, auth?.userId, params, query);
      const opened = typeof query?.cursor === 'string' && query.cursor ? { ...query, cursor: openCursor(await cursorKey(route.handler), query.cursor, context) } : query;
      const result = await fn({ body, query: opened, params, auth, event } as HttpRequest<H>);
      const [status, answer] = result && typeof result === 'object' && CREATED in result ? [201, (result as unknown as { body: unknown }).body] : [200, result];
      return json(status, await sealNextCursor(answer, context, route.handler));
    });
  return Object.assign(handler, { routeName: handlerName });
}
