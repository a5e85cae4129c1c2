/**
 * Lambda's SQS event source mapping for a queue: long-polls it, hands batches of up to 10 messages to the
 * real worker function with the SQS event shape, and deletes only the messages the worker did not list in
 * `batchItemFailures` (partial batch responses). Failed messages come back after their visibility
 * timeout, and the queue's redrive policy moves them to the DLQ after the last receive. Used for the
 * e-mail queue (e-mail worker), the marketplace events queue (notification worker) and the data-export queue.
 */
import { DeleteMessageBatchCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { dataExportWorkerFunction, deliveryCheckWorkerFunction, emailWorkerFunction, notificationWorkerFunction } from '../lambdas/api/functions';
import { lambdaContext, loadHandler, sqsEvent } from './gateway/events';
import { runInvocation } from './invocation-context';

/** Polls the e-mail queue with the e-mail worker. */
export function startEmailPoller(sqs: SQSClient, queue: { queueUrl: string; queueArn: string }, region: string): () => Promise<void> {
  return startQueuePoller(sqs, queue, region, { entry: emailWorkerFunction, name: 'email', functionKey: 'email-worker', timeoutMs: 30_000 });
}

/**
 * Batches of the events queue handled at once, as the stack's event source runs several notification workers
 * (NOTIFICATION_WORKER_CONCURRENCY, 5, in lib/constructs/notifications.ts), so the pages of an announcement
 * are shared. Fewer than the stack's: here every invocation shares one process, and two cores
 * with the emulators, and more at once measured slower.
 */
export const EVENTS_CONCURRENCY = 3;

/** Polls the marketplace events queue with the notification worker, EVENTS_CONCURRENCY batches at a time. */
export function startEventsPoller(sqs: SQSClient, queue: { queueUrl: string; queueArn: string }, region: string): () => Promise<void> {
  return startQueuePoller(sqs, queue, region, { entry: notificationWorkerFunction, name: 'events', functionKey: 'notification-worker', timeoutMs: 60_000, concurrency: EVENTS_CONCURRENCY });
}

/** Polls the data-export queue with the data-export worker. */
export function startDataExportPoller(sqs: SQSClient, queue: { queueUrl: string; queueArn: string }, region: string): () => Promise<void> {
  return startQueuePoller(sqs, queue, region, { entry: dataExportWorkerFunction, name: 'data-exports', functionKey: 'data-export-worker', timeoutMs: 120_000 });
}

/** Polls the delivery-check queue with the delivery-check worker (one file a message, as the stack's batch size of 1). */
export function startDeliveryCheckPoller(sqs: SQSClient, queue: { queueUrl: string; queueArn: string }, region: string): () => Promise<void> {
  return startQueuePoller(sqs, queue, region, { entry: deliveryCheckWorkerFunction, name: 'delivery-checks', functionKey: 'delivery-check-worker', timeoutMs: 60_000 });
}

/**
 * Starts polling `queue` with the worker `entry`, `concurrency` loops each handing one batch at a time to its
 * own invocation (default 1); returns a stop function that ends the loops after their current poll.
 */
export function startQueuePoller(
  sqs: SQSClient,
  queue: { queueUrl: string; queueArn: string },
  region: string,
  worker: {
    entry: string;
    name: string;
    timeoutMs: number;
    /** The invocation's function key (local/invocation-context.ts); default `name`. */
    functionKey?: string;
    /** Invocations at once, as Lambda's maximum concurrency of the event source; default 1. */
    concurrency?: number;
  },
): () => Promise<void> {
  let running = true;
  const poll = async () => {
    while (running) {
      try {
        const { Messages = [] } = await sqs.send(
          new ReceiveMessageCommand({ QueueUrl: queue.queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, MessageSystemAttributeNames: ['All'], MessageAttributeNames: ['All'] }),
        );
        if (!running || Messages.length === 0) continue;
        const run = await loadHandler(worker.entry);
        const event = sqsEvent(queue.queueArn, region, Messages);
        let failed = new Set<string>();
        try {
          const result = (await runInvocation(worker.functionKey ?? worker.name, () => run(event, lambdaContext(worker.name, worker.timeoutMs)))) as
            { batchItemFailures?: { itemIdentifier: string }[] } | undefined;
          failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        } catch (error) {
          // Lambda retries the whole batch when the function throws (Powertools throws when every record failed).
          const first = (error as { recordErrors?: Error[] }).recordErrors?.[0]?.message;
          console.warn(`[${worker.name}] ${worker.name} worker failed for a batch of ${Messages.length}; it will be retried: ${first ?? (error as Error).message}`);
          continue;
        }
        const done = Messages.filter((m) => !failed.has(m.MessageId!));
        if (done.length) {
          await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: queue.queueUrl, Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })) }));
        }
      } catch (error) {
        if (running) {
          console.error(`[${worker.name}] polling failed:`, (error as Error).message);
          await new Promise((r) => setTimeout(r, 1000));
        }
      }
    }
  };
  const loops = Array.from({ length: worker.concurrency ?? 1 }, poll);
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}
