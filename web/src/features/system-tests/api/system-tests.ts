/**
 * The admin's system tests (spec part 2, "Admin dashboard" and "Admin email test"): the e-mail health
 * check, a test e-mail and a test notification.
 */
import { apiClient, ApiRequestError, request } from '@/lib/api-client';

/** The status banner's states (part 2, 4): checking, online (OK answer), offline (non-OK answer), unknown (the call threw). */
export type EmailSystemStatus = 'checking' | 'online' | 'offline' | 'unknown';

/**
 * The SES mailbox simulator's address that always accepts mail (part 2, 9: "a guaranteed-success test
 * address exists at the provider"); nothing lands in an inbox.
 */
export const PROVIDER_SUCCESS_ADDRESS = 'success@simulator.amazonses.com';

/** What the e-mail health check found: the banner state and the server's or the client's words, if any. */
export interface EmailHealth {
  status: Exclude<EmailSystemStatus, 'checking'>;
  /** The server's detail or refusal, or the client's reason it got no answer; none when the call threw otherwise (the page says the check could not be reached). */
  detail?: string;
}

/**
 * Checks the e-mail path (`GET /admin/email/health`); never throws. Resolves with the banner state and the
 * words to show: online or offline as the server answered (a non-OK answer is offline, with the server's
 * reason), unknown when no answer came (network failure: ApiRequestError status 0, or any other throw).
 */
export async function checkEmailHealth(): Promise<EmailHealth> {
  try {
    const answer = await request(apiClient().GET('/admin/email/health'));
    return { status: answer.online ? 'online' : 'offline', detail: answer.detail };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status !== 0) return { status: 'offline', detail: error.message };
    return error instanceof ApiRequestError ? { status: 'unknown', detail: error.message } : { status: 'unknown' };
  }
}

/** `POST /admin/email/test {to}`: queues one test e-mail. Throws ApiRequestError (400 bad address, 401, 5xx, 0 network). */
export const sendTestEmail = (to: string) => request(apiClient().POST('/admin/email/test', { body: { to } }));

/** `POST /admin/notifications/test`: a test notification to the caller. Throws ApiRequestError as request() does. */
export const sendTestNotification = () => request(apiClient().POST('/admin/notifications/test'));
