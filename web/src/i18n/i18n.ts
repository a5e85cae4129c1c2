/**
 * The web app's languages (docs/decisions/web/languages.md): one catalogue with the English public texts loaded
 * at start (they are the landing page's, so they stay small); another language's texts load on first choice.
 * `useT()` gives the typed translation function of the active language and re-renders on a change (no provider:
 * components read the one instance, so a test renders them as they are).
 */
import { useSyncExternalStore } from 'react';
import enPublic from '@domain/i18n/compiled/public.en';
import { Catalogue, type CompiledMessages, type Translate } from '@domain/i18n/translate';
import { DEFAULT_LANGUAGE, languageOf, preferredLanguage, type Language } from '@domain/i18n/languages';

export const catalogue = new Catalogue({ en: enPublic });

/** Where the browser remembers the choice before sign-in. */
export const LANGUAGE_STORAGE_KEY = 'geotender.language';

const loaders: Record<Language, () => Promise<CompiledMessages>> = {
  en: async () => enPublic,
  et: async () => (await import('@domain/i18n/compiled/public.et')).default,
};

/** The language to start in: the one chosen before in this browser, else the browser's languages, else English. */
export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  if (stored) return languageOf(stored);
  return typeof navigator === 'undefined' ? DEFAULT_LANGUAGE : preferredLanguage(navigator.languages ?? [navigator.language]);
}

/** Loads `language`'s texts (once), makes it active and sets `<html lang>`. Resolves when the page can render in it. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!catalogue.has(language)) catalogue.load(language, await loaders[language]());
  if (language !== catalogue.language) catalogue.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Chooses `language` and remembers it in this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the choice still holds until the page is left.
  }
  await activateLanguage(language);
}

const onChange = (listener: () => void) => catalogue.onChange(listener);
const activeLanguage = () => catalogue.language;

/** The active language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(onChange, activeLanguage, () => DEFAULT_LANGUAGE);
}

/** The typed translation function of the active language; the component re-renders when the language changes. */
export function useT(): Translate {
  useLanguage();
  return catalogue.t;
}
