/**
 * The check messages of a delivery (docs/decisions/server/deliverable-check.md, "The check worker"): when deliverables
 * are submitted (the delivery_submitted event's listener), one message `{ tenderId, deliveryId, fileId }` per geodata
 * file still without a report goes to the delivery-check queue, which workers/delivery-check-worker.ts consumes. An
 * event handled again queues the messages again; the worker writes each report once.
 */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import { sqs } from '../../kernel/clients/sqs';
import { config } from '../../kernel/config';
import { listDeliveries } from './data/deliveries';
import { checkedKind } from './domain/file-check';

/** A check message: the file to check, by its key. */
export const checkMessageSchema = z.object({ tenderId: z.string(), deliveryId: z.string(), fileId: z.string() });
export type CheckMessage = z.infer<typeof checkMessageSchema>;

/** Queue entries of one SendMessageBatch request (SQS's limit). */
const BATCH_ENTRIES = 10;

/**
 * Queues a check message for each geodata file of delivery `deliveryId` that has no report yet (one Query of the
 * tender's deliveries; at most MAX_DELIVERY_FILES files, so two requests at most). Resolves the number queued. Throws
 * when SQS refuses an entry (the event is retried).
 */
export async function queueDeliveryChecks(e: { tenderId: string; deliveryId: string }): Promise<number> {
  const delivery = (await listDeliveries(e.tenderId)).find((d) => d.deliveryId === e.deliveryId);
  const messages: CheckMessage[] = (delivery?.files ?? []).filter((f) => checkedKind(f) && !f.checkReport).map((f) => ({ tenderId: f.tenderId, deliveryId: f.deliveryId, fileId: f.fileId }));
  for (let i = 0; i < messages.length; i += BATCH_ENTRIES) {
    const batch = messages.slice(i, i + BATCH_ENTRIES);
    const out = await sqs.send(new SendMessageBatchCommand({ QueueUrl: config.deliveryCheckQueueUrl, Entries: batch.map((m, j) => ({ Id: String(j), MessageBody: JSON.stringify(m) })) }));
    if (out.Failed?.length) throw new Error(`The delivery-check queue refused ${out.Failed.length} messages (${out.Failed[0]?.Code ?? 'unknown'})`);
  }
  return messages.length;
}
