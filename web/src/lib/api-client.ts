/**
 * The one HTTP client of the web app: calls the HTTP API at `apiUrl` with the Cognito ACCESS token as
 * `Authorization: Bearer`, and turns error bodies `{message, fieldErrors}` into ApiRequestError.
 */
import { fetchAuthSession } from 'aws-amplify/auth';
import type { ApiError } from '@domain/dto';
import { webConfig } from '@/config/web-config';

/** A non-2xx answer of the API: HTTP status, the server's message, and field messages for 400s. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * Send the caller's access token (default true). Public routes (e.g. `POST /contact`) pass false: the
   * call then never waits for or depends on a session.
   */
  auth?: boolean;
}

/** The caller's current access token (refreshed by Amplify when close to expiry), or undefined when signed out. */
export async function accessToken(): Promise<string | undefined> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const base = webConfig().apiUrl.replace(/\/+$/, '');
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Calls the API. `path` starts with a slash (e.g. `/tenders`); the JSON answer is returned as T
 * (204 gives undefined). Throws ApiRequestError for any non-2xx answer, and for network failures (status 0).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.auth === false ? undefined : await accessToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'Could not reach the server. Please check your connection and try again.');
  }

  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    const body = asApiError(data);
    throw new ApiRequestError(res.status, body?.message ?? `Request failed (${res.status})`, body?.fieldErrors);
  }
  return data as T;
}

/** The error body (domain errorSchema: {message, fieldErrors?}) when `data` has that shape. */
function asApiError(data: unknown): ApiError | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { message, fieldErrors } = data as Record<string, unknown>;
  if (typeof message !== 'string' || !message) return undefined;
  const fields: Record<string, string[]> = {};
  if (fieldErrors && typeof fieldErrors === 'object') {
    for (const [k, v] of Object.entries(fieldErrors)) if (Array.isArray(v)) fields[k] = v.filter((m): m is string => typeof m === 'string');
  }
  return { message, fieldErrors: fields };
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
