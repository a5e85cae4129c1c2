/**
 * The events of ratings (docs/architecture.md, "Events"), recorded through the platform outbox (table/outbox.ts) in
 * the transaction of their change; the notifications feature listens (notifications/rating-listeners.ts).
 * - `ratings_revealed` `{ tenderId, title, creatorId, contractorId, ratedIds? }`: a tender's ratings were revealed
 *   (the second rating, or the window passed, when `ratedIds` names who was rated); each rated person hears "you were
 *   rated". Id `ratings_revealed:<tenderId>` (once).
 * - `rating_replied` `{ tenderId, title, side, authorId }`: the rated person replied; the author hears of it. Id
 *   `rating_replied:<tenderId>:<side>` (one reply per rating).
 * - `rating_hidden` `{ tenderId, title, side, authorId, reason }`: an admin hid a rating; its author is told why. Id
 *   `rating_hidden:<tenderId>:<side>` (hidden once).
 * - `ratings_reveal_due` `{ tenderId }`: a timer's event (reveal-timer.ts), a second after a rated round's window
 *   closed; the round is revealed then if no read or write did it. Id `ratings_reveal_due:<tenderId>` (one round a tender).
 */
import * as z from 'zod/mini';
import { eventType, idField as id } from '../../kernel/events';
import { SIDES } from './domain/ratings';

const tenderId = '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11';
const title = 'Topographic survey of Raekoja plats, Tartu';
const creatorId = 'c0a8012e-5b6d-4f3a-8e21-9d4b7f6a3c02';
const contractorId = '3f9b2d4e-8a1c-4e7f-b5d6-0c2e9a8f1b73';

/** A tender's ratings were revealed: each rated person hears they were rated. */
export const ratingsRevealed = /* @__PURE__ */ eventType(
  'ratings_revealed',
  () => z.object({ tenderId: id(), title: z.string(), creatorId: id(), contractorId: id(), ratedIds: z.optional(z.array(id())) }),
  (e) => `ratings_revealed:${e.tenderId}`,
  { tenderId, title, creatorId, contractorId },
);

/** The rated person replied to a rating: its author hears of it. */
export const ratingReplied = /* @__PURE__ */ eventType(
  'rating_replied',
  () => z.object({ tenderId: id(), title: z.string(), side: z.enum(SIDES), authorId: id() }),
  (e) => `rating_replied:${e.tenderId}:${e.side}`,
  { tenderId, title, side: 'poster', authorId: creatorId },
);

/** An admin hid a rating: its author is told why. */
export const ratingHidden = /* @__PURE__ */ eventType(
  'rating_hidden',
  () => z.object({ tenderId: id(), title: z.string(), side: z.enum(SIDES), authorId: id(), reason: z.string() }),
  (e) => `rating_hidden:${e.tenderId}:${e.side}`,
  { tenderId, title, side: 'contractor', authorId: contractorId, reason: 'Personal details of a third person' },
);

/** A rated round's window closed (the reveal timer): the round is revealed now unless a read or write did it first. */
export const ratingsRevealDue = /* @__PURE__ */ eventType(
  'ratings_reveal_due',
  () => z.object({ tenderId: id() }),
  (e) => `ratings_reveal_due:${e.tenderId}`,
  { tenderId },
);
