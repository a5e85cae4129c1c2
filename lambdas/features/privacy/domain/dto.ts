/**
 * Answer schemas of the privacy feature (zod): the route table validates answers with them and the web app
 * reads its types from them (issue 24, 4).
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

/** `GET /me/data-export`: the newest export, or null when none is kept. */
export const dataExportStateSchema = /* @__PURE__ */ built(() => z.object({ export: z.nullable(dataExportSchema) }));
export type DataExportState = z.infer<typeof dataExportStateSchema>;

/** `DELETE /me`: what the erasure did, in counts. */
export const erasureSchema = /* @__PURE__ */ built(() =>
  z.object({
    userId: z.string(),
    erased: z.literal(true),
    tendersDeleted: z.number(),
    bidsWithdrawn: z.number(),
    notificationsDeleted: z.number(),
    contactMessagesAnonymised: z.number(),
    auditEntriesScrubbed: z.number(),
  }),
);
export type Erasure = z.infer<typeof erasureSchema>;
