/** Request schemas of the privacy feature (issue 24, 4): the erasure's confirmation. */
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
