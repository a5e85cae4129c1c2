/**
 * The events of tenders (spec part 1, 4.3; part 2, 3 and 7 "Notifications"), recorded through the platform outbox
 * (table/outbox.ts) in the transaction of their change; the notifications feature listens. Payload ids are UUIDs.
 * - `tender_posted` `{ tenderId, title, creatorId }`: a tender was created (tenders-create); id
 *   `tender_posted:<tenderId>` (a tender is posted once).
 * - `tender_deleted` `{ tenderId, title, creatorId, bidderIds }`: an Open tender was deleted by its poster or by an
 *   erasure (tender-delete.ts), with the ids of the users who had bid on it; id `tender_deleted:<tenderId>`.
 * - `tender_amended` `{ tenderId, title, creatorId, version, reason, changed, expiryDate, deadlineFrom?, confirm }`: an
 *   Open tender with bids or questions was amended (tenders-update, amendment.ts) to `version`; `changed` names the
 *   fields (domain/versions.ts VERSION_FIELDS), `deadlineFrom` the deadline before when it moved, `confirm` whether
 *   bids placed before must be confirmed; id `tender_amended:<tenderId>:<version>` (each version is one fact).
 * - `tender_deadline_near` `{ tenderId, title, creatorId, which, deadline }`: 24 hours are left before an Open
 *   tender's `deadline` (`which` 'deadline', the bids' deadline) or its question deadline (`which` 'questions'), fired
 *   by a timer (deadline-timers.ts); id `tender_deadline_near:<tenderId>:<which>:<deadline>` (a deadline moved is a
 *   new fact, so its notice comes again).
 */
import * as z from 'zod/mini';
import { eventType, idField as id } from '../../kernel/events';

/** A tender was posted: every approved geodesist and the admins hear of it. */
export const tenderPosted = /* @__PURE__ */ eventType(
  'tender_posted',
  () => z.object({ tenderId: id(), title: z.string(), creatorId: id() }),
  (e) => `tender_posted:${e.tenderId}`,
  { tenderId: '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11', title: 'Topographic survey of Raekoja plats, Tartu', creatorId: 'c0a8012e-5b6d-4f3a-8e21-9d4b7f6a3c02' },
);

/** An Open tender was deleted: its bidders and the admins hear of it. */
export const tenderDeleted = /* @__PURE__ */ eventType(
  'tender_deleted',
  () => z.object({ tenderId: id(), title: z.string(), creatorId: id(), bidderIds: z.array(id()) }),
  (e) => `tender_deleted:${e.tenderId}`,
  {
    tenderId: '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11',
    title: 'Topographic survey of Raekoja plats, Tartu',
    creatorId: 'c0a8012e-5b6d-4f3a-8e21-9d4b7f6a3c02',
    bidderIds: ['3f9b2d4e-8a1c-4e7f-b5d6-0c2e9a8f1b73', '9c6e2f1a-7b4d-4e8c-8a3f-5d1b0e7c9a28'],
  },
);

/** An Open tender was amended: every bidder hears of it (notifications/amendment-listeners.ts), queued, never in the request. */
export const tenderAmended = /* @__PURE__ */ eventType(
  'tender_amended',
  () =>
    z.object({
      tenderId: id(),
      title: z.string(),
      creatorId: id(),
      version: z.number(),
      reason: z.string(),
      changed: z.array(z.string()),
      expiryDate: z.string(),
      deadlineFrom: z.optional(z.string()),
      confirm: z.boolean(),
    }),
  (e) => `tender_amended:${e.tenderId}:${e.version}`,
  {
    tenderId: '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11',
    title: 'Topographic survey of Raekoja plats, Tartu',
    creatorId: 'c0a8012e-5b6d-4f3a-8e21-9d4b7f6a3c02',
    version: 2,
    reason: 'The control points file was replaced by the surveyed one',
    changed: ['attachments', 'expiryDate'],
    expiryDate: '2026-03-20T21:59:59.000Z',
    deadlineFrom: '2026-03-15T21:59:59.000Z',
    confirm: true,
  },
);

/** Which deadline a `tender_deadline_near` notice is about: the bids' deadline or the question deadline. */
export const NEAR_DEADLINES = ['deadline', 'questions'] as const;

/** 24 hours are left before an Open tender's deadline or question deadline (a timer's event, deadline-timers.ts). */
export const tenderDeadlineNear = /* @__PURE__ */ eventType(
  'tender_deadline_near',
  () => z.object({ tenderId: id(), title: z.string(), creatorId: id(), which: z.enum(NEAR_DEADLINES), deadline: z.string() }),
  (e) => `tender_deadline_near:${e.tenderId}:${e.which}:${e.deadline}`,
  {
    tenderId: '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11',
    title: 'Topographic survey of Raekoja plats, Tartu',
    creatorId: 'c0a8012e-5b6d-4f3a-8e21-9d4b7f6a3c02',
    which: 'deadline',
    deadline: '2026-03-15T21:59:59.000Z',
  },
);
