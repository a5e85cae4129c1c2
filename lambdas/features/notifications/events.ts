/**
 * The notifications feature's own event (spec part 2, "Admin dashboard": Send Test Notification; part 2, 7
 * "Notifications"): an admin asks for it (admin is after notifications in the feature order, so it records the
 * event through this feature's public face), the outbox (table/outbox.ts) carries it, and the listener answers it.
 * - `system_test` `{ userId }`: an admin asked for a test notification to themselves (admin-notification-test);
 *   id `system_test:<new UUID>` (each press is a new fact).
 */
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { eventType, idField } from '../../kernel/events';

/** An admin's test notification: the admin is notified in every channel, preferences bypassed. */
export const systemTest = /* @__PURE__ */ eventType(
  'system_test',
  () => z.object({ userId: idField() }),
  () => `system_test:${randomUUID()}`,
  { userId: 'a1d5f3b9-2e7c-4b6a-9d8f-3c0e5a7b1d42' },
);

/**
 * The daily digest of `date` is due (`{ date }`, `yyyy-mm-dd`): a timer (table/timers.ts) keyed by the date, set by the
 * first line collected for that day's digest (digest-collect.ts), due at 07:00 Tallinn that day; its listener sends
 * every digest of the day (digest-send.ts). Id `digest_due:<date>`.
 */
export const digestDue = /* @__PURE__ */ eventType(
  'digest_due',
  () => z.object({ date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)) }),
  (e) => `digest_due:${e.date}`,
  { date: '2026-03-02' },
);
