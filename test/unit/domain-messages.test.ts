/**
 * The domain's messages in every language (docs/decisions/web/languages.md, "Texts from the domain"): every message
 * object and message constant that lambdas/ exports (found by reading the sources, not from a list) is made by a key
 * of the errors part, so it has its Estonian text; the reverse lookup finds each message's key and values again, and
 * the Estonian text carries the values in Estonian number format.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import enErrors from '../../lambdas/domain/i18n/compiled/errors.en';
import etErrors from '../../lambdas/domain/i18n/compiled/errors.et';
import type { ErrorKey, MessageKey } from '../../lambdas/domain/i18n/catalogue';
import { english } from '../../lambdas/domain/i18n/english';
import { TextKeys } from '../../lambdas/domain/i18n/text-key';
import { Catalogue, type CompiledMessage, type MessageValues } from '../../lambdas/domain/i18n/translate';
import { translateError, translateText } from '../../lambdas/api/answer-translation';

const ROOT = join(import.meta.dirname, '..', '..', 'lambdas');
/** E-mail and notification texts are their own part (lambdas/features/notifications). */
const ELSEWHERE = [join(ROOT, 'features', 'notifications'), join(ROOT, 'domain', 'i18n')];
/** An exported message object or constant: `fooMessages`, `messages`, `messageTitles`, `FOO_MESSAGE`. */
const EXPORT = /^export const (\w*Messages|messages|messageTitles|[A-Z_]+_MESSAGE)\b/gm;

function sources(dir: string): string[] {
  if (ELSEWHERE.includes(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every exported message object or constant of lambdas/, by module. */
const exported = sources(ROOT).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(EXPORT)].map((m) => ({ file, name: String(m[1]) })));

/** Sample values for a compiled message's placeholders: numbers for plurals and numbers, text for the rest. */
function sampleValues(message: CompiledMessage, values: MessageValues = {}): MessageValues {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, branches] = token;
    values[name] = type === 'plural' || type === 'selectordinal' || type === 'number' ? 1234 : `‹${name}›`;
    if (branches) for (const branch of Object.values(branches)) sampleValues(branch, values);
  }
  return values;
}

const keys = new TextKeys([enErrors]);
const et = new Catalogue({ en: enErrors, et: etErrors }, 'et');

describe('the domain’s messages', () => {
  it('finds the exported message objects of lambdas/', () => {
    const names = exported.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['bidMessages', 'tenderMessages', 'messages', 'messageTitles', 'accountMessages', 'UNSEEN_CHARACTERS_MESSAGE']));
    expect(exported.length).toBeGreaterThan(30);
  });

  it('makes every exported message with a key of the errors part, so each has its Estonian text', async () => {
    const missing: string[] = [];
    for (const { file, name } of exported) {
      const value = ((await import(file)) as Record<string, unknown>)[name];
      const texts =
        typeof value === 'string' ? ([[name, value]] as [string, string][]) : Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
      for (const [property, text] of texts) if (!keys.keyOf(text)) missing.push(`${relative(ROOT, file)} ${name}.${property}: ${text}`);
    }
    expect(missing).toEqual([]);
  });

  it('finds every message’s key and values again from its English text', () => {
    for (const [key, message] of Object.entries(enErrors) as [ErrorKey, CompiledMessage][]) {
      const values = sampleValues(message);
      const found = keys.keyOf(english(key, values));
      expect(found, key).toBeDefined();
      // Another key with the same English text must read the same in Estonian.
      expect(et.t(found!.key as MessageKey, found!.values), key).toBe(et.t(key, values));
    }
  });

  it('translates refusals with values, in Estonian number format', () => {
    expect(translateText('The comment can be at most 2000 characters', 'et')).toBe('Kommentaaris võib olla kuni 2000 märki');
    expect(translateText('Too many requests: try again in 1 second', 'et')).toBe('Liiga palju päringuid: proovi uuesti 1 sekundi pärast');
    expect(translateText('Too many requests: try again in 30 seconds', 'et')).toBe('Liiga palju päringuid: proovi uuesti 30 sekundi pärast');
    expect(translateText(english('error.site.outsideExtent', { west: 20.37, east: 28.2, south: 57.52, north: 60 }), 'et')).toContain('pikkus 20,37 kuni 28,2, laius 57,52 kuni 60');
    expect(translateText(english('error.cancel.textTooLong', { max: 12_000 }), 'et')).toBe('Selgituses võib olla kuni 12\u00a0000 märki');
    expect(english('error.cancel.textTooLong', { max: 12_000 })).toBe('The explanation may have at most 12,000 characters');
  });

  it('leaves a text no message makes, and every English answer, as it is', () => {
    expect(translateText('Something the domain never says', 'et')).toBe('Something the domain never says');
    const body = { message: 'Bid not found', fieldErrors: { bidId: ['Invalid id'] } };
    expect(translateError(body, 'en')).toBe(body);
    expect(translateError(body, 'et')).toEqual({ message: 'Pakkumist ei leitud', fieldErrors: { bidId: ['Vigane tunnus'] } });
  });
});
