/**
 * The forms' zod resolver: @hookform/resolvers' zodResolver whose field messages (the shared schemas', made in English
 * by lambdas/) show in the active language (domain-text.ts). Apart from domain-text.ts so a screen that only shows a
 * domain name does not load the resolver.
 */
import { zodResolver as englishZodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from './domain-text';

/** zodResolver with its messages in the active language. */
export const zodResolver = ((...args: Parameters<typeof englishZodResolver>) => translatedResolver(englishZodResolver(...args))) as typeof englishZodResolver;
