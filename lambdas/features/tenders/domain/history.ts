/**
 * The tender's history: every state change and every action on a tender, each with its time and the actor's role,
 * in a timeline on the tender's page. An entry is written in the same transaction as the change it records
 * (tenders/data/history.ts `historyItem`), so the history cannot disagree with the data. Every feature that changes a
 * tender writes its entry through the tenders feature's public face; the procurement feature serves the timeline.
 *
 * Sealed bids: a `bid_received` entry names neither the bidder nor the amount (a count only while Open). The asker of
 * a question is never named to anyone but admins.
 */
import * as z from 'zod/mini';
import { ROLES } from '../../../domain/roles';
import { built } from '../../../domain/built';

/**
 * What an entry records. `published` (created), `edited` (changed before any bid or question: no version),
 * `amended` (a new version after the first bid or question), `question_asked`, `question_answered`, `bid_received`,
 * `deadline_moved` (extended by the poster or moved by a rule), `awarded`, `delivered`, `changes_requested`,
 * `completed`, `cancelled`, `bid_withdrawn` (a Pending bid withdrawn while Open: a count only, like `bid_received`),
 * `message_hidden` (an admin hid a message of the tender's thread, with the reason), `rating_hidden` (an admin hid a
 * rating: the side and the reason).
 * A change of a Pending bid's amount or comment is no entry (docs/decisions/procurement/history.md).
 */
export const HISTORY_KINDS = [
  'published',
  'edited',
  'amended',
  'question_asked',
  'question_answered',
  'bid_received',
  'deadline_moved',
  'awarded',
  'delivered',
  'changes_requested',
  'completed',
  'cancelled',
  'bid_withdrawn',
  'message_hidden',
  'rating_hidden',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** Who acted: a role, or `system` for a rule that acted on its own (a deadline moved for an unanswered question). */
export const HISTORY_ACTORS = [...ROLES, 'system'] as const;
export type HistoryActor = (typeof HISTORY_ACTORS)[number];

/** Entries of one page of the timeline, newest first. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * What an entry says beyond its kind, flat: e.g. `version` (amended), `from`/`to` (deadline_moved, ISO instants),
 * `reason` (cancelled, amended), `count` (bid_received: bids so far), `filename`. Never a bidder's identity or
 * amount while the tender is Open.
 */
export type HistoryDetails = Record<string, string | number>;

/** One entry of a tender's timeline as the API answers it. `actorName` only where it may be shown (else null). */
export const historyEntrySchema = /* @__PURE__ */ built(() =>
  z.object({
    entryId: z.string(),
    at: z.string(),
    kind: z.enum(HISTORY_KINDS),
    actorRole: z.enum(HISTORY_ACTORS),
    actorName: z.nullable(z.string()),
    details: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
);
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** A page of a tender's timeline, newest first, and where to resume (null at the end). */
export const historyPageSchema = /* @__PURE__ */ built(() => z.object({ items: z.array(historyEntrySchema), nextCursor: z.nullable(z.string()) }));
