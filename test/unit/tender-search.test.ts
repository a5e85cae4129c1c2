/**
 * The words of tender search (lambdas/features/tenders/domain/search.ts): how
 * texts become words and index tokens, the limits of a search and their messages, and the match of a tender.
 */
import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  indexTokensOf,
  leadingWord,
  matchesWords,
  normalizeText,
  searchMessages,
  searchParam,
  searchRefusal,
  searchWords,
  searchWordsOf,
  tokenOfSearchWord,
  wordsOf,
} from '../../lambdas/features/tenders/domain/search';

describe('normalising and splitting', () => {
  it('strips the diacritics of Estonian letters and lower-cases', () => {
    expect(normalizeText('Õ Ä Ö Ü Š Ž õ ä ö ü š ž')).toBe('o a o u s z o a o u s z');
    expect(normalizeText('Põltsamaa ÜLIKOOL')).toBe('poltsamaa ulikool');
  });

  it('splits on everything but letters and digits and keeps each word once, in order', () => {
    expect(wordsOf('GNSS-RTK, ±2 cm; DWG/PDF (L-EST97) gnss')).toEqual(['gnss', 'rtk', '2', 'cm', 'dwg', 'pdf', 'l', 'est97']);
    expect(wordsOf(' ?!… ')).toEqual([]);
  });

  it('stores every word of title, description, reference, requirements and project code between spaces', () => {
    const stored = searchWordsOf({ title: 'Maamõõtmine Tartus', description: 'Piiride märkimine', reference: 'REF-17', requirements: 'RTK', projectCode: '3F2A9B1C' });
    expect(stored).toBe(' maamootmine tartus piiride markimine ref 17 rtk 3f2a9b1c ');
    expect(searchWordsOf({ title: '', description: '…', projectCode: '' })).toBe(' ');
  });
});

describe('index tokens', () => {
  it('are the prefixes of 3 to 20 characters of every word of 3 or more, once each', () => {
    expect(indexTokensOf(' tartu tarbija ab 17 ')).toEqual(['tar', 'tart', 'tartu', 'tarb', 'tarbi', 'tarbij', 'tarbija']);
    const long = 'a'.repeat(30);
    expect(indexTokensOf(` ${long} `)).toHaveLength(18);
    expect(indexTokensOf(` ${long} `).at(-1)).toBe('a'.repeat(20));
  });

  it('look a search word up by its first 20 characters; a word under 3 has no token', () => {
    expect(tokenOfSearchWord('ab')).toBeNull();
    expect(tokenOfSearchWord('abc')).toBe('abc');
    expect(tokenOfSearchWord('b'.repeat(25))).toBe('b'.repeat(20));
  });

  it('are read for the longest search word of 3 or more, the first of equals', () => {
    expect(leadingWord(['rtk', 'geodeesia', 'tartu'])).toBe('geodeesia');
    expect(leadingWord(['abc', 'xyz'])).toBe('abc');
    expect(leadingWord(['ab', 'c'])).toBeNull();
  });
});

describe('matching', () => {
  const stored = searchWordsOf({ title: 'Geodeetiline mõõdistus Tartus', description: 'Topo-geodeetiline alusplaan', projectCode: 'ABCD1234' });

  it('needs every search word as the start of some word, with or without diacritics', () => {
    expect(matchesWords(stored, searchWords('geod TART'))).toBe(true);
    expect(matchesWords(stored, searchWords('moodistus'))).toBe(true);
    expect(matchesWords(stored, searchWords('mõõd'))).toBe(true);
    expect(matchesWords(stored, searchWords('geod pärnu'))).toBe(false);
    expect(matchesWords(stored, searchWords('eodeet'))).toBe(false);
    expect(matchesWords(stored, searchWords('abcd1234'))).toBe(true);
  });

  it('lets a stored word without diacritics be found by a search with them', () => {
    expect(matchesWords(searchWordsOf({ title: 'Saaremaa', description: 'Kuressaare', projectCode: '' }), searchWords('kürëss'))).toBe(true);
  });

  it('is no condition for no search', () => {
    expect(searchWords(undefined)).toEqual([]);
    expect(matchesWords(' ', [])).toBe(true);
  });
});

describe('the limits of a search', () => {
  it('allows up to 100 characters and 8 words with one of 3 letters or more', () => {
    expect(searchRefusal('')).toBeNull();
    expect(searchRefusal('   ')).toBeNull();
    expect(searchRefusal('rtk')).toBeNull();
    expect(searchRefusal('3d rtk')).toBeNull();
    expect(searchRefusal('a b c d e f g hhh')).toBeNull();
    expect(searchRefusal(`  ${'x'.repeat(100)}  `)).toBeNull();
  });

  it('refuses more than 100 characters, more than 8 words (repeats counted) and no word of 3', () => {
    expect(searchRefusal('x'.repeat(101))).toBe(searchMessages.tooLong);
    expect(searchRefusal('a'.repeat(1_000))).toBe(searchMessages.tooLong);
    expect(searchRefusal('aaa b c d e f g h i')).toBe(searchMessages.tooManyWords);
    expect(searchRefusal(Array(9).fill('tartu').join(' '))).toBe(searchMessages.tooManyWords);
    expect(searchRefusal('?!.,;:-')).toBe(searchMessages.noWord);
    expect(searchRefusal('ab cd')).toBe(searchMessages.noWord);
    expect(searchRefusal('ab-cd')).toBe(searchMessages.noWord);
  });

  it('are the query parameter’s, each with its own message, on the trimmed text', () => {
    const refused = (v: string) => {
      const r = safeParse(searchParam, v);
      return r.success ? null : r.error.issues.map((i) => i.message);
    };
    expect(refused('  tartu  ')).toBeNull();
    expect(safeParse(searchParam, '  tartu  ').data).toBe('tartu');
    expect(refused('a'.repeat(1_000))).toEqual([searchMessages.tooLong]);
    expect(refused(Array(50).fill('a').join(' '))).toEqual([searchMessages.tooManyWords]);
    expect(refused('?!')).toEqual([searchMessages.noWord]);
    expect(safeParse(searchParam, undefined).success).toBe(true);
  });
});
