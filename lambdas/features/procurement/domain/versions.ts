/**
 * The versions of a tender as the API answers them (`GET /tenders/{tenderId}/versions`; the model and its write are
 * the tenders feature's, features/tenders/domain/versions.ts). Version 1 is the tender as it stood before its first
 * amendment; each later one names the poster's reason, its time and the fields that changed.
 */
import * as z from 'zod/mini';
import { built } from '../../../domain/built';
import { VERSION_FIELDS, versionSnapshotSchema } from '../../tenders/domain/versions';

/** One version: number, time (ISO instant), reason (null for version 1), changed fields, what the tender said. */
export const tenderVersionSchema = /* @__PURE__ */ built(() =>
  z.object({
    version: z.int(),
    at: z.string(),
    reason: z.nullable(z.string()),
    changed: z.array(z.enum(VERSION_FIELDS)),
    deadlineMoved: z.boolean(),
    snapshot: versionSnapshotSchema,
  }),
);
export type TenderVersion = z.infer<typeof tenderVersionSchema>;

/** The versions of a tender, newest first; empty while it was never amended. `current` is the tender's version. */
export const tenderVersionListSchema = /* @__PURE__ */ built(() => z.object({ items: z.array(tenderVersionSchema), current: z.int() }));
export type TenderVersionList = z.infer<typeof tenderVersionListSchema>;
