/**
 * One dead-letter queue as the admin's page shows it: its count, whether a retry is moving
 * messages, and its messages grouped by kind with the oldest one's first send and the first error recorded
 * for the messages of that kind (the oldest message that has one). Bodies never leave lambdas/kernel/dead-letters.ts.
 */
import { countDeadLetters, type DeadLetter, type DeadLetterQueue, isMoving, peekDeadLetters } from '../../kernel/dead-letters';
import type { QueueFailure } from '../../queues/failures';
import type { DeadLetterQueueSummary } from './domain/dead-letters';

const iso = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : null);

/** `letters` by kind, kinds with the oldest message first; `failures` by message id. */
export function groupByKind(letters: readonly DeadLetter[], failures: ReadonlyMap<string, QueueFailure>): DeadLetterQueueSummary['kinds'] {
  const byKind = new Map<string, DeadLetter[]>();
  for (const l of [...letters].sort((a, b) => a.sentAtMs - b.sentAtMs)) byKind.set(l.kind, [...(byKind.get(l.kind) ?? []), l]);
  return [...byKind.entries()].map(([kind, list]) => {
    const failure = list.map((l) => failures.get(l.messageId)).find((f) => f !== undefined);
    return { kind, count: list.length, oldestSentAt: iso(list[0]!.sentAtMs), firstError: failure?.firstError ?? null, firstFailedAt: iso(failure?.firstFailedAtMs) };
  });
}

/** The summary of `queue`, reading the failures of its listed messages with `readFailures`. */
export async function summarizeQueue(queue: DeadLetterQueue, readFailures: (ids: string[]) => Promise<Map<string, QueueFailure>>): Promise<DeadLetterQueueSummary> {
  const [count, letters, moving] = await Promise.all([countDeadLetters(queue), peekDeadLetters(queue), isMoving(queue)]);
  const failures = letters.length > 0 ? await readFailures(letters.map((l) => l.messageId)) : new Map<string, QueueFailure>();
  return { name: queue.name, count: Math.max(count, letters.length), listed: letters.length, moving, kinds: groupByKind(letters, failures) };
}
