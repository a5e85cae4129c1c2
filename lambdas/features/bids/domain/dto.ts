/**
 * Answer schemas of the bids feature (zod): the route table validates answers with them and the web app reads its types from them.
 */
import * as z from 'zod/mini';
import { BID_STATUSES } from './bid';
import { tenderDetailSchema } from '../../tenders/domain/dto';
import { built } from '../../../domain/built';

/** The caller's own bid (geodesist): everything about it, never anyone else's. Amount in cents. */
export const ownBidSchema = /* @__PURE__ */ built(() =>
  z.object({
    bidId: z.string(),
    tenderId: z.string(),
    amountCents: z.int(),
    comment: z.nullable(z.string()),
    status: z.enum(BID_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Whether the bid waits for its bidder's confirmation after an amendment (features/tenders/domain/versions.ts). */
    needsConfirmation: z.boolean(),
  }),
);

export type OwnBid = z.infer<typeof ownBidSchema>;

/** `GET /tenders/{id}/bid` answer: the caller's bid, or null. */
export const ownBidAnswerSchema = /* @__PURE__ */ built(() => z.object({ bid: z.nullable(ownBidSchema) }));

/** `PUT /tenders/{id}/bid` answer: the stored bid, and whether it was created (201) or updated (200). */
export const bidPlacedSchema = /* @__PURE__ */ built(() => z.object({ bid: ownBidSchema, created: z.boolean() }));

/** `DELETE /tenders/{id}/bid` answer. */
export const bidWithdrawnSchema = /* @__PURE__ */ built(() => z.object({ tenderId: z.string(), withdrawn: z.literal(true) }));

/**
 * A row of a tender's bid list (part 2, poster and admin bid tables). While the tender is Open and the
 * caller is the poster, the server sends only the label 'Geodesist #n' (`anonymized` true): `bidderId`,
 * `bidderName` and `bidderCompany` are null. Admins always get them; posters once the tender is past Open.
 */
export const bidRowSchema = /* @__PURE__ */ built(() =>
  z.object({
    bidId: z.string(),
    label: z.string(),
    anonymized: z.boolean(),
    bidderId: z.nullable(z.string()),
    bidderName: z.nullable(z.string()),
    bidderCompany: z.nullable(z.string()),
    amountCents: z.int(),
    comment: z.nullable(z.string()),
    status: z.enum(BID_STATUSES),
    isContractor: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Whether the bid was placed before the tender's last amendment and its bidder has not confirmed it since. */
    predatesAmendment: z.boolean(),
  }),
);

export type BidRow = z.infer<typeof bidRowSchema>;

export const bidPageSchema = /* @__PURE__ */ built(() => z.object({ items: z.array(bidRowSchema), nextCursor: z.nullable(z.string()), anonymized: z.boolean() }));

export type BidPage = z.infer<typeof bidPageSchema>;

/** `POST /tenders/{id}/bids/{bidId}/accept` answer: the tender now In Progress and the accepted bid. */
export const bidAcceptedSchema = /* @__PURE__ */ built(() => z.object({ tender: tenderDetailSchema, bid: bidRowSchema }));

/** `POST /tenders/{id}/bids/mine/confirm` answer: the caller's bid, now answering the tender's current version. */
export const bidConfirmedSchema = /* @__PURE__ */ built(() => z.object({ bid: ownBidSchema }));
