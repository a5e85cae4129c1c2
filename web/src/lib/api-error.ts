/**
 * The error of a failed API call and the message shown for any failure, apart from the client
 * (lib/api-client.ts, which re-exports both) so code the public pages load (the query client's retry rule,
 * the sign-in and registration forms) has them without openapi-fetch.
 */
import { catalogue } from '@/i18n/i18n';

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

/** The message to show a person for any thrown value (the catalogue's 'An unexpected error occurred…' without a fallback). */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? catalogue.t('error.unexpected');
}
