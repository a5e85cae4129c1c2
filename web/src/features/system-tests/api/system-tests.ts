/**
 * The admin's system tests (spec part 2, "Admin dashboard" and "Admin email test"): the e-mail health
 * check, a test e-mail and a test notification.
 */
import { apiClient, ApiRequestError, request } from '@/lib/api-client';

/** The status banner's states (part 2, 4): checking, online (OK answer), offline (non-OK), unknown (the call threw). */
export type EmailSystemStatus = 'checking' | 'online' | 'offline' | 'unknown';

/** Checks the e-mail path; resolves with the banner state and the server's words. */
export async function checkEmailHealth(): Promise<{ status: Exclude<EmailSystemStatus, 'checking'>; detail: string }> {
  try {
    const answer = await request(apiClient().GET('/admin/email/health'));
    return { status: answer.online ? 'online' : 'offline', detail: answer.detail };
  } catch (error) {
    if (error instanceof ApiRequestError) return { status: 'offline', detail: error.message };
    return { status: 'unknown', detail: (error as Error).message };
  }
}

export const sendTestEmail = (to: string) => request(apiClient().POST('/admin/email/test', { body: { to } }));

export const sendTestNotification = () => request(apiClient().POST('/admin/notifications/test'));
