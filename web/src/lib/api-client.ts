/**
 * The one HTTP client of the web app: openapi-fetch typed by the API's generated `paths`
 * (lib/api/schema.d.ts, `npm run api:types`), so a path, method, parameter or response field the route
 * table does not have fails the typecheck. Calls go to `apiUrl` with the Cognito ACCESS token as
 * `Authorization: Bearer`; error bodies `{message, fieldErrors}` become ApiRequestError.
 */
import createClient, { type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { ApiError } from '@domain/dto';
import { webConfig } from '@/config/web-config';
import { catalogue } from '@/i18n/i18n';
import { ApiRequestError, errorMessage } from './api-error';
import { authApi, hasStoredSession } from './auth-api';
import type { paths } from './api/schema';

export { ApiRequestError, errorMessage };

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';

/** The paths that have an operation for `method`. */
type PathsWith<M extends Method> = { [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never }[keyof paths];

/** The JSON body of an operation's 2xx answer. */
type SuccessJson<Op> = Op extends { responses: infer R } ? { [S in keyof R]: S extends 200 | 201 ? (R[S] extends { content: { 'application/json': infer J } } ? J : never) : never }[keyof R] : never;

/** The JSON body of the 2xx answer of `method path`, as the generated paths declare it. */
export type ApiData<P extends keyof paths, M extends Method> = SuccessJson<paths[P][M]>;

/** What a typed call resolves to (openapi-fetch's FetchResponse): the answer's data, or the error body, with the response. */
type Answer<D = unknown> = { data: D; error?: never; response: Response } | { data?: never; error: unknown; response: Response };

/** The init argument: optional when the operation has no required parameters or body (openapi-fetch's own rule). */
type InitArg<I> = undefined extends I ? [init?: I] : [init: I];

type ApiMethod<M extends Method> = <P extends PathsWith<M>, I extends MaybeOptionalInit<paths[P], M>>(path: P, ...init: InitArg<I>) => Promise<Answer<ApiData<P, M>>>;

/**
 * The typed client: `apiClient().GET('/tenders/{tenderId}', { params: { path: { tenderId } } })`. It is
 * openapi-fetch's client, with the answer's data typed straight from the generated paths (openapi-fetch's
 * own response type widens tuples such as `[lon, lat]` to arrays).
 */
export interface ApiClient {
  GET: ApiMethod<'get'>;
  PUT: ApiMethod<'put'>;
  POST: ApiMethod<'post'>;
  PATCH: ApiMethod<'patch'>;
  DELETE: ApiMethod<'delete'>;
}

/**
 * The caller's current access token (refreshed by Amplify when close to expiry), or undefined when signed
 * out (without loading Amplify when no session is stored, lib/auth-api.ts).
 */
export async function accessToken(): Promise<string | undefined> {
  if (!hasStoredSession()) return undefined;
  try {
    const session = await (await authApi()).fetchAuthSession();
    return session.tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}

/** Sends the caller's access token as `Authorization: Bearer` (nothing when signed out). */
const bearerToken: Middleware = {
  async onRequest({ request }) {
    const token = await accessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

/** Asks the API to answer in the active language (its refusals and field messages; English when it does not speak it). */
const answerLanguage: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', catalogue.language);
    return request;
  },
};

/** A fetch that failed (no answer) becomes ApiRequestError status 0; an abort stays an AbortError. */
const networkFailure: Middleware = {
  onError({ error }) {
    if ((error as Error | undefined)?.name === 'AbortError') return error as Error;
    return new ApiRequestError(0, catalogue.t('error.network'));
  },
};

/** Query strings as URLSearchParams writes them; undefined, null and empty values are left out. */
function serializeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  return params.toString();
}

export interface ApiClientOptions {
  /** The API's URL (`apiUrl` of /config.json); trailing slashes are ignored. */
  baseUrl: string;
  /** Send the caller's access token (false for public routes such as `POST /contact`). */
  auth: boolean;
  /** The fetch to call (default: the global fetch at call time). */
  fetch?: (request: Request) => Promise<Response>;
}

/** A typed client with the app's headers, query strings and error mapping; see apiClient() for the app's own. */
export function createApiClient({ baseUrl, auth, fetch = (request) => globalThis.fetch(request) }: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { Accept: 'application/json' },
    querySerializer: serializeQuery,
    fetch,
  });
  client.use(networkFailure);
  client.use(answerLanguage);
  if (auth) client.use(bearerToken);
  // Same calls and runtime values; only the data type differs (see ApiClient).
  return client as unknown as ApiClient;
}

let signedIn: ApiClient | undefined;
let anonymous: ApiClient | undefined;

/** The app's client, sending the caller's access token. Throws when called before the web config loaded. */
export function apiClient(): ApiClient {
  return (signedIn ??= createApiClient({ baseUrl: webConfig().apiUrl, auth: true }));
}

/**
 * The app's client for public routes (e.g. `POST /contact`): sends no token, so the call never waits
 * for or depends on a session. Throws when called before the web config loaded.
 */
export function publicApiClient(): ApiClient {
  return (anonymous ??= createApiClient({ baseUrl: webConfig().apiUrl, auth: false }));
}

/** The data of an answer's 2xx member: the route's response type from the generated paths. */
type DataOf<A> = A extends { data: infer D; error?: never } ? D : never;

/**
 * Awaits a typed call and returns its answer's data (typed from the route's response schema; undefined
 * for an empty answer). Throws ApiRequestError for a non-2xx answer (the server's message and field
 * messages) and for network failures (status 0); an aborted call rejects with its AbortError.
 */
export async function request<A extends Answer>(call: Promise<A>): Promise<DataOf<A>> {
  const { data, error, response } = await call;
  // openapi-fetch sets `data` exactly for 2xx answers, parsed as the route's response type.
  if (response.ok) return data as DataOf<A>;
  const body = apiErrorOf(error);
  throw new ApiRequestError(response.status, body?.message ?? `Request failed (${response.status})`, body?.fieldErrors);
}

/** The error body (domain errorSchema: {message, fieldErrors?}) when `data` has that shape. */
function apiErrorOf(data: unknown): ApiError | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { message, fieldErrors } = data as Record<string, unknown>;
  if (typeof message !== 'string' || !message) return undefined;
  const fields: Record<string, string[]> = {};
  if (fieldErrors && typeof fieldErrors === 'object') {
    for (const [k, v] of Object.entries(fieldErrors)) if (Array.isArray(v)) fields[k] = v.filter((m): m is string => typeof m === 'string');
  }
  return { message, fieldErrors: fields };
}
