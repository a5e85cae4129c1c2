/**
 * From an English domain text back to its key and values, so a text made in English anywhere (a refusal, a zod
 * message, a field error) is shown in another language (docs/decisions/web/languages.md, "Texts from the domain").
 * Each English message of the given compiled parts becomes a pattern: its texts literally, a `{name}` any text, a
 * `{n, number}` or a plural's `#` an English number, a plural or select one of its branches. A text no message makes
 * has no key and stays as it is. The index is built on first use, never at a function's cold start.
 */
import type { MessageKey } from './catalogue';
import type { CompiledMessage, CompiledMessages, MessageValues, Translate } from './translate';

/** A message's key and the values its placeholders had. */
export interface KeyedText {
  key: MessageKey;
  values: MessageValues;
}

interface Pattern {
  key: MessageKey;
  regex: RegExp;
  /** The placeholder each capture group fills, and whether it is a number. */
  groups: { name: string; number: boolean }[];
  /** Characters of literal text: the most specific pattern is tried first. */
  literal: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NUMBER = '(-?[\\d,]+(?:\\.\\d+)?)';

/** The regular expression source of `message`, adding its capture groups to `groups`. */
function source(message: CompiledMessage, groups: Pattern['groups'], counted?: string): { text: string; literal: number } {
  let text = '';
  let literal = 0;
  for (const token of message) {
    if (typeof token === 'string') {
      if (token === '#' && counted) {
        groups.push({ name: counted, number: true });
        text += NUMBER;
      } else {
        text += escape(token);
        literal += token.length;
      }
      continue;
    }
    const [name, type, branches] = token;
    if ((type === 'plural' || type === 'selectordinal' || type === 'select') && branches) {
      const alternatives = Object.values(branches).map((branch) => source(branch, groups, type === 'select' ? counted : name));
      text += `(?:${alternatives.map((a) => a.text).join('|')})`;
      literal += Math.min(...alternatives.map((a) => a.literal));
    } else if (type === 'number') {
      groups.push({ name, number: true });
      text += NUMBER;
    } else {
      groups.push({ name, number: false });
      text += '([\\s\\S]+?)';
    }
  }
  return { text, literal };
}

/** An index of English texts to keys over the compiled English `parts`. */
export class TextKeys {
  private exact?: Map<string, MessageKey>;
  private patterns?: Pattern[];

  constructor(private readonly parts: readonly CompiledMessages[]) {}

  private build(): void {
    this.exact = new Map();
    this.patterns = [];
    for (const part of this.parts)
      for (const [key, message] of Object.entries(part) as [MessageKey, CompiledMessage][]) {
        if (message.every((token) => typeof token === 'string')) {
          const text = message.join('');
          if (!this.exact.has(text)) this.exact.set(text, key);
          continue;
        }
        const groups: Pattern['groups'] = [];
        const { text, literal } = source(message, groups);
        this.patterns.push({ key, regex: new RegExp(`^${text}$`), groups, literal });
      }
    this.patterns.sort((a, b) => b.literal - a.literal);
  }

  /** The key and values of the message that makes `text`, or undefined when none does. */
  keyOf(text: string): KeyedText | undefined {
    if (!this.exact) this.build();
    const key = this.exact!.get(text);
    if (key) return { key, values: {} };
    for (const pattern of this.patterns!) {
      const match = pattern.regex.exec(text);
      if (!match) continue;
      const values: MessageValues = {};
      pattern.groups.forEach(({ name, number }, i) => {
        const found = match[i + 1];
        if (found !== undefined) values[name] = number ? Number(found.replace(/,/g, '')) : found;
      });
      return { key: pattern.key, values };
    }
    return undefined;
  }

  /** `text` in the language of `t`: its message's text with the same values, or `text` itself when no message makes it. */
  translate(text: string, t: Translate): string {
    const keyed = this.keyOf(text);
    return keyed ? t(keyed.key, keyed.values) : text;
  }
}
