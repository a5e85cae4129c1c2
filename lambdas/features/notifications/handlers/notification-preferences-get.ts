/**
 * `GET /me/notification-preferences`: every kind's choice (default both) and the kinds the caller's role is offered
 * (spec part 1, 2.13 and 6); for a geodesist also how new-tender e-mails come (`newTenderEmail`, default instant).
 */
import { getPreferences, withDefaults } from '../data/notification-preferences';
import { PREFERENCE_KINDS_BY_ROLE } from '../domain/notifications';
import { DEFAULT_NEW_TENDER_EMAIL } from '../domain/digest';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('notification-preferences-get', async ({ auth }) => {
  const stored = await getPreferences(auth.userId);
  return {
    preferences: withDefaults(stored),
    kinds: [...PREFERENCE_KINDS_BY_ROLE[auth.role]],
    ...(auth.role === 'geodesist' ? { newTenderEmail: stored?.newTenderEmail ?? DEFAULT_NEW_TENDER_EMAIL } : {}),
  };
});
