/**
 * A refusal's `message` and `fieldErrors`, made in English by the domain, in another language, by key with the
 * compiled errors part (docs/decisions/web/languages.md, "Texts from the domain"). Loaded by answer-language.ts at
 * the first answer in another language, so a function's cold start carries no translation.
 */
import enErrors from '../domain/i18n/compiled/errors.en';
import etErrors from '../domain/i18n/compiled/errors.et';
import type { Language } from '../domain/i18n/languages';
import { TextKeys } from '../domain/i18n/text-key';
import { Catalogue, type CompiledMessages } from '../domain/i18n/translate';
import type { FieldErrors } from '../kernel/errors';

const keys = new TextKeys([enErrors]);
/** Each language's compiled errors besides English: a language added to LANGUAGES fails the type check until it has them. */
const translations: Record<Exclude<Language, 'en'>, CompiledMessages> = { et: etErrors };
const catalogues: Partial<Record<Language, Catalogue>> = {};

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
