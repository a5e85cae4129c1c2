/**
 * Answer schemas of the deliveries feature (zod): the route table validates answers with them and the web app reads its types from them.
 */
import * as z from 'zod/mini';
import { DELIVERY_STATUSES } from './delivery';
import { tenderDetailSchema } from '../../tenders/domain/dto';
import { built } from '../../../domain/built';

/**
 * The quality check of a delivered geodata file (domain/file-check.ts): 'pending' until the worker has read it, then
 * green, amber or red, or 'unreadable' ('could not check'), with its lines, each a level and one sentence; `at` is
 * where swapped data would lie once X and Y are exchanged ([lon, lat], degrees).
 */
export const fileCheckSchema = /* @__PURE__ */ built(() =>
  z.object({
    status: z.enum(['pending', 'green', 'amber', 'red', 'unreadable']),
    lines: z.array(
      z.object({
        check: z.enum(['format', 'crs', 'axes', 'extent', 'counts', 'geometry', 'pointCloud']),
        level: z.enum(['green', 'amber', 'red']),
        text: z.string(),
        at: z.optional(z.tuple([z.number(), z.number()])),
      }),
    ),
  }),
);

export const deliveryFileSchema = /* @__PURE__ */ built(() =>
  z.object({
    fileId: z.string(),
    filename: z.string(),
    contentType: z.string(),
    size: z.int(),
    createdAt: z.string(),
    /** The quality check (geodata files only; null for other files). */
    check: z.nullable(fileCheckSchema),
  }),
);

export type DeliveryFile = z.infer<typeof deliveryFileSchema>;

/** A delivery (part 2, 3 "delivery", with the change request beyond the spec). Visible to the poster, the contractor and admins. */
export const deliverySchema = /* @__PURE__ */ built(() =>
  z.object({
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
  }),
);

export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListSchema = /* @__PURE__ */ built(() => z.object({ items: z.array(deliverySchema) }));

export const deliveryCreatedSchema = /* @__PURE__ */ built(() => z.object({ delivery: deliverySchema, rejected: z.array(z.object({ filename: z.string(), message: z.string() })) }));

/** Accept-deliverables summary amounts (part 2, 9: fee 8 % on top), all cents. */
export const completionSchema = /* @__PURE__ */ built(() =>
  z.object({
    tender: tenderDetailSchema,
    bidCents: z.int(),
    feeCents: z.int(),
    totalCents: z.int(),
  }),
);
