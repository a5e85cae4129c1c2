/**
 * The API answers a refusal in the caller's language (docs/decisions/web/languages.md, "Texts from the domain"): the
 * language is the first one GeoTender speaks in the request's Accept-Language (English for none, an unknown code or
 * a malformed header, never an error), and the refusal's `message` and `fieldErrors`, made in English by the domain,
 * are translated by key with the compiled errors part. English answers are the domain's texts as they are.
 */
import enErrors from '../domain/i18n/compiled/errors.en';
import etErrors from '../domain/i18n/compiled/errors.et';
import { preferredLanguage, type Language } from '../domain/i18n/languages';
import { TextKeys } from '../domain/i18n/text-key';
import { Catalogue, type CompiledMessages } from '../domain/i18n/translate';
import type { FieldErrors } from '../kernel/errors';

const keys = new TextKeys([enErrors]);
/** Each language's compiled errors besides English: a language added to LANGUAGES fails the type check until it has them. */
const translations: Record<Exclude<Language, 'en'>, CompiledMessages> = { et: etErrors };
const catalogues: Partial<Record<Language, Catalogue>> = {};

/** The language of a request's answer: its Accept-Language header's first supported language, else English. */
export function answerLanguage(headers: Record<string, string | undefined> | null | undefined): Language {
  return preferredLanguage(headers?.['accept-language'] ?? headers?.['Accept-Language']);
}

/** `text` (an English domain message) in `language`; itself in English or when no message makes it. */
export function translateText(text: string, language: Language): string {
  if (language === 'en') return text;
  const catalogue = (catalogues[language] ??= new Catalogue({ en: enErrors, [language]: translations[language] }, language));
  return keys.translate(text, catalogue.t);
}

/** An error body `{message, fieldErrors?}` in `language`. */
export function translateError<B extends { message: string; fieldErrors?: FieldErrors }>(body: B, language: Language): B {
  if (language === 'en') return body;
  const fieldErrors = body.fieldErrors && Object.fromEntries(Object.entries(body.fieldErrors).map(([field, list]) => [field, list.map((m) => translateText(m, language))]));
  return { ...body, message: translateText(body.message, language), ...(fieldErrors ? { fieldErrors } : {}) };
}
