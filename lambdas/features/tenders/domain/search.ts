/**
 * Tender search by words: how a tender's texts and a person's search become
 * words, which prefixes the word index holds, what a search may be, and whether a tender matches. Pure: the
 * API (index writes, list and map reads, the query schemas) and the web app's search box share it.
 *
 * Both sides are normalised alike (searchFold of domain/i18n/collation.ts: NFKD, combining marks stripped, lower
 * case), so Estonian õ ä ö ü š ž match with and without their diacritics, in either case, composed or decomposed
 * (docs/decisions/web/languages.md); a word is a run of letters and digits. Several search words mean all of
 * them, and each is a prefix: "geod tart" finds a tender with "geodeetiline" and "Tartu".
 */
import * as z from 'zod/mini';
import { noControlCharacters } from '../../../domain/schemas';
import { built } from '../../../domain/built';
import { searchFold } from '../../../domain/i18n/collation';
import { english } from '../../../domain/i18n/english';

/** Shortest prefix the index holds, and the length a search needs in at least one word (characters). */
export const MIN_SEARCH_WORD = 3;
/** Longest prefix the index holds (characters); a longer search word is found by its first 20 and checked whole. */
export const MAX_INDEXED_PREFIX = 20;
/** Longest search, in characters after trimming. */
export const MAX_SEARCH_LENGTH = 100;
/** Most words a search may have. */
export const MAX_SEARCH_WORDS = 8;

/** The messages of a refused search (400, field `search`); the web search box shows the same. */
export const searchMessages = {
  tooLong: english('error.search.tooLong', { max: MAX_SEARCH_LENGTH }),
  tooManyWords: english('error.search.tooManyWords', { max: MAX_SEARCH_WORDS }),
  noWord: english('error.search.noWord', { min: MIN_SEARCH_WORD }),
} as const;

/** `text` in the form both sides compare: NFKD, combining marks removed, lower case ("Põld" → "pold"). */
export function normalizeText(text: string): string {
  return searchFold(text);
}

/** The distinct normalised words of `text` (runs of letters and digits), in order of first appearance. */
export function wordsOf(text: string): string[] {
  return [
    ...new Set(
      normalizeText(text)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
}

/** The texts of a tender that search reads (title, description, reference, project code, requirements). */
export interface SearchableTender {
  title: string;
  description: string;
  reference?: string | null;
  requirements?: string | null;
  /** The derived Project Code (projectCode in tender.ts). */
  projectCode: string;
}

/**
 * The tender's stored search words: every distinct word of its texts, each preceded by a space and the whole
 * ended by one (" tartu survey 3f2a9b1c "), so " " + a search word is found in it exactly when some word
 * starts with that search word (matchesWords here, a `contains` filter in DynamoDB).
 */
export function searchWordsOf(t: SearchableTender): string {
  const words = wordsOf([t.title, t.description, t.reference ?? '', t.requirements ?? '', t.projectCode].join('\n'));
  return words.length ? ` ${words.join(' ')} ` : ' ';
}

/**
 * The word index's tokens of a tender's stored words (searchWordsOf): every prefix of 3 to 20 characters of
 * every word of 3 or more, deduplicated ("tartu" → tar, tart, tartu).
 */
export function indexTokensOf(searchWords: string): string[] {
  const tokens = new Set<string>();
  for (const word of searchWords.split(' ')) {
    for (let n = MIN_SEARCH_WORD; n <= Math.min(word.length, MAX_INDEXED_PREFIX); n++) tokens.add(word.slice(0, n));
  }
  return [...tokens];
}

/** The index token a search word is looked up by (its first 20 characters), or null for a word under 3. */
export function tokenOfSearchWord(word: string): string | null {
  return word.length >= MIN_SEARCH_WORD ? word.slice(0, MAX_INDEXED_PREFIX) : null;
}

/**
 * Why `search` may not be run, or null when it may: more than MAX_SEARCH_LENGTH
 * characters after trimming, more than MAX_SEARCH_WORDS words (repeats counted), or no word of MIN_SEARCH_WORD or more (only
 * punctuation, or only short words). An empty search is no search and is allowed.
 */
export function searchRefusal(search: string): string | null {
  const trimmed = search.trim();
  if (trimmed === '') return null;
  if (trimmed.length > MAX_SEARCH_LENGTH) return searchMessages.tooLong;
  // Counted as typed, repeats too: a search of 50 words is refused, whatever they are.
  const words = normalizeText(trimmed)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length > MAX_SEARCH_WORDS) return searchMessages.tooManyWords;
  if (!words.some((w) => w.length >= MIN_SEARCH_WORD)) return searchMessages.noWord;
  return null;
}

/** The words of an allowed search (searchRefusal null), or an empty list for no search. */
export function searchWords(search: string | undefined): string[] {
  return search ? wordsOf(search) : [];
}

/**
 * The search word whose index list a search reads: the longest (likely the rarest; the first of equals).
 * Null when no word has MIN_SEARCH_WORD characters.
 */
export function leadingWord(words: readonly string[]): string | null {
  let best: string | null = null;
  for (const w of words) if (w.length >= MIN_SEARCH_WORD && (best === null || w.length > best.length)) best = w;
  return best;
}

/** Whether a tender with the stored words `stored` (searchWordsOf) has, for every search word, a word starting with it. */
export function matchesWords(stored: string, words: readonly string[]): boolean {
  return words.every((w) => stored.includes(` ${w}`));
}

/**
 * The search of the tender list and the map: trimmed, no control characters, and
 * within searchRefusal's limits (domain/search.ts), each refusal with its own message (400 on field `search`).
 */
export const searchParam = /* @__PURE__ */ built(() =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(MAX_SEARCH_LENGTH, searchMessages.tooLong),
        noControlCharacters,
        ...[searchMessages.tooManyWords, searchMessages.noWord].map((message) => z.refine<string>((v) => searchRefusal(v) !== message, message)),
      ),
  ),
);
