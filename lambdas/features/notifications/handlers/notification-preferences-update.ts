/**
 * `PUT /me/notification-preferences`: saves the caller's choices (in_app, email, both) for the kinds their
 * role is offered (spec part 1, 2.13 and 6), and a geodesist's way of new-tender e-mails (instant or a daily digest);
 * a kind the role is not offered, or the digest choice from another role, answers 400 and nothing is saved.
 */
import { saveChoices, withDefaults } from '../data/notification-preferences';
import { PREFERENCE_KINDS_BY_ROLE, type PreferenceKind } from '../domain/notifications';
import { DEFAULT_NEW_TENDER_EMAIL, digestMessages } from '../domain/digest';
import { BadRequestError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('notification-preferences-update', async ({ auth, body }) => {
  const offered = PREFERENCE_KINDS_BY_ROLE[auth.role];
  const foreign = Object.keys(body.preferences).filter((k) => !offered.includes(k as PreferenceKind));
  if (foreign.length > 0) throw new BadRequestError(`Your role has no ${foreign.join(', ')} notifications`, { preferences: foreign.map((k) => `Not offered to your role: ${k}`) });
  const geodesist = auth.role === 'geodesist';
  if (body.newTenderEmail && !geodesist) throw new BadRequestError(digestMessages.notForRole, { newTenderEmail: [digestMessages.notForRole] });
  const stored = await saveChoices(auth.userId, { ...body.preferences, ...(body.newTenderEmail ? { newTenderEmail: body.newTenderEmail } : {}) });
  return {
    preferences: withDefaults(stored),
    kinds: [...offered],
    ...(geodesist ? { newTenderEmail: stored.newTenderEmail ?? DEFAULT_NEW_TENDER_EMAIL } : {}),
  };
});
