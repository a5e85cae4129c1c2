/**
 * The dead-letter page's request and answer schemas: what waits in each dead-letter queue, by
 * kind, without any message's body, and the 'retry all' request. Shared with the web app.
 */
import * as z from 'zod/mini';
import { built } from '../../../domain/built';

/**
 * What the known dead-letter queues hold, in words a person reads, by the queue's name (DEAD_LETTER_QUEUES,
 * lib/geotender.ts); a queue added later without a line here shows its name.
 */
export const deadLetterQueueLabels: Record<string, string> = {
  email: 'E-mails that failed every send',
  events: 'Events whose notifications failed every attempt',
  'data-exports': 'Data exports that failed every attempt',
  'delivery-checks': 'Quality checks of delivered files that failed every attempt',
};

/** A queue's name: lower-case letters and hyphens. */
const queueName = /* @__PURE__ */ built(() => z.string().check(z.regex(/^[a-z][a-z-]{0,39}$/, 'Choose one of the dead-letter queues')));

/** Messages of one kind in one queue: how many, since when, and the first error of the oldest one that has one recorded. */
export const deadLetterKindSchema = /* @__PURE__ */ built(() =>
  z.object({
    kind: z.string(),
    count: z.number(),
    /** When the oldest of them was first sent to its work queue (ISO instant). */
    oldestSentAt: z.nullable(z.string()),
    /** `Name: message`, e-mail addresses blanked; null when the worker recorded none. */
    firstError: z.nullable(z.string()),
    /** When that error happened (ISO instant). */
    firstFailedAt: z.nullable(z.string()),
  }),
);

export const deadLetterQueueSchema = /* @__PURE__ */ built(() =>
  z.object({
    name: z.string(),
    /** Messages in the queue (SQS's approximate count). */
    count: z.number(),
    /** Messages read for `kinds` (at most 100; fewer than `count` when the queue holds more). */
    listed: z.number(),
    /** A 'retry all' of this queue is still moving messages. */
    moving: z.boolean(),
    kinds: z.array(deadLetterKindSchema),
  }),
);

/** `GET /admin/dead-letters`. */
export const deadLettersSchema = /* @__PURE__ */ built(() => z.object({ queues: z.array(deadLetterQueueSchema) }));
export type DeadLetters = z.infer<typeof deadLettersSchema>;
export type DeadLetterQueueSummary = z.infer<typeof deadLetterQueueSchema>;

/** `POST /admin/dead-letters/retry` body: the queue whose messages all go back to their work queue. */
export const deadLetterRetrySchema = /* @__PURE__ */ built(() => z.object({ queue: queueName }));

/** Its answer: `moved` messages moved back (the local queues), or null when SQS's move task started and moves them over the next moments. */
export const deadLetterRetriedSchema = /* @__PURE__ */ built(() => z.object({ queue: z.string(), moved: z.nullable(z.number()) }));
export type DeadLetterRetried = z.infer<typeof deadLetterRetriedSchema>;
