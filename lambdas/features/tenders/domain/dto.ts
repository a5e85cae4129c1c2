/**
 * Answer schemas of the tenders feature (zod): the route table validates answers with them and the web app reads its types from them.
 */
import * as z from 'zod/mini';
import { TENDER_STATUSES } from './tender';
import { BID_STATUSES } from './tender-bids';
import { built } from '../../../domain/built';

export const attachmentSchema = /* @__PURE__ */ built(() =>
  z.object({
    attachmentId: z.string(),
    filename: z.string(),
    contentType: z.string(),
    size: z.int(),
    createdAt: z.string(),
  }),
);

export type Attachment = z.infer<typeof attachmentSchema>;

/** A row of the shared tender table (part 2, 3 "Table row view"). */
export const tenderSummarySchema = /* @__PURE__ */ built(() =>
  z.object({
    tenderId: z.string(),
    title: z.string(),
    projectCode: z.string(),
    description: z.string(),
    expiryDate: z.string(),
    status: z.enum(TENDER_STATUSES),
    attachmentsCount: z.int(),
    bidCount: z.int(),
    createdAt: z.string(),
    /** The caller's own bid on this tender (geodesists; part 2, 3 "hasBid, bidStatus, bidAmount"), else false/null. */
    hasBid: z.boolean(),
    bidStatus: z.nullable(z.enum(BID_STATUSES)),
    bidAmountCents: z.nullable(z.int()),
    /** The site's centroid in degrees (WGS84), present when the tender has a site. */
    siteLon: z.optional(z.number()),
    siteLat: z.optional(z.number()),
  }),
);

export type TenderSummary = z.infer<typeof tenderSummarySchema>;

export const tenderPageSchema = /* @__PURE__ */ built(() => z.object({ items: z.array(tenderSummarySchema), nextCursor: z.nullable(z.string()) }));

export type TenderPage = z.infer<typeof tenderPageSchema>;

/** Contact details of the poster (part 2, geodesist detail); null when not yet revealed to the viewer. */
export const contactInfoSchema = /* @__PURE__ */ built(() =>
  z.object({
    postedBy: z.nullable(z.string()),
    contactPerson: z.nullable(z.string()),
    contactEmail: z.nullable(z.string()),
    contactPhone: z.nullable(z.string()),
  }),
);

/**
 * The accepted bid of a tender (part 2, "Accepted Bid card"): shown to the poster, the contractor and
 * admins once the tender is past Open; null before. `bidderName` is the company, else the name, else 'Unknown'.
 */
export const acceptedBidSchema = /* @__PURE__ */ built(() =>
  z.object({
    bidId: z.string(),
    bidderId: z.string(),
    bidderName: z.string(),
    amountCents: z.int(),
    comment: z.nullable(z.string()),
    acceptedAt: z.string(),
  }),
);

export type AcceptedBid = z.infer<typeof acceptedBidSchema>;

const lonLat = /* @__PURE__ */ built(() => z.tuple([z.number(), z.number()]));

/** A site geometry as stored (features/tenders/domain/site-rules.ts): GeoJSON in WGS84, positions [longitude, latitude]. */
export const siteGeometrySchema = /* @__PURE__ */ built(() =>
  z.union([
    z.object({ type: z.literal('Point'), coordinates: lonLat }),
    z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(lonLat)) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(lonLat))) }),
  ]),
);

/**
 * The site of a tender as the detail view shows it (features/tenders/domain/site.ts describeSite, computed when
 * the site is written): the geometry, its centroid [lon, lat], the centroid in L-EST97 [easting, northing]
 * in metres (EPSG:3301), the geodesic area in m² (null for a point) and the bbox [west, south, east, north].
 */
export const tenderSiteSchema = /* @__PURE__ */ built(() =>
  z.object({
    geometry: siteGeometrySchema,
    centroid: lonLat,
    lest97: lonLat,
    areaM2: z.nullable(z.number()),
    bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  }),
);

export type TenderSite = z.infer<typeof tenderSiteSchema>;

