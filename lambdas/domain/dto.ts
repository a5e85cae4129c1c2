/**
 * Shapes the API returns, as zod schemas (for the OpenAPI document) and their types (for the web app).
 * Money is integer euro cents; dates are ISO 8601 strings; sizes are bytes.
 */
import * as z from 'zod/mini';
import { BID_STATUSES } from './bid';
import { DELIVERY_STATUSES } from './delivery';
import { NOTIFICATION_TYPES, PREFERENCE_CHOICES, PREFERENCE_KINDS, REFERENCE_TYPES } from './notifications';
import { APPROVAL_STATUSES, ROLES } from './roles';
import { TENDER_STATUSES } from './tender';
import { AUDIT_ACTIONS } from './users';

export const profileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  role: z.enum(ROLES),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  createdAt: z.string(),
  /** Set when the user was disabled in the Cognito console (issue 11): the API refuses them. */
  disabledAt: z.optional(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** `GET /me`: the caller's profile and account facts (part 1, 3 "Account facts"). */
export const meSchema = z.object({
  profile: profileSchema,
  role: z.enum(ROLES),
  isApproved: z.boolean(),
  /** Present (true) when this call set up the account: refresh the token to carry the role group. */
  refreshSession: z.optional(z.boolean()),
});
export type Me = z.infer<typeof meSchema>;

export const attachmentSchema = z.object({
  attachmentId: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.int(),
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** A row of the shared tender table (part 2, 3 "Table row view"). */
export const tenderSummarySchema = z.object({
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
  /** The site's centroid in degrees (WGS84), present when the tender has a site (issue 14). */
  siteLon: z.optional(z.number()),
  siteLat: z.optional(z.number()),
});
export type TenderSummary = z.infer<typeof tenderSummarySchema>;

export const tenderPageSchema = z.object({ items: z.array(tenderSummarySchema), nextCursor: z.nullable(z.string()) });
export type TenderPage = z.infer<typeof tenderPageSchema>;

/** Contact details of the poster (part 2, geodesist detail); null when not yet revealed to the viewer. */
export const contactInfoSchema = z.object({
  postedBy: z.nullable(z.string()),
  contactPerson: z.nullable(z.string()),
  contactEmail: z.nullable(z.string()),
  contactPhone: z.nullable(z.string()),
});

/**
 * The accepted bid of a tender (part 2, "Accepted Bid card"): shown to the poster, the contractor and
 * admins once the tender is past Open; null before. `bidderName` is the company, else the name, else 'Unknown'.
 */
export const acceptedBidSchema = z.object({
  bidId: z.string(),
  bidderId: z.string(),
  bidderName: z.string(),
  amountCents: z.int(),
  comment: z.nullable(z.string()),
  acceptedAt: z.string(),
});
export type AcceptedBid = z.infer<typeof acceptedBidSchema>;

const lonLat = z.tuple([z.number(), z.number()]);

/** A site geometry as stored (domain/site-rules.ts): GeoJSON in WGS84, positions [longitude, latitude]. */
export const siteGeometrySchema = z.union([
  z.object({ type: z.literal('Point'), coordinates: lonLat }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(lonLat)) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(lonLat))) }),
]);

/**
 * The site of a tender as the detail view shows it (issue 14; domain/site.ts describeSite, computed when
 * the site is written): the geometry, its centroid [lon, lat], the centroid in L-EST97 [easting, northing]
 * in metres (EPSG:3301), the geodesic area in m² (null for a point) and the bbox [west, south, east, north].
 */
