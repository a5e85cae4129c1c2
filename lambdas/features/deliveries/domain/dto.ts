/**
 * Answer schemas of the deliveries feature (zod): the route table validates answers with them and the web app reads its types from them.
 */
import * as z from 'zod/mini';
import { DELIVERY_STATUSES } from './delivery';
import { tenderDetailSchema } from '../../tenders/domain/dto';
import { built } from '../../../domain/built';

export const deliveryFileSchema = /* @__PURE__ */ built(() =>
  z.object({
    fileId: z.string(),
    filename: z.string(),
    contentType: z.string(),
    size: z.int(),
    createdAt: z.string(),
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
