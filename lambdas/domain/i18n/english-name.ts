/**
 * The English text of a name the domain gives (roles, rating criteria, the anonymised bidder, cancellation reasons):
 * the catalogue's domain part is each name's one home (docs/decisions/web/languages.md, "Texts from the domain").
 * Apart from `english()` so that a module needing only names (roles, on the landing page) does not load the errors part.
 */
import type { DomainNameKey } from './catalogue';
import enDomain from './compiled/domain.en';
import { formatMessage, type MessageValues } from './translate';

/** The English text of name `key` with `values` in its placeholders (text values only: no number formatting). */
export function englishName(key: DomainNameKey, values: MessageValues = {}): string {
  return formatMessage(enDomain[key] ?? [key], values, 'en');
}
