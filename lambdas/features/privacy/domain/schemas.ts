/** Request schemas of the privacy feature: the erasure's confirmation. */
import * as z from 'zod/mini';
import { ERASE_CONFIRMATION, privacyMessages } from './privacy';
import { built } from '../../../domain/built';

/** `DELETE /me`: the body must carry the typed confirmation, so no stray request erases an account. */
export const eraseSchema = /* @__PURE__ */ built(() =>
  z.object({
    confirm: z.string({ error: privacyMessages.eraseConfirm }).check(z.refine((v) => v.trim().toUpperCase() === ERASE_CONFIRMATION, privacyMessages.eraseConfirm)),
  }),
);
export type EraseRequest = z.infer<typeof eraseSchema>;

/**
 * `GET /me/data-export` query: with `exportId` and `file`, also a fresh link to that file of the export (the
 * links inside an export lead here through the Account page).
 */
export const dataExportQuerySchema = /* @__PURE__ */ built(() =>
  z.object({
    exportId: z.optional(z.string().check(z.regex(/^[0-9]{15}-[0-9a-f-]{36}$/, privacyMessages.exportFileGone))),
    /** The file's number in the export, as digits. */
    file: z.optional(z.string().check(z.regex(/^[0-9]{1,6}$/, privacyMessages.exportFileGone))),
  }),
);
export type DataExportQuery = z.infer<typeof dataExportQuerySchema>;
