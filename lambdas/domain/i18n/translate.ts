/**
 * Translating with the compiled catalogue (docs/decisions/web/languages.md). Messages are ICU MessageFormat, compiled by
 * Lingui's compiler at `npm run i18n:compile` into lists of texts and arguments; this formats such a list: `{name}`,
 * `{n, plural, …}` and `{n, selectordinal, …}` by Intl.PluralRules of the language (`#` is the number, `=0` an exact
 * match), `{x, select, …}` and `{n, number}`. Lingui's own runtime does the same with date and number styles besides; it
 * would add 3 KB to the landing page's JavaScript, which has 2 KB to spare. A key the active language lacks answers the
 * English text when English is loaded, else the key itself; never throws.
 */
import type { MessageKey } from './catalogue';
import { DEFAULT_LANGUAGE, LOCALES, type Language } from './languages';

/** A compiled message: texts, and arguments `[name]`, `[name, 'number']` or `[name, 'plural' | 'selectordinal' | 'select', branches]`. */
export type CompiledMessage = (string | [string] | [string, string] | [string, string, Record<string, CompiledMessage>])[];
/** A compiled part of the catalogue: key to compiled message. */
export type CompiledMessages = Record<string, CompiledMessage>;
/** Values of a message's placeholders. */
export type MessageValues = Record<string, string | number>;
/** A translation function with typed keys. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(language: Language, n: number, type: 'cardinal' | 'ordinal'): string {
  const id = `${language}:${type}`;
  let rules = pluralRules.get(id);
  if (!rules) pluralRules.set(id, (rules = new Intl.PluralRules(LOCALES[language], { type })));
  return rules.select(n);
}

/** `message` with `values` in `language`; `count` is the number `#` stands for inside a plural's branch. */
export function formatMessage(message: CompiledMessage, values: MessageValues, language: Language, count?: number): string {
  let out = '';
  for (const token of message) {
    if (typeof token === 'string') {
      out += token === '#' && count !== undefined ? new Intl.NumberFormat(LOCALES[language]).format(count) : token;
      continue;
    }
    const [name, type, branches] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const n = Number(value);
      // Lingui compiles an exact match `=0` as the branch `0`.
      const branch = branches?.[String(n)] ?? branches?.[pluralOf(language, n, type === 'plural' ? 'cardinal' : 'ordinal')] ?? branches?.other ?? [];
      out += formatMessage(branch, values, language, n);
    } else if (type === 'select') {
      out += formatMessage(branches?.[String(value)] ?? branches?.other ?? [], values, language, count);
    } else if (type === 'number') {
      out += new Intl.NumberFormat(LOCALES[language]).format(Number(value));
    } else {
      out += value === undefined ? '' : String(value);
    }
  }
  return out;
}

/** A catalogue of loaded languages with one active (English when the chosen one is not loaded). */
export class Catalogue {
  private readonly loaded = new Map<Language, CompiledMessages>();
  private active: Language = DEFAULT_LANGUAGE;
  private readonly listeners = new Set<() => void>();

  constructor(messages: Partial<Record<Language, CompiledMessages>> = {}, language: Language = DEFAULT_LANGUAGE) {
    for (const [lang, compiled] of Object.entries(messages) as [Language, CompiledMessages][]) this.load(lang, compiled);
    this.activate(language);
  }

  /** The active language. */
  get language(): Language {
    return this.active;
  }

  /** Adds (or extends) `language`'s messages. */
  load(language: Language, compiled: CompiledMessages): void {
    this.loaded.set(language, { ...this.loaded.get(language), ...compiled });
  }

  /** Whether `language` has messages loaded. */
  has(language: Language): boolean {
    return this.loaded.has(language);
  }

  /** Makes `language` active (English when it has no messages) and tells the listeners. */
  activate(language: Language): void {
    this.active = this.loaded.has(language) ? language : DEFAULT_LANGUAGE;
    for (const listener of [...this.listeners]) listener();
  }

  /** Calls `listener` on every activation; returns the function that stops it. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The text of `key` in the active language (see the module for what a missing key gives). */
  t: Translate = (key, values = {}) => {
    const message = this.loaded.get(this.active)?.[key] ?? this.loaded.get(DEFAULT_LANGUAGE)?.[key];
    return message ? formatMessage(message, values, message === this.loaded.get(this.active)?.[key] ? this.active : DEFAULT_LANGUAGE) : key;
  };
}
