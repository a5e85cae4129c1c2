/**
 * Lambda's SQS event source mapping for the e-mail queue: long-polls the queue, hands batches of up to
 * 10 messages to the real e-mail worker with the SQS event shape, and deletes only the messages the worker
 * did not list in `batchItemFailures` (partial batch responses). Failed messages come back after their
 * visibility timeout, and the queue's redrive policy moves them to the DLQ after the last receive.
 */
import { DeleteMessageBatchCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { emailWorkerFunction } from '../lambdas/api/functions';
import { lambdaContext, loadHandler, sqsEvent } from './gateway/events';

/** Starts polling; resolves with a stop function that ends the loop after the current poll. */
export function startEmailPoller(sqs: SQSClient, queue: { queueUrl: string; queueArn: string }, region: string): () => Promise<void> {
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const { Messages = [] } = await sqs.send(
          new ReceiveMessageCommand({ QueueUrl: queue.queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, MessageSystemAttributeNames: ['All'], MessageAttributeNames: ['All'] }),
        );
        if (!running || Messages.length === 0) continue;
        const worker = await loadHandler(emailWorkerFunction);
        const event = sqsEvent(queue.queueArn, region, Messages);
        let failed = new Set<string>();
        try {
          const result = (await worker(event, lambdaContext('email-worker', 30_000))) as { batchItemFailures?: { itemIdentifier: string }[] } | undefined;
          failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        } catch (error) {
          // Lambda retries the whole batch when the function throws (Powertools throws when every record failed).
          const first = (error as { recordErrors?: Error[] }).recordErrors?.[0]?.message;
          console.warn(`[email] e-mail worker failed for a batch of ${Messages.length}; it will be retried: ${first ?? (error as Error).message}`);
          continue;
        }
        const done = Messages.filter((m) => !failed.has(m.MessageId!));
        if (done.length) {
          await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: queue.queueUrl, Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })) }));
        }
      } catch (error) {
        if (running) {
          console.error('[email] polling failed:', (error as Error).message);
          await new Promise((r) => setTimeout(r, 1000));
        }
      }
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}