export const tenderSiteSchema = z.object({
  geometry: siteGeometrySchema,
  centroid: lonLat,
  lest97: lonLat,
  areaM2: z.nullable(z.number()),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type TenderSite = z.infer<typeof tenderSiteSchema>;

export const tenderDetailSchema = z.extend(tenderSummarySchema, {
  reference: z.nullable(z.string()),
  creatorId: z.string(),
  contractorId: z.nullable(z.string()),
  location: z.string(),
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
  /** The site of the work (issue 14), or null when the poster marked none. */
  site: z.nullable(tenderSiteSchema),
});
export type TenderDetail = z.infer<typeof tenderDetailSchema>;

/** `POST /tenders` answer: the tender, plus the files that failed verification and were discarded. */
export const tenderCreatedSchema = z.object({
  tender: tenderDetailSchema,
  rejected: z.array(z.object({ filename: z.string(), message: z.string() })),
});
export type TenderCreated = z.infer<typeof tenderCreatedSchema>;

/** A presigned POST for one file: post `fields` then the file as multipart form data to `url`. */
export const uploadTicketSchema = z.object({
  key: z.string(),
  filename: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.int(),
});
export const uploadTicketsSchema = z.object({ uploads: z.array(uploadTicketSchema) });
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

export const uploadVerifiedSchema = z.object({ key: z.string(), filename: z.string(), size: z.int(), contentType: z.string() });

/** `GET .../download`: a signed link valid for 60 s (part 2, 9). */
export const downloadLinkSchema = z.object({ url: z.string(), expiresInSeconds: z.int() });

/** `POST /contact` answer. */
export const contactReceivedSchema = z.object({ messageId: z.string(), receivedAt: z.string() });

/** `PATCH /tenders/{id}` answer: the tender, plus added files that failed verification and were discarded. */
export const tenderUpdatedSchema = tenderCreatedSchema;

/** `DELETE /tenders/{id}` answer. */
export const tenderDeletedSchema = z.object({ tenderId: z.string(), deleted: z.literal(true) });

/** The caller's own bid (geodesist): everything about it, never anyone else's. Amount in cents. */
export const ownBidSchema = z.object({
  bidId: z.string(),
  tenderId: z.string(),
  amountCents: z.int(),
  comment: z.nullable(z.string()),
  status: z.enum(BID_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnBid = z.infer<typeof ownBidSchema>;

/** `GET /tenders/{id}/bid` answer: the caller's bid, or null. */
export const ownBidAnswerSchema = z.object({ bid: z.nullable(ownBidSchema) });
/** `PUT /tenders/{id}/bid` answer: the stored bid, and whether it was created (201) or updated (200). */
export const bidPlacedSchema = z.object({ bid: ownBidSchema, created: z.boolean() });
/** `DELETE /tenders/{id}/bid` answer. */
export const bidWithdrawnSchema = z.object({ tenderId: z.string(), withdrawn: z.literal(true) });

/**
 * A row of a tender's bid list (part 2, poster and admin bid tables). While the tender is Open and the
 * caller is the poster, the server sends only the label 'Geodesist #n' (`anonymized` true): `bidderId`,
 * `bidderName` and `bidderCompany` are null. Admins always get them; posters once the tender is past Open.
 */
export const bidRowSchema = z.object({
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
});
export type BidRow = z.infer<typeof bidRowSchema>;
export const bidPageSchema = z.object({ items: z.array(bidRowSchema), nextCursor: z.nullable(z.string()), anonymized: z.boolean() });
export type BidPage = z.infer<typeof bidPageSchema>;

/** `POST /tenders/{id}/bids/{bidId}/accept` answer: the tender now In Progress and the accepted bid. */
export const bidAcceptedSchema = z.object({ tender: tenderDetailSchema, bid: bidRowSchema });

export const deliveryFileSchema = z.object({
  fileId: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.int(),
  createdAt: z.string(),
});
export type DeliveryFile = z.infer<typeof deliveryFileSchema>;

/** A delivery (part 2, 3 "delivery"; issue 9 adds the change request). Visible to the poster, the contractor and admins. */
export const deliverySchema = z.object({
  deliveryId: z.string(),
  tenderId: z.string(),
  geodesistId: z.string(),
  geodesistName: z.string(),
  notes: z.nullable(z.string()),
  status: z.enum(DELIVERY_STATUSES),
  /** The poster's comment when changes were requested. */
  changeRequest: z.nullable(z.object({ comment: z.string(), requestedAt: z.string() })),
  submittedAt: z.string(),
  files: z.array(deliveryFileSchema),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListSchema = z.object({ items: z.array(deliverySchema) });
export const deliveryCreatedSchema = z.object({ delivery: deliverySchema, rejected: z.array(z.object({ filename: z.string(), message: z.string() })) });

/** Accept-deliverables summary amounts (part 2, 9: fee 8 % on top), all cents. */
export const completionSchema = z.object({
  tender: tenderDetailSchema,
  bidCents: z.int(),
  feeCents: z.int(),
  totalCents: z.int(),
});

export const pendingUsersSchema = z.object({ items: z.array(profileSchema) });

/** `GET /admin/users`: one page of users (pending ones are in Pending Approvals instead), newest first. */
export const userPageSchema = z.object({ items: z.array(profileSchema), nextCursor: z.nullable(z.string()) });
/** `GET /admin/stats`: the Analytics card's live counts (issue 11, 1); Finished tenders count as Completed. */
export const statsSchema = z.object({
  users: z.object({ geodesist: z.int(), tenderPoster: z.int(), admin: z.int(), pending: z.int(), approved: z.int(), rejected: z.int() }),
  tenders: z.object({ Open: z.int(), 'In Progress': z.int(), Completed: z.int() }),
  bids: z.int(),
  deliveries: z.int(),
});
export type Stats = z.infer<typeof statsSchema>;

/** `DELETE /admin/users/{userId}` answer. */
export const userDeletedSchema = z.object({ userId: z.string(), deleted: z.literal(true) });

/** One entry of a user's history (issue 11, 7): who did what, when, and what changed. */
export const auditEntrySchema = z.object({
  auditId: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetUserId: z.string(),
  targetName: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.nullable(z.string()), to: z.nullable(z.string()) })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** `GET /admin/users/{userId}/history`: newest first. */
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.nullable(z.string()) });

/** Error body of every 4xx/5xx: a message a person can act on, and field messages for 400s. */
export const errorSchema = z.object({
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof errorSchema>;

/** An in-app notification (spec part 1, 3). */
export const notificationSchema = z.object({
  notificationId: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string(),
  referenceId: z.nullable(z.string()),
  referenceType: z.nullable(z.enum(REFERENCE_TYPES)),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /notifications`: the newest notifications and how many of them are unread. */
export const notificationListSchema = z.object({ items: z.array(notificationSchema), unreadCount: z.int() });
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationsMarkedSchema = z.object({ marked: z.int() });
export const notificationDeletedSchema = z.object({ notificationId: z.string(), deleted: z.literal(true) });

/** Notification preferences: a choice per kind (part 1, 2.13), with the kinds the caller's role is offered. */
export const notificationPreferencesSchema = z.object({
  preferences: z.record(z.enum(PREFERENCE_KINDS), z.enum(PREFERENCE_CHOICES)),
  kinds: z.array(z.enum(PREFERENCE_KINDS)),
});
export type NotificationPreferencesAnswer = z.infer<typeof notificationPreferencesSchema>;

/** `GET /admin/email/health`: whether the e-mail path works (part 2, "Admin email test": online when OK). */
export const emailHealthSchema = z.object({ online: z.boolean(), detail: z.string() });
export const emailTestSentSchema = z.object({ queued: z.literal(true), to: z.string() });
export const notificationTestSentSchema = z.object({ recorded: z.literal(true) });

/** Messages pushed over the WebSocket to a signed-in user. */
export const realtimeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('approval'), approvalStatus: z.enum(APPROVAL_STATUSES) }),
  /** An admin changed the user's role or profile: refresh the tokens and reload `GET /me` (issue 11, 4). */
  z.object({ type: z.literal('session_refresh'), reason: z.enum(['role_changed', 'profile_changed']) }),
  z.object({ type: z.literal('notification'), notificationType: z.string(), message: z.string(), referenceId: z.nullable(z.string()), notification: z.optional(notificationSchema) }),
]);
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

export { webConfigSchema, type WebConfig } from './web-config';

/**
 * A tender on the map (`GET /tenders/map`, issue 14): an Open tender whose site centroid lies in the
 * visible area. `lon`/`lat` the centroid in degrees, `areaM2` null for a point site, `distanceMeters` the
 * geodesic distance from `near` when asked, `hasBid` whether the calling geodesist bid on it (geodesists only).
 */
export const tenderMapItemSchema = z.object({
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
});
export type TenderMapItem = z.infer<typeof tenderMapItemSchema>;

/** `GET /tenders/map` answer: at most MAP_TENDER_LIMIT tenders; `truncated` when more lay in the area. */
export const tenderMapSchema = z.object({ items: z.array(tenderMapItemSchema), truncated: z.boolean() });
export type TenderMap = z.infer<typeof tenderMapSchema>;
