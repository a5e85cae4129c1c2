/**
 * The message catalogue (lambdas/domain/i18n, docs/decisions/web/languages.md): every part has the same keys in every
 * language, every message is valid ICU MessageFormat, a translation keeps its source's placeholders (a broken one fails
 * here, never on a user's screen), and the compiled modules are what `npm run i18n:compile` writes. Also the lenient
 * reading of language codes and Accept-Language headers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse } from '@messageformat/parser';
import { CATALOGUE_PARTS } from '../../lambdas/domain/i18n/catalogue';
import { LANGUAGES, languageOf, preferredLanguage } from '../../lambdas/domain/i18n/languages';
import { Catalogue, formatMessage, type CompiledMessage } from '../../lambdas/domain/i18n/translate';
import { compiledModule, compiledPath, sourceOf } from '../../local/compile-messages';

/** The placeholder names of a compiled message, sorted (`{year}`, `{n, plural, …}` and those inside a plural's branches). */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is a list of texts and arguments [name, type?, format?]; a plural's or select's format holds
  // each branch as a compiled message.
  const walk = (tokens: unknown[]): void => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      const format: unknown = token[2];
      if (format && typeof format === 'object' && !Array.isArray(format)) for (const branch of Object.values(format)) if (Array.isArray(branch)) walk(branch);
    }
  };
  walk(compileMessage(message) as unknown[]);
  return [...names].sort();
}

describe('the message catalogue', () => {
  for (const part of CATALOGUE_PARTS) {
    it(`has the same keys and placeholders in every language (${part})`, async () => {
      const en = await sourceOf(part, 'en');
      for (const language of LANGUAGES) {
        const other = await sourceOf(part, language);
        expect(Object.keys(other).sort(), language).toEqual(Object.keys(en).sort());
        for (const [key, message] of Object.entries(en)) {
          expect(other[key]!.trim(), `${language} ${key} is empty`).not.toBe('');
          expect(() => parse(other[key]!), `${language} ${key}`).not.toThrow();
          expect(placeholdersOf(other[key]!), `${language} ${key}`).toEqual(placeholdersOf(message));
        }
      }
    });

    it(`is compiled as npm run i18n:compile writes it (${part})`, async () => {
      for (const language of LANGUAGES) expect(readFileSync(compiledPath(part, language), 'utf8'), `run npm run i18n:compile (${part}.${language})`).toBe(await compiledModule(part, language));
    });
  }

  it('gives every key to one part (parts share one catalogue once loaded, so a second text would replace the first)', async () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const part of CATALOGUE_PARTS)
      for (const key of Object.keys(await sourceOf(part, 'en'))) {
        if (owner.has(key)) clashes.push(`${key} (${owner.get(key)}, ${part})`);
        else owner.set(key, part);
      }
    expect(clashes).toEqual([]);
  });

  it('finds a broken placeholder', () => {
    expect(placeholdersOf('© {year} GeoTender')).toEqual(['year']);
    expect(placeholdersOf('© {aasta} GeoTender')).not.toEqual(placeholdersOf('© {year} GeoTender'));
    expect(placeholdersOf('{count, plural, one {# bid on {title}} other {# bids on {title}}}')).toEqual(['count', 'title']);
    expect(() => parse('© {year GeoTender')).toThrow();
    expect(() => parse('{n, plural, one {x}')).toThrow();
  });

  it('formats in the active language, English when the language has no texts', async () => {
    const en = (await import('../../lambdas/domain/i18n/compiled/public.en')).default;
    const et = (await import('../../lambdas/domain/i18n/compiled/public.et')).default;
    expect(new Catalogue({ en, et }, 'et').t('footer.copyright', { year: '2026' })).toBe('© 2026 GeoTender. Kõik õigused kaitstud.');
    expect(new Catalogue({ en }, 'et').t('nav.home')).toBe('Home');
    // A key only English has: the English text.
    expect(new Catalogue({ en, et: { 'brand.name': ['GeoTender'] } }, 'et').t('nav.home')).toBe('Home');
  });

  it('formats plurals by each language’s rules, exact matches, selects and numbers', () => {
    const compiled = (m: string) => compileMessage(m) as unknown as CompiledMessage;
    const bids = compiled('{n, plural, =0 {No bids} one {# bid on {title}} other {# bids on {title}}}');
    expect(formatMessage(bids, { n: 0, title: 'X' }, 'en')).toBe('No bids');
    expect(formatMessage(bids, { n: 1, title: 'X' }, 'en')).toBe('1 bid on X');
    expect(formatMessage(bids, { n: 1234, title: 'X' }, 'en')).toBe('1,234 bids on X');
    expect(formatMessage(bids, { n: 1234, title: 'X' }, 'et')).toBe('1234 bids on X');
    expect(formatMessage(compiled('{n, number} m²'), { n: 1234.5 }, 'et')).toBe('1234,5 m²');
    expect(formatMessage(compiled('{role, select, admin {Admin} other {User}}'), { role: 'admin' }, 'en')).toBe('Admin');
    expect(formatMessage(compiled('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}'), { n: 22 }, 'en')).toBe('22nd');
  });
});

describe('language codes', () => {
  it('reads a code leniently and falls back to English', () => {
    expect(languageOf('et')).toBe('et');
    expect(languageOf('ET-ee')).toBe('et');
    expect(languageOf('et_EE')).toBe('et');
    expect(languageOf('fi')).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('<script>')).toBe('en');
  });

  it('takes the first supported language of a browser list or an Accept-Language header by weight', () => {
    expect(preferredLanguage(['fi-FI', 'et-EE', 'en'])).toBe('et');
    expect(preferredLanguage('fi;q=0.9, et;q=0.8, en;q=0.7')).toBe('et');
    expect(preferredLanguage('en;q=0.5, et;q=0.9')).toBe('et');
    expect(preferredLanguage('et;q=0, de')).toBe('en');
    expect(preferredLanguage('garbage;;q=x')).toBe('en');
    expect(preferredLanguage(null)).toBe('en');
  });
});
