/**
 * Sorting and search by language (lambdas/domain/i18n/collation.ts): the Estonian alphabet's order, English as
 * before, and the one folded form of search (Estonian letters with and without marks, either case, composed or
 * decomposed), shared by the tender search and saved searches.
 */
import { describe, expect, it } from 'vitest';
import { compareNames, sortByName, searchFold } from '../../lambdas/domain/i18n/collation';
import { matchesWords, searchWords, searchWordsOf, wordsOf } from '../../lambdas/features/tenders/domain/search';
import { searchMatches } from '../../lambdas/features/profiles/domain/area-matching';

const names = ['Tõnu', 'Zoo', 'Saar', 'Šahh', 'Žürii', 'Ülo', 'Wõro', 'Õun', 'Äär', 'Öö', 'Tamm', 'Valga', 'zebra', 'Sõrve', 'Šveits', 'Tartu'];

describe('sorting names', () => {
  it('follows the Estonian alphabet in Estonian: š after s, z and ž after š and before t, õ ä ö ü after w', () => {
    expect([...names].sort(compareNames('et'))).toEqual(['Saar', 'Sõrve', 'Šahh', 'Šveits', 'zebra', 'Zoo', 'Žürii', 'Tamm', 'Tartu', 'Tõnu', 'Valga', 'Wõro', 'Õun', 'Äär', 'Öö', 'Ülo']);
  });

  it('keeps English order in English: letters with marks beside their base letters, as localeCompare did', () => {
    const english = [...names].sort(compareNames('en'));
    expect(english).toEqual(['Äär', 'Öö', 'Õun', 'Saar', 'Šahh', 'Sõrve', 'Šveits', 'Tamm', 'Tartu', 'Tõnu', 'Ülo', 'Valga', 'Wõro', 'zebra', 'Zoo', 'Žürii']);
    expect(english).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('sorts a copy by a name of each item and leaves the list as it was', () => {
    const items = [{ title: 'Tõnu' }, { title: 'Šahh' }, { title: 'Saar' }];
    expect(sortByName(items, (i) => i.title, 'et').map((i) => i.title)).toEqual(['Saar', 'Šahh', 'Tõnu']);
    expect(items.map((i) => i.title)).toEqual(['Tõnu', 'Šahh', 'Saar']);
  });

  it('treats a decomposed letter as the composed one', () => {
    expect(compareNames('et')('To\u0303nu', 'Tõnu')).toBe(0);
    expect(compareNames('et')('S\u030Cahh', 'Tamm')).toBeLessThan(0);
  });
});

describe('the folded form of search', () => {
  it('is lower case without marks, composed or decomposed alike, Š/š and Ž/ž by case', () => {
    expect(searchFold('ŠAHH Žürii')).toBe('sahh zurii');
    expect(searchFold('Po\u0303lva')).toBe(searchFold('Põlva'));
    expect(searchFold('PÕLVA')).toBe('polva');
  });

  it('keeps a decomposed Estonian letter inside its word, not a word break', () => {
    expect(wordsOf('Po\u0303hja-Ta\u0308rnu S\u030Cahh')).toEqual(['pohja', 'tarnu', 'sahh']);
  });

  it('finds a tender by an Estonian search typed composed, decomposed, in capitals or without the marks', () => {
    const stored = searchWordsOf({ title: 'Šahti mõõdistus Põlvas', description: 'Žuravlev', projectCode: '' });
    for (const search of ['põlva', 'Po\u0303lva', 'PÕLVA', 'polva', 'šaht', 'SAHT', 'žurav', 'zurav', 'mõõd']) expect(matchesWords(stored, searchWords(search)), search).toBe(true);
    expect(matchesWords(stored, searchWords('põhja'))).toBe(false);
  });

  it('matches saved searches in the same form as the tender search', () => {
    const tender = { title: 'Topo-geodeetiline alusplaan, Šahti tn', description: 'Mo\u0303o\u0303distus Jõgeval' };
    for (const words of ['šahti', 'SAHTI', 'mõõdistus jõgeva', 'moodistus', 'JÕGEVA']) expect(searchMatches({ words }, tender), words).toBe(true);
    expect(searchMatches({ words: 'pärnu' }, tender)).toBe(false);
  });
});
