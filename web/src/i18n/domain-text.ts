/**
 * The domain's texts in the active language (docs/decisions/web/languages.md, "Texts from the domain"): the shared
 * zod schemas' messages, refusals the web computes with the domain's rules, the names of roles and rating criteria, the
 * anonymised bidder, and any English domain text. They are
 * made in English by lambdas/ (the errors and domain parts are their home); this finds each text's key and values
 * (@domain/i18n/text-key) and gives the active language's text, so no form or screen keeps a second copy.
 * A text no message makes (e.g. one the API answered already in the caller's language) is shown as it is.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import enDomain from '@domain/i18n/compiled/domain.en';
import enErrors from '@domain/i18n/compiled/errors.en';
import { TextKeys } from '@domain/i18n/text-key';
import { catalogue, loadParts, useLanguage } from './i18n';

await loadParts('errors', 'domain');

const keys = new TextKeys([enErrors, enDomain]);

/** `text`, an English domain text, in the active language. */
export function domainText(text: string): string {
  return catalogue.language === 'en' ? text : keys.translate(text, catalogue.t);
}

/** domainText for a component: it re-renders when the language changes. */
export function useDomainText(): (text: string) => string {
  useLanguage();
  return domainText;
}

/** react-hook-form's errors with every `message` in the active language. */
function translateErrors<E>(errors: E): E {
  if (!errors || typeof errors !== 'object') return errors;
  if (Array.isArray(errors)) return errors.map(translateErrors) as E;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(errors)) {
    if (name === 'ref') out[name] = value;
    else out[name] = name === 'message' && typeof value === 'string' ? domainText(value) : translateErrors(value);
  }
  return out as E;
}

/** `resolver` whose field messages are in the active language. */
export function translatedResolver<I extends FieldValues, C, O>(resolver: Resolver<I, C, O>): Resolver<I, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return catalogue.language === 'en' ? result : ({ ...result, errors: translateErrors(result.errors) } as typeof result);
  };
}
