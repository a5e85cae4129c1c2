/**
 * The events of accounts (spec part 1, 4.2 and 4.3; part 2, 7 "Notifications"), recorded through the platform
 * outbox (table/outbox.ts) in the transaction of their change; the notifications feature listens.
 * - `user_registered` `{ userId, name, email, role, needsApproval }`: a confirmed account was set up
 *   (account-setup.ts); `name` is the display name, `role` the role's label ("Geodesist", "Tender Poster"),
 *   `needsApproval` whether it awaits an admin's approval. Id `user_registered:<userId>` (an account registers once).
 *   The admins are told in the app and by e-mail.
 * - `user_approval_decided` `{ userId, approvalStatus, decidedAt }`: an admin approved or rejected a user (spec part 2,
 *   7 "update_approval"), recorded in the decision's own transaction (setApproval, the admin roster's rejectAdmin);
 *   `decidedAt` is the profile's new `updatedAt` (ISO instant). Id `user_approval_decided:<userId>:<decidedAt>`: each
 *   decision is its own fact. The user is told by e-mail and at once over the WebSocket; a rejected user's
 *   connections are closed.
 * - `user_erased` `{ userId, addressHash, erasedAt }`: an account's erasure finished (GDPR article 17), recorded with
 *   the deletion of its profile (deleteProfile); `addressHash` is its e-mail address hashed (kernel/address-hash.ts),
 *   never the address. Id `user_erased:<userId>`. Its listener forgets what the notifications kept of the person
 *   (preferences, connections) and remembers the hash, so no e-mail made before the erasure goes out.
 */
import * as z from 'zod/mini';
import { eventType, idField } from '../../kernel/events';

/** A user registered: the admins hear of it (in the app and by e-mail). */
export const userRegistered = /* @__PURE__ */ eventType(
  'user_registered',
  () => z.object({ userId: idField(), name: z.string(), email: z.string(), role: z.string(), needsApproval: z.boolean() }),
  (e) => `user_registered:${e.userId}`,
  { userId: '3f9b2d4e-8a1c-4e7f-b5d6-0c2e9a8f1b73', name: 'Mari Maasikas', email: 'mari.maasikas@example.com', role: 'Geodesist', needsApproval: true },
);

/** An admin approved or rejected a user: the user hears of it. */
export const userApprovalDecided = /* @__PURE__ */ eventType(
  'user_approval_decided',
  () => z.object({ userId: idField(), approvalStatus: z.enum(['approved', 'rejected']), decidedAt: z.iso.datetime() }),
  (e) => `user_approval_decided:${e.userId}:${e.decidedAt}`,
  { userId: '3f9b2d4e-8a1c-4e7f-b5d6-0c2e9a8f1b73', approvalStatus: 'approved', decidedAt: '2026-03-02T09:15:00.000Z' },
);

/** An account was erased: what other features kept of the person goes. */
export const userErased = /* @__PURE__ */ eventType(
  'user_erased',
  () => z.object({ userId: idField(), addressHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)), erasedAt: z.iso.datetime() }),
  (e) => `user_erased:${e.userId}`,
  { userId: '3f9b2d4e-8a1c-4e7f-b5d6-0c2e9a8f1b73', addressHash: '5d41402abc4b2a76b9719d911017c592ae7f4e9d1b3c2a8f6e0d7c5b4a392817', erasedAt: '2026-03-02T09:15:00.000Z' },
);
