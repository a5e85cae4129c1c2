/**
 * The events of accounts (spec part 1, 4.2 and 4.3; part 2, 7 "Notifications"), recorded through the platform
 * outbox (table/outbox.ts) in the transaction of their change; the notifications feature listens.
 * - `user_registered` `{ userId, name, email, role, needsApproval }`: a confirmed account was set up
 *   (account-setup.ts); `name` is the display name, `role` the role's label ("Geodesist", "Tender Poster"),
 *   `needsApproval` whether it awaits an admin's approval. Id `user_registered:<userId>` (an account registers once).
 *   The admins are told in the app and by e-mail.
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
