/**
 * Request schemas of the deliveries feature (zod): the route table validates bodies and queries with them and the web app its forms.
 */
import * as z from 'zod/mini';
import { deliveryMessages, MAX_CHANGE_REQUEST_COMMENT, MAX_DELIVERY_FILES, MAX_DELIVERY_NOTES } from './delivery';
import { messages, noControlCharacters, stagedKeySchema, text } from '../../../domain/schemas';
import { built } from '../../../domain/built';

/** `POST /tenders/{tenderId}/deliveries` body: staged deliverable uploads and optional notes (part 2, 5 "Deliver"). */
export const deliveryCreateSchema = /* @__PURE__ */ built(() =>
  z.object({
    files: z.array(stagedKeySchema, { error: messages.missingFiles }).check(z.minLength(1, messages.missingFiles), z.maxLength(MAX_DELIVERY_FILES)),
    notes: z.pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(MAX_DELIVERY_NOTES, deliveryMessages.notesTooLong), noControlCharacters)),
      z.transform((v: string | null | undefined) => (v ? v : null)),
    ),
  }),
);

export type DeliveryCreate = z.input<typeof deliveryCreateSchema>;

/** `POST .../deliveries/{deliveryId}/request-changes` body: the required comment (beyond the spec). */
export const changeRequestSchema = /* @__PURE__ */ built(() => z.object({ comment: text(messages.changeRequestRequired, 1, MAX_CHANGE_REQUEST_COMMENT) }));
