/**
 * Shapes the API returns, as zod schemas (for the OpenAPI document) and their types (for the web app).
 * Money is integer euro cents; dates are ISO 8601 strings; sizes are bytes.
 */
import * as z from 'zod/mini';
import { built } from './built';

/** A presigned POST for one file: post `fields` then the file as multipart form data to `url`. */
export const uploadTicketSchema = /* @__PURE__ */ built(() =>
  z.object({
    key: z.string(),
    filename: z.string(),
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    maxBytes: z.int(),
  }),
);

export const uploadTicketsSchema = /* @__PURE__ */ built(() => z.object({ uploads: z.array(uploadTicketSchema) }));

export type UploadTicket = z.infer<typeof uploadTicketSchema>;

export const uploadVerifiedSchema = /* @__PURE__ */ built(() => z.object({ key: z.string(), filename: z.string(), size: z.int(), contentType: z.string() }));

/** `GET .../download`: a signed link valid for 60 s (part 2, 9). */
export const downloadLinkSchema = /* @__PURE__ */ built(() => z.object({ url: z.string(), expiresInSeconds: z.int() }));

/** Error body of every 4xx/5xx: a message a person can act on, and field messages for 400s. */
export const errorSchema = /* @__PURE__ */ built(() =>
  z.object({
    message: z.string(),
    fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
  }),
);

export type ApiError = z.infer<typeof errorSchema>;

export { webConfigSchema, type WebConfig } from './web-config';
