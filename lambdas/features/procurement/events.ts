/**
 * The events of procurement (docs/architecture.md, "Events"), recorded through the platform outbox (table/outbox.ts)
 * in the transaction of their change; the notifications feature listens. Payload ids are those of the items.
 * - `question_asked` `{ tenderId, title, creatorId, questionId }`: a geodesist asked about a tender (questions-create);
 *   id `question_asked:<questionId>`. The asker is not in the payload: nobody but admins learns who asked.
 * - `question_answered` `{ tenderId, title, questionId }`: the poster answered (questions-answer); id
 *   `question_answered:<questionId>` (a question is answered once).
 * - `deadline_moved` `{ tenderId, title, from, to, questionDeadline }`: the sweep moved the tender's deadline by two
 *   working days for a question unanswered at the question deadline (workers/question-sweep.ts); id
 *   `deadline_moved:<tenderId>:<questionDeadline>` (a tender is moved once per question deadline).
 * - `tender_cancelled` `{ tenderId, title, creatorId, contractorId, reason, cancelledByRole }`: the poster or an
 *   admin cancelled the tender (tender-cancel); id `tender_cancelled:<tenderId>` (a tender is cancelled once). Its
 *   listener marks the tender's bids Cancelled page by page and tells the contractor, every bidder and, when an
 *   admin cancelled, the poster.
 */
import * as z from 'zod/mini';
import { eventType, idField as id } from '../../kernel/events';

import { ROLES } from '../../domain/roles';
import { CANCEL_REASONS } from './domain/cancellation';

const tenderId = '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11';
const title = 'Topographic survey of Raekoja plats, Tartu';
const questionId = '001772359200000-5a2c7e91-4d3b-4f8a-a6e0-1b9d3c7f2e54';

/** A question was asked: the tender's poster hears of it. */
export const questionAsked = /* @__PURE__ */ eventType(
  'question_asked',
  () => z.object({ tenderId: id(), title: z.string(), creatorId: id(), questionId: id() }),
  (e) => `question_asked:${e.questionId}`,
  { tenderId, title, creatorId: 'c0a8012e-5b6d-4f3a-8e21-9d4b7f6a3c02', questionId },
);

/** A question was answered: every geodesist who bid on or asked about the tender hears of it. */
export const questionAnswered = /* @__PURE__ */ eventType(
  'question_answered',
  () => z.object({ tenderId: id(), title: z.string(), questionId: id() }),
  (e) => `question_answered:${e.questionId}`,
  { tenderId, title, questionId },
);

/** The deadline moved for an unanswered question: every geodesist who bid on or asked about the tender hears of it. */
export const deadlineMoved = /* @__PURE__ */ eventType(
  'deadline_moved',
  () => z.object({ tenderId: id(), title: z.string(), from: z.string(), to: z.string(), questionDeadline: z.string() }),
  (e) => `deadline_moved:${e.tenderId}:${e.questionDeadline}`,
  { tenderId, title, from: '2026-03-10T10:00:00.000Z', to: '2026-03-12T10:00:00.000Z', questionDeadline: '2026-03-07T10:00:00.000Z' },
);

/** A tender was cancelled: its bids become Cancelled, and its contractor, bidders and poster hear of it. */
export const tenderCancelled = /* @__PURE__ */ eventType(
  'tender_cancelled',
  () =>
    z.object({
      tenderId: id(),
      title: z.string(),
      creatorId: id(),
      contractorId: z.nullable(id()),
      reason: z.enum(CANCEL_REASONS),
      cancelledByRole: z.enum(ROLES),
    }),
  (e) => `tender_cancelled:${e.tenderId}`,
  {
    tenderId: '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11',
    title: 'Topographic survey of Raekoja plats, Tartu',
    creatorId: 'c0a8012e-5b6d-4f3a-8e21-9d4b7f6a3c02',
    contractorId: null,
    reason: 'budget_withdrawn',
    cancelledByRole: 'tenderPoster',
  },
);
