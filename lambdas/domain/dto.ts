/**
 * Shapes the API returns, as zod schemas (for the OpenAPI document) and their types (for the web app).
 * Money is integer euro cents; dates are ISO 8601 strings; sizes are bytes.
 */
import * as z from 'zod/mini';
import { APPROVAL_STATUSES, ROLES } from './roles';
import { TENDER_STATUSES } from './tender';

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
});
export type Profile = z.infer<typeof profileSchema>;

/** `GET /me`: the caller's profile and account facts (part 1, 3 "Account facts"). */
export const meSchema = z.object({ profile: profileSchema, role: z.enum(ROLES), isApproved: z.boolean() });
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

export const pendingUsersSchema = z.object({ items: z.array(profileSchema) });

/** Error body of every 4xx/5xx: a message a person can act on, and field messages for 400s. */
export const errorSchema = z.object({
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof errorSchema>;

/** Messages pushed over the WebSocket to a signed-in user. */
export const realtimeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('approval'), approvalStatus: z.enum(APPROVAL_STATUSES) }),
  z.object({ type: z.literal('notification'), notificationType: z.string(), message: z.string(), referenceId: z.nullable(z.string()) }),
]);
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

export { webConfigSchema, type WebConfig } from './web-config';
