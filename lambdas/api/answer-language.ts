/**
 * The API answers a refusal in the caller's language (docs/decisions/web/languages.md, "Texts from the domain"): the
 * language is the first one GeoTender speaks in the request's Accept-Language (English for none, an unknown code or
 * a malformed header, never an error). An English answer is the domain's text as it is; another language's is
 * translated by answer-translation.ts, loaded at its first use.
 */
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { preferredLanguage, type Language } from '../domain/i18n/languages';
import type { FieldErrors } from '../kernel/errors';

/** The language of a request's answer: its Accept-Language header's first supported language, else English. */
export function answerLanguage(headers: Record<string, string | undefined> | null | undefined): Language {
  return preferredLanguage(headers?.['accept-language'] ?? headers?.['Accept-Language']);
}

/** An error answer `{message, fieldErrors?}` in `language`; any other answer, and every English one, as it is. */
export async function inLanguage(answer: APIGatewayProxyResultV2, language: Language): Promise<APIGatewayProxyResultV2> {
  if (language === 'en' || typeof answer !== 'object' || !answer.body || (answer.statusCode ?? 200) < 400) return answer;
  const { translateError } = await import('./answer-translation');
  return { ...answer, body: JSON.stringify(translateError(JSON.parse(answer.body) as { message: string; fieldErrors?: FieldErrors }, language)) };
}
