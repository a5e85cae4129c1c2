/**
 * `PUT /me/language`: the caller stores the language they read GeoTender in (docs/decisions/web/languages.md). A code
 * GeoTender does not speak is stored as English, never refused. Answers the language stored.
 */
import { httpHandler } from '../../../api/http-handler';
import { languageOf } from '../../../domain/i18n/languages';
import { NotFoundError } from '../../../kernel/errors';
import { setLanguage } from '../data/profiles';
import { english } from '../../../domain/i18n/english';

export const handler = httpHandler('me-language-update', async ({ auth, body }) => {
  if (!auth.profile) throw new NotFoundError(english('error.http.profileNotFound'));
  const language = languageOf(body.language);
  await setLanguage(auth.userId, language);
  return { language };
});
