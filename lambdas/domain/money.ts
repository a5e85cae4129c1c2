/**
 * Money (spec part 2, sections 1 and 9): amounts are euros, stored as integer euro cents,
 * shown in German format with exactly two decimals.
 */

/** Platform fee on top of the bid, as a fraction (8 percent, part 2, 9). */
export const PLATFORM_FEE_RATE = 0.08;

/**
 * Euros (finite number, up to two decimals) to integer cents. Rounds the product to 15 significant digits
 * first, so float artefacts cannot shift a cent: 0.1 + 0.2 gives 30, 1.005 gives 101 and
 * 4.35 gives 435 (where `Math.round(x * 100)` gives 100 for 1.005). Throws RangeError for NaN or Infinity.
 */
export function toCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError('Amount must be a finite number');
  // 15 significant digits drop the binary artefact (100.49999999999999 -> 100.5) before rounding.
  return Math.round(Number((euros * 100).toPrecision(15)));
}

/** Integer cents to euros. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * A number format built at its first use: building one loads locale data (about 10 ms of a cold start), which a
 * function that never formats should not pay. Returns the format's `format`.
 */
export function lazyNumberFormat(locale: string, options: Intl.NumberFormatOptions): (n: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (n) => (format ??= new Intl.NumberFormat(locale, options)).format(n);
}

const euroFormat = lazyNumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents to display text in German format, e.g. 123456 -> "1.234,56 €". */
export function formatEuros(cents: number): string {
  return euroFormat(cents / 100);
}

/** The platform fee in cents for a bid amount in cents (rounded to the cent). */
export function platformFeeCents(bidCents: number): number {
  return Math.round(bidCents * PLATFORM_FEE_RATE);
}
