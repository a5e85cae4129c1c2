/**
 * Answer schemas of the privacy feature (zod): the route table validates answers with them and the web app
 * reads its types from them.
 */
import * as z from 'zod/mini';
import { EXPORT_STATUSES } from './privacy';
import { built } from '../../../domain/built';

/** One export of the caller's data: its state, and while ready a fresh download link (`downloadUrl`, valid `linkExpiresAt`). */
export const dataExportSchema = /* @__PURE__ */ built(() =>
  z.object({
    exportId: z.string(),
    status: z.enum(EXPORT_STATUSES),
    requestedAt: z.string(),
    readyAt: z.nullable(z.string()),
    /** When the export itself is removed (ISO 8601). */
    expiresAt: z.string(),
    /** Bytes of the JSON file, once ready. */
    size: z.nullable(z.number()),
    downloadUrl: z.nullable(z.string()),
    linkExpiresAt: z.nullable(z.string()),
  }),
);
export type DataExport = z.infer<typeof dataExportSchema>;

/**
 * `GET /me/data-export`: the newest export, or null when none is kept; asked for one file of an export, also
 * `fileUrl`, a download link of it signed now (valid EXPORT_LINK_SECONDS).
 */
export const dataExportStateSchema = /* @__PURE__ */ built(() => z.object({ export: z.nullable(dataExportSchema), fileUrl: z.optional(z.string()) }));
export type DataExportState = z.infer<typeof dataExportStateSchema>;

/**
 * `DELETE /me`: the erasure was accepted. The account is marked as being erased, so the API
 * refuses it at once, and the erasure itself runs in queued work (privacy/erase-user.ts).
 */
export const erasureSchema = /* @__PURE__ */ built(() => z.object({ userId: z.string(), status: z.literal('erasing') }));
export type Erasure = z.infer<typeof erasureSchema>;

/** What a finished erasure did, in counts (logged by the worker). */
export interface ErasureCounts {
  userId: string;
  tendersDeleted: number;
  bidsWithdrawn: number;
  notificationsDeleted: number;
  adminNotificationsDeleted: number;
  contactMessagesAnonymised: number;
  auditEntriesScrubbed: number;
  /** Questions kept without their asker (procurement's forgetAsker). */
  questionsAnonymised: number;
  /** Their messages on tenders' threads, kept with the author shown as 'Deleted user'. */
  messagesAnonymised: number;
  /** Ratings kept without their author or the person rated (ratings' forgetPerson). */
  ratingsAnonymised: number;
}
