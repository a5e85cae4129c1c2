/**
 * Money (spec part 2, sections 1 and 9): amounts are euros, stored as integer euro cents,
 * shown in German format with exactly two decimals.
 */

/** Platform fee on top of the bid, as a fraction (8 percent, part 2, 9). */
export const PLATFORM_FEE_RATE = 0.08;

/** Euros (number, up to two decimals) to integer cents. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Integer cents to euros. */
export function fromCents(cents: number): number {
  return cents / 100;
}

const euroFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents to display text in German format, e.g. 123456 -> "1.234,56 €". */
export function formatEuros(cents: number): string {
  return euroFormat.format(cents / 100);
}

/** The platform fee in cents for a bid amount in cents (rounded to the cent). */
export function platformFeeCents(bidCents: number): number {
  return Math.round(bidCents * PLATFORM_FEE_RATE);
}
