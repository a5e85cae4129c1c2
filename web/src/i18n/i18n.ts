/**
 * The web app's languages (docs/decisions/web/languages.md): one catalogue with the English public texts loaded
 * at start (they are the landing page's, so they stay small); every other part loads where it is first used
 * (`loadParts`, awaited at the top of the modules that use it), and another language's texts on first choice.
 * `useT()` gives the typed translation function of the active language and re-renders on a change (no provider:
 * components read the one instance, so a test renders them as they are).
 */
import { useSyncExternalStore } from 'react';
import enPublic from '@domain/i18n/compiled/public.en';
import type { CataloguePart } from '@domain/i18n/catalogue';
import { Catalogue, type CompiledMessages, type Translate } from '@domain/i18n/translate';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, languageOf, languageOfQuery, preferredLanguage, type Language } from '@domain/i18n/languages';

export const catalogue = new Catalogue({ en: enPublic });

/** Where the browser remembers the choice before sign-in. */
export const LANGUAGE_STORAGE_KEY = 'geotender.language';

/** Every other compiled part, each its own chunk, loaded on demand. */
const compiledParts = import.meta.glob<{ default: CompiledMessages }>(['../../../lambdas/domain/i18n/compiled/*.ts', '!**/public.en.ts']);
const loadedParts = new Set<string>(['public.en']);
/** The parts the pages shown so far use: a language chosen later loads them all. */
const usedParts = new Set<CataloguePart>(['public']);

/** Loads one part in one language into the catalogue (once). */
async function loadPart(part: CataloguePart, language: Language): Promise<void> {
  const id = `${part}.${language}`;
  if (loadedParts.has(id)) return;
  const load = compiledParts[`../../../lambdas/domain/i18n/compiled/${id}.ts`];
  if (!load) throw new Error(`No compiled catalogue part ${id}: run npm run i18n:compile`);
  catalogue.load(language, (await load()).default);
  loadedParts.add(id);
}

/** Loads `parts` in English and in the active language; resolves when a page using them can render. */
export async function loadParts(...parts: CataloguePart[]): Promise<void> {
  for (const part of parts) usedParts.add(part);
  const language = catalogue.language;
  await Promise.all(parts.flatMap((part) => [loadPart(part, DEFAULT_LANGUAGE), loadPart(part, language)]));
}

/** The language this visit's URL chose (`?lang=`), until another choice replaces it. */
let urlChoice: Language | undefined;

/**
 * Whether the active language is the one this visit's URL chose (`?lang=et`) and no switch has replaced it: it is then
 * the newest choice, and a signed-in profile stores it instead of bringing back its own.
 */
export function languageChosenInUrl(): boolean {
  return urlChoice !== undefined && urlChoice === catalogue.language;
}

/**
 * The language to start in: the URL's `?lang=` when it names a language GeoTender speaks (remembered in this browser
 * like the switch's choice, and taken out of the address), else the one chosen before in this browser, else the
 * browser's languages, else English. An unknown code anywhere is ignored, never an error.
 */
export function initialLanguage(): Language {
  const fromUrl = typeof location === 'undefined' ? undefined : languageOfQuery(location.search);
  if (fromUrl) {
    urlChoice = fromUrl;
    remember(fromUrl);
    forgetUrlLanguage();
    return fromUrl;
  }
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  if (stored) return languageOf(stored);
  return typeof navigator === 'undefined' ? DEFAULT_LANGUAGE : preferredLanguage(navigator.languages ?? [navigator.language]);
}

/** Takes `?lang=` out of the address (the choice is remembered), so a later switch is not undone by a reload. */
function forgetUrlLanguage(): void {
  try {
    const url = new URL(location.href);
    url.searchParams.delete(LANGUAGE_PARAM);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  } catch {
    // The address keeps it; the choice holds all the same.
  }
}

/** Remembers `language` in this browser; storage refused (private mode) leaves it for this page only. */
function remember(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the choice still holds until the page is left.
  }
}

/** Loads `language`'s texts (once), makes it active and sets `<html lang>`. Resolves when the page can render in it. */
export async function activateLanguage(language: Language): Promise<void> {
  await Promise.all([...usedParts].map((part) => loadPart(part, language)));
  if (language !== catalogue.language) catalogue.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Chooses `language` and remembers it in this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  urlChoice = undefined;
  remember(language);
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
