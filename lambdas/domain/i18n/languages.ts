/**
 * The languages GeoTender speaks (docs/decisions/web/languages.md): English, the default, whose texts are the specs'
 * own, and Estonian. Every code a person or a browser sends is read leniently: a region, other case or an unknown
 * code falls back to English without an error.
 */

/** The languages, English first (the default). */
export const LANGUAGES = ['en', 'et'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', et: 'Eesti' };

/** The BCP 47 locale of each language, for Intl's number and date formats. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', et: 'et-EE' };

/** The language of a code ('et', 'ET', 'et-EE', 'et_EE'); anything else, empty or absent: undefined. */
export function supportedLanguage(code: string | null | undefined): Language | undefined {
  const primary = (code ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : undefined;
}

/** The query parameter that chooses the language of a visit (`?lang=et`). */
export const LANGUAGE_PARAM = 'lang';

/**
 * The language a URL's query asks for (`?lang=et`, `?lang=EN`, from `location.search` or a whole URL's query);
 * undefined when there is none or its code is not one GeoTender speaks, so the choice made before still holds.
 */
export function languageOfQuery(search: string | null | undefined): Language | undefined {
  let value: string | null = null;
  try {
    value = new URLSearchParams(search ?? '').get(LANGUAGE_PARAM);
  } catch {
    // A malformed query chooses nothing.
  }
  return supportedLanguage(value);
}

/** The language of a code, English when it is not one GeoTender speaks. */
export function languageOf(code: string | null | undefined): Language {
  return supportedLanguage(code) ?? DEFAULT_LANGUAGE;
}

/**
 * The first supported language of a list in preference order (a browser's `navigator.languages`, or an
 * Accept-Language header's entries by their q-values, RFC 9110 12.5.4); English when none is.
 */
export function preferredLanguage(candidates: readonly string[] | string | null | undefined): Language {
  const list =
    typeof candidates === 'string'
      ? candidates
          .split(',')
          .map((part, index) => {
            const [tag, ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            const weight = q ? Number(q.slice(2)) : 1;
            return { tag: tag ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
          })
          .filter((c) => c.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.index - b.index)
          .map((c) => c.tag)
      : (candidates ?? []);
  for (const code of list) {
    const language = supportedLanguage(code);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
