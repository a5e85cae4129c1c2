/**
 * The delivery-check worker (docs/decisions/server/deliverable-check.md, "The check worker"): takes check messages
 * `{ tenderId, deliveryId, fileId }` of the delivery-check queue (check-queue.ts), reads the file (check-file.ts,
 * within the preview's limits), compares it with the tender's site and stores the report on the file item once
 * (data/deliveries.ts putCheckReport, conditioned on no report yet). A message for a file already checked, gone, or
 * not geodata does nothing. Bounds: the function's memory and timeout (lib/constructs/delivery-checks.ts); a message
 * received for the last time (a reading that crashed or timed out every time before) stores a 'could not check'
 * report without reading, so no file stays 'still checking'. AWS errors fail the record (partial batch response).
 */
import { processPartialResponse } from '@aws-lambda-powertools/batch';
import { failureRecordingProcessor } from '../../../queues/failure-processor';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { EMAIL_MAX_RECEIVES } from '../../../api/functions';
import { logger } from '../../../kernel/logger';
import { getTenderWithAttachments } from '../../tenders/public';
import { checkStoredFile } from '../check-file';
import { checkMessageSchema } from '../check-queue';
import { getDeliveryFile, putCheckReport } from '../data/deliveries';
import { unreadableReport } from '../domain/check-report';
import { checkedKind } from '../domain/file-check';
import { FORMAT_NAMES } from '../domain/geodata-summary';

// A failed record's first error is kept for the admins' Dead Letters page.
const processor = failureRecordingProcessor('delivery-checks');

/** The reason a file's last receive gives: every reading before it crashed or ran out of time. */
export const OUT_OF_BOUNDS_REASON = 'reading it did not finish within the time and memory the check allows';

/** Checks the file one message names; resolves when its report is stored or there is nothing to do. Throws AWS errors. */
export async function checkFile(record: Pick<SQSRecord, 'body' | 'messageId'> & { attributes?: Partial<SQSRecord['attributes']> }): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const message = checkMessageSchema.safeParse(body);
  if (!message.success) {
    logger.error('Dropped an invalid check message', { messageId: record.messageId });
    return;
  }
  const { tenderId, deliveryId, fileId } = message.data;
  const file = await getDeliveryFile(tenderId, deliveryId, fileId);
  const kind = file && checkedKind(file);
  if (!file || !kind || file.checkReport) {
    logger.info('Check skipped: the file is gone, not geodata or already checked', { tenderId, deliveryId, fileId });
    return;
  }
  const lastReceive = Number(record.attributes?.ApproximateReceiveCount ?? '1') >= EMAIL_MAX_RECEIVES;
  const report = lastReceive
    ? unreadableReport(FORMAT_NAMES[kind], OUT_OF_BOUNDS_REASON)
    : await checkStoredFile({ s3Key: file.s3Key, size: file.size, kind }, (await getTenderWithAttachments(tenderId))?.tender.site?.geometry);
  const written = await putCheckReport({ tenderId, deliveryId, fileId }, report);
  logger.info(written ? 'Delivery file checked' : 'Check report was already written', { tenderId, deliveryId, fileId, level: report.level });
}

/** Takes an SQS batch of check messages; returns the ids of the records that failed (`batchItemFailures`). */
export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => processPartialResponse(event, (record: SQSRecord) => checkFile(record), processor, { context });