export const tenderDetailSchema = /* @__PURE__ */ built(() =>
  z.extend(tenderSummarySchema, {
    /** The poster's own reference, shown as "Client Reference" (docs/decisions/spec-readings/project-code-and-client-reference.md); null when none. */
    reference: z.nullable(z.string()),
    /** What the work must meet (part 2, 3 "requirements"); null when the poster gave none. */
    requirements: z.nullable(z.string()),
    /** The poster's user id: for the poster, the contractor and admins; null for other viewers (tender-rules.ts knowsParties). */
    creatorId: z.nullable(z.string()),
    /** The contractor's user id once awarded: for the poster, the contractor and admins; null before and for other viewers. */
    contractorId: z.nullable(z.string()),
    /** Where the work is, as the poster wrote it; 'Not specified' when they gave none (part 2, 3). */
    location: z.string(),
    /** The poster's budget in integer euro cents; 0 when not specified (part 2, 3 and admin Status card). */
    budgetCents: z.int(),
    viewCount: z.int(),
    updatedAt: z.string(),
    attachments: z.array(attachmentSchema),
    contact: z.nullable(contactInfoSchema),
    /** Poster's public label for admins' Status card: company, else name, else 'Unknown' (part 2, admin detail); null for others. */
    postedBy: z.nullable(z.string()),
    acceptedBid: z.nullable(acceptedBidSchema),
    /** Number of deliveries so far (the progress indicator's 70, part 2 poster detail). */
    deliveryCount: z.int(),
    /** When the tender became Completed (accept deliverables), else null. */
    completedAt: z.nullable(z.string()),
    /** The site of the work, or null when the poster marked none. */
    site: z.nullable(tenderSiteSchema),
    /** The tender's version (domain/versions.ts): the edit form sends it back. */
    version: z.int(),
    /** Whether an edit now is an amendment (a bid or question exists): the form then asks for a reason. */
    editIsAmendment: z.boolean(),
    /** Until when approved geodesists may ask questions (ISO instant; domain/question-deadline.ts questionDeadlineOf). */
    questionDeadline: z.optional(z.string()),
    /** Questions asked so far. */
    questionCount: z.optional(z.int()),
  }),
);

export type TenderDetail = z.infer<typeof tenderDetailSchema>;

/** `POST /tenders` answer: the tender, plus the files that failed verification and were discarded. */
export const tenderCreatedSchema = /* @__PURE__ */ built(() =>
  z.object({
    tender: tenderDetailSchema,
    rejected: z.array(z.object({ filename: z.string(), message: z.string() })),
  }),
);

export type TenderCreated = z.infer<typeof tenderCreatedSchema>;

/** `PATCH /tenders/{id}` answer: the tender, plus added files that failed verification and were discarded. */
export const tenderUpdatedSchema = tenderCreatedSchema;

/** `DELETE /tenders/{id}` answer. */
export const tenderDeletedSchema = /* @__PURE__ */ built(() => z.object({ tenderId: z.string(), deleted: z.literal(true) }));

/**
 * A tender on the map (`GET /tenders/map`): an Open tender whose site centroid lies in the
 * visible area. `lon`/`lat` the centroid in degrees, `areaM2` null for a point site, `distanceMeters` the
 * geodesic distance from `near` when asked, `hasBid` whether the calling geodesist bid on it (geodesists only).
 */
export const tenderMapItemSchema = /* @__PURE__ */ built(() =>
  z.object({
    tenderId: z.string(),
    title: z.string(),
    location: z.string(),
    budgetCents: z.int(),
    expiryDate: z.string(),
    lon: z.number(),
    lat: z.number(),
    areaM2: z.nullable(z.number()),
    distanceMeters: z.optional(z.number()),
    hasBid: z.optional(z.boolean()),
  }),
);

export type TenderMapItem = z.infer<typeof tenderMapItemSchema>;

/** `GET /tenders/map` answer: at most MAP_TENDER_LIMIT tenders; `truncated` when more lay in the area. */
export const tenderMapSchema = /* @__PURE__ */ built(() => z.object({ items: z.array(tenderMapItemSchema), truncated: z.boolean() }));

export type TenderMap = z.infer<typeof tenderMapSchema>;
