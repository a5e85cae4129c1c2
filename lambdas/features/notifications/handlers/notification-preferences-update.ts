/**
 * `PUT /me/notification-preferences`: saves the caller's choices (in_app, email, both) for the kinds their
 * role is offered (spec part 1, 2.13 and 6); a kind the role is not offered answers 400.
 */
import { savePreferences } from '../data/notification-preferences';
import { PREFERENCE_KINDS_BY_ROLE, type PreferenceKind } from '../domain/notifications';
import { BadRequestError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('notification-preferences-update', async ({ auth, body }) => {
  const offered = PREFERENCE_KINDS_BY_ROLE[auth.role];
  const foreign = Object.keys(body.preferences).filter((k) => !offered.includes(k as PreferenceKind));
  if (foreign.length > 0) throw new BadRequestError(`Your role has no ${foreign.join(', ')} notifications`, { preferences: foreign.map((k) => `Not offered to your role: ${k}`) });
  return { preferences: await savePreferences(auth.userId, body.preferences), kinds: [...offered] };
});
