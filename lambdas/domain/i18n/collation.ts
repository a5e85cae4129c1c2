/**
 * How text is ordered and searched in GeoTender's languages (docs/decisions/web/languages.md, "Sorting and search").
 * Sorting follows the language's alphabet (Intl.Collator): in Estonian š follows s, z and ž follow š, and õ ä ö ü
 * follow w; in English the letters with diacritics sort with their base letters, as before. Search is one folded
 * form on both sides (stored words, search words, saved searches): compatibility-decomposed, marks removed, lower
 * case, so õ ä ö ü š ž match with and without their marks, in either case, composed or decomposed.
 */
import { LOCALES, type Language } from './languages';

const collators = new Map<Language, Intl.Collator>();

/** The collator of `language` (one per language, reused). */
export function collatorOf(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(LOCALES[language]);
    collators.set(language, collator);
  }
  return collator;
}

/** A comparison of names or titles in `language`'s alphabetical order, for `Array.prototype.sort`. */
export function compareNames(language: Language): (a: string, b: string) => number {
  return collatorOf(language).compare;
}

/** A copy of `items` in `language`'s alphabetical order of `nameOf(item)` (stable for equal names). */
export function sortByName<T>(items: readonly T[], nameOf: (item: T) => string, language: Language): T[] {
  const compare = compareNames(language);
  return [...items].sort((a, b) => compare(nameOf(a), nameOf(b)));
}

/**
 * `text` in the form search compares: NFKD, combining marks removed, lower case ("Põld", "PÕLD" and "Po\u0303ld"
 * → "pold"; "Šahh" → "sahh"). The tender index stores this form, so it must not change without a reindex.
 */
export function searchFold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
