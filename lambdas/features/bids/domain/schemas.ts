/**
 * Request schemas of the bids feature (zod): the route table validates bodies and queries with them and the web app its forms.
 */
import * as z from 'zod/mini';
import { bidMessages, MAX_BID_CENTS, MAX_BID_COMMENT } from './bid';
import { messages, noControlCharacters } from '../../../domain/schemas';
import { built } from '../../../domain/built';

/**
 * A bid amount in euros (part 2, 5: number, min 0, step 0.01): a finite number from 0 to the ceiling
 * with at most two decimals. Handlers store it as integer cents (domain/money.ts toCents).
 */
export const bidAmountSchema = /* @__PURE__ */ built(() =>
  z.number({ error: messages.bidAmountRequired }).check(
    z.refine((v) => Number.isFinite(v) && v >= 0 && v * 100 <= MAX_BID_CENTS, messages.bidAmountInvalid),
    z.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, messages.bidAmountInvalid),
  ),
);

/** `PUT /tenders/{tenderId}/bid` body: place or update the caller's one bid (part 2, 5 "Bid"). */
export const bidPlaceSchema = /* @__PURE__ */ built(() =>
  z.object({
    amount: bidAmountSchema,
    comment: z.pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(MAX_BID_COMMENT, bidMessages.commentTooLong), noControlCharacters)),
      z.transform((v: string | null | undefined) => (v ? v : null)),
    ),
  }),
);

export type BidPlace = z.input<typeof bidPlaceSchema>;
