/**
 * The message catalogue's parts and their typed keys (docs/decisions/web/languages.md). Each part is one module per
 * language: English (`en/`) is the source; Estonian (`et/`) must have exactly its keys (`satisfies` the part's type)
 * and the same placeholders (test/unit/i18n-catalogue.test.ts). The compiled parts (../compiled/, `npm run
 * i18n:compile`) are what the app and the functions load.
 */
import type enPublic from './en/public';

/** The public pages' keys (landing, header, footer, not found). */
export type PublicKey = keyof typeof enPublic;
/** A language's texts of the public pages. */
export type PublicCatalogue = Record<PublicKey, string>;
/** Every key of the catalogue: a key that does not exist fails the type check. */
export type MessageKey = PublicKey;
/** The parts of the catalogue, by name: what `npm run i18n:compile` compiles for each language. */
export const CATALOGUE_PARTS = ['public'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];
