/**
 * The English text of a domain message (docs/decisions/web/languages.md, "Texts from the domain"): the English errors
 * and domain parts of the catalogue are each message's and name's one home; the domain's `*Messages` objects and the shared zod schemas read
 * it here, so the API's English answers are the specs' texts and the other languages translate them by key.
 */
import type { ErrorKey } from './catalogue';
import enErrors from './compiled/errors.en';
import { formatMessage, type CompiledMessage, type MessageValues } from './translate';

/**
 * `n` as English writes it ("2,000", "20.37"). Not Intl: the messages are made at module load, where Intl's ICU
 * set-up would cost a function about 10 ms of its cold start.
 */
function englishNumber(n: string | number): string {
  const [whole = '', fraction] = String(n).split('.');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '');
}

/** The English text of `key` (of the errors part; names of the domain part: english-name.ts) with `values` in its placeholders. */
export function english(key: ErrorKey, values: MessageValues = {}): string {
  const message = enErrors[key] ?? [key];
  const numbers = message.filter((token): token is [string, string] => Array.isArray(token) && token[1] === 'number');
  if (!numbers.length) return formatMessage(message, values, 'en');
  const plain: CompiledMessage = message.map((token) => (Array.isArray(token) && token[1] === 'number' ? [token[0]] : token));
  const texts = { ...values, ...Object.fromEntries(numbers.map(([name]) => [name, englishNumber(values[name] ?? '')])) };
  return formatMessage(plain, texts, 'en');
}
