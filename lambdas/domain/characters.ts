/**
 * Characters a person cannot see: every control character (Unicode
 * category Cc: C0, DEL, C1), every invisible format character (category Cf: the bidi controls U+202A-U+202E,
 * U+2066-U+2069, U+200E/U+200F and U+061C, the zero-width characters U+200B-U+200D and U+2060, the BOM, the soft
 * hyphen), lone surrogates (Cs) and the line and paragraph separators U+2028/U+2029. Such a character can make a
 * name read as something else ('invoice\u202Efdp.exe.pdf' shows as 'invoice' + 'exe.pdf' reversed) or make two
 * names that look alike differ. File names have them replaced (files.ts sanitizeFileName); names of people,
 * companies and tenders are refused with UNSEEN_CHARACTERS_MESSAGE (schemas.ts readableName). One class, one
 * source. Pure module.
 */
import { english } from './i18n/english';

/** One character a person cannot see (no `g` flag: safe to `test` repeatedly). */
export const UNSEEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u;

/** Every character a person cannot see, for `replace`. */
export const UNSEEN_CHARACTERS = new RegExp(UNSEEN_CHARACTER.source, 'gu');

/** Message of a name refused for an unseen character (a 400 from the API; the form's field message). */
export const UNSEEN_CHARACTERS_MESSAGE = english('error.form.unseenCharacters');

/** Whether `text` holds a character a person cannot see (UNSEEN_CHARACTER). */
export function hasUnseenCharacters(text: string): boolean {
  return UNSEEN_CHARACTER.test(text);
}
