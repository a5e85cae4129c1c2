/**
 * `GET /admin/dead-letters` (admin): every dead-letter queue with its count and, by kind of
 * message (an event's type, an e-mail's notification type), how many, the oldest one's first send and the
 * first error a worker recorded. No body, address, name or text of a message is answered.
 */
import { httpHandler } from '../../../api/http-handler';
import { deadLetterQueues } from '../../../kernel/dead-letters';
import { queueFailures } from '../../../queues/failures';
import { summarizeQueue } from '../dead-letter-summary';

export const handler = httpHandler('admin-dead-letters-list', async () => {
  const queues = await Promise.all(deadLetterQueues().map((q) => summarizeQueue(q, queueFailures)));
  return { queues };
});
