/**
 * `POST /admin/dead-letters/retry {queue}` (admin): 'retry all' of one dead-letter queue. Every
 * message goes back to the work queue it came from (SQS's message move task; the local queues move them
 * here, lambdas/kernel/dead-letters.ts), and its worker tries it again. Answers 409 while a retry of the
 * queue is still moving messages, 404 for a queue this installation does not have.
 */
import { httpHandler } from '../../../api/http-handler';
import { deadLetterQueues, isMoving, retryDeadLetters } from '../../../kernel/dead-letters';
import { ConflictError, NotFoundError } from '../../../kernel/errors';
import type { DeadLetterRetried } from '../domain/dead-letters';
import { english } from '../../../domain/i18n/english';

export const handler = httpHandler('admin-dead-letters-retry', async ({ body }): Promise<DeadLetterRetried> => {
  const queue = deadLetterQueues().find((q) => q.name === body.queue);
  if (!queue) throw new NotFoundError(english('error.admin.noQueue'));
  if (await isMoving(queue)) throw new ConflictError(english('error.admin.queueMoving'));
  const outcome = await retryDeadLetters(queue);
  return { queue: body.queue, moved: 'moved' in outcome ? outcome.moved : null };
});
