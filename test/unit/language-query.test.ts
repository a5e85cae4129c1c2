/** The URL's language (lambdas/domain/i18n/languages.ts languageOfQuery): `?lang=` read leniently, anything unknown ignored. */
import { describe, expect, it } from 'vitest';
import { languageOfQuery } from '../../lambdas/domain/i18n/languages';

describe('the language of a URL query', () => {
  it('reads ?lang= in any case and with a region', () => {
    expect(languageOfQuery('?lang=et')).toBe('et');
    expect(languageOfQuery('lang=EN')).toBe('en');
    expect(languageOfQuery('?page=2&lang=et-EE#top')).toBe('et');
    expect(languageOfQuery('?search=p%C3%B5ld&lang=et_EE')).toBe('et');
  });

  it('is nothing for no parameter, an empty or unknown code, or a malformed query, never an error', () => {
    for (const query of ['', '?', '?page=2', '?lang=', '?lang=fi', '?lang=%E0%A4%A', '?lang=<script>', null, undefined]) expect(languageOfQuery(query), String(query)).toBeUndefined();
  });
});
