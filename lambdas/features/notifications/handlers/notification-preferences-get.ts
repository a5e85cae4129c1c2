/** `GET /me/notification-preferences`: every kind's choice (default both) and the kinds the caller's role is offered (spec part 1, 2.13 and 6). */
import { getPreferences, withDefaults } from '../data/notification-preferences';
import { PREFERENCE_KINDS_BY_ROLE } from '../domain/notifications';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('notification-preferences-get', async ({ auth }) => ({
  preferences: withDefaults(await getPreferences(auth.userId)),
  kinds: [...PREFERENCE_KINDS_BY_ROLE[auth.role]],
}));
