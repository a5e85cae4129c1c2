/**
 * Answer schemas of the admin feature (zod): the route table validates answers with them and the web app reads its types from them.
 */
import * as z from 'zod/mini';
import { auditEntrySchema, profileSchema } from '../../account/domain/dto';
import { built } from '../../../domain/built';

export const pendingUsersSchema = /* @__PURE__ */ built(() => z.object({ items: z.array(profileSchema) }));

/** `GET /admin/users`: one page of users (pending ones are in Pending Approvals instead), newest first. */
export const userPageSchema = /* @__PURE__ */ built(() => z.object({ items: z.array(profileSchema), nextCursor: z.nullable(z.string()) }));

/** `GET /admin/stats`: the Analytics card's live counts; Finished tenders count as Completed; Cancelled on their own. */
export const statsSchema = /* @__PURE__ */ built(() =>
  z.object({
    users: z.object({ geodesist: z.int(), tenderPoster: z.int(), admin: z.int(), pending: z.int(), approved: z.int(), rejected: z.int() }),
    tenders: z.object({ Open: z.int(), 'In Progress': z.int(), Completed: z.int(), Cancelled: z.int() }),
    bids: z.int(),
    deliveries: z.int(),
  }),
);

export type Stats = z.infer<typeof statsSchema>;

/** `DELETE /admin/users/{userId}` answer. */
export const userDeletedSchema = /* @__PURE__ */ built(() => z.object({ userId: z.string(), deleted: z.literal(true) }));

/** `GET /admin/users/{userId}/history`: newest first. */
export const auditPageSchema = /* @__PURE__ */ built(() => z.object({ items: z.array(auditEntrySchema), nextCursor: z.nullable(z.string()) }));

/** `GET /admin/email/health`: whether the e-mail path works (part 2, "Admin email test": online when OK). */
export const emailHealthSchema = /* @__PURE__ */ built(() => z.object({ online: z.boolean(), detail: z.string() }));

export const emailTestSentSchema = /* @__PURE__ */ built(() => z.object({ queued: z.literal(true), to: z.string() }));

export const notificationTestSentSchema = /* @__PURE__ */ built(() => z.object({ recorded: z.literal(true) }));
