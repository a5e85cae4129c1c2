/**
 * The language of a signed-in person (docs/decisions/web/languages.md): before sign-in the browser remembers the choice;
 * after it the profile keeps it. A profile with a language brings it to this browser; a profile without one takes the
 * browser's; a choice made while signed in, or in this visit's URL (`?lang=et`), is stored on the profile
 * (`PUT /me/language`). Renders nothing.
 */
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth';
import { apiClient, request } from '@/lib/api-client';
import { catalogue, chooseLanguage, languageChosenInUrl } from './i18n';

/** Stores `language` on the caller's profile; a failure only leaves it unstored (the browser still remembers it). */
async function storeLanguage(language: string): Promise<void> {
  await request(apiClient().PUT('/me/language', { body: { language } })).catch(() => undefined);
}

export function ProfileLanguage() {
  const { profile } = useAuth();
  const userId = profile?.userId;
  const stored = profile?.language;
  useEffect(() => {
    if (!userId) return;
    // A language chosen in this visit's URL (?lang=) is the newer choice: the profile takes it.
    const urlChoice = languageChosenInUrl() && stored !== catalogue.language;
    if (stored && stored !== catalogue.language && !urlChoice) void chooseLanguage(stored);
    else if (urlChoice || (!stored && catalogue.language !== 'en')) void storeLanguage(catalogue.language);
    let last = urlChoice ? catalogue.language : (stored ?? catalogue.language);
    return catalogue.onChange(() => {
      if (catalogue.language === last) return;
      last = catalogue.language;
      void storeLanguage(last);
    });
  }, [userId, stored]);
  return null;
}
