/**
 * The data-export worker takes the privacy jobs of the data-export queue (export-jobs.ts): an
 * erasure job `{kind: 'erase', userId, by}` erases the account (erase-user.ts; a repeat resumes or finds it
 * done); an export job `{userId, exportId}` reads everything about the user (data/user-records.ts, Queries by
 * the user's keys), copies the user's files into the export (`exports/{userId}/{exportId}/files/{n}`), writes
 * one JSON file to `exports/{userId}/{exportId}.json` and marks the export ready. A job delivered again writes the same key
 * and its conditional mark (still preparing) lands once; a job whose export is no longer preparing (done,
 * or erased with the account) is skipped. Failures are reported per record (partial batch response); after
 * the last receive the job moves to the dead-letter queue and the export stays 'preparing' until it expires.
 */
import { processPartialResponse } from '@aws-lambda-powertools/batch';
import { CopyObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { downloadHeaders } from '../../../kernel/files';
import { failureRecordingProcessor } from '../../../queues/failure-processor';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { s3 } from '../../../kernel/clients/s3';
import { config } from '../../../kernel/config';
import { logger } from '../../../kernel/logger';
import { exportFileKey, exportKey, getExport, markExportReady } from '../data/data-exports';
import { readUserRecords } from '../data/user-records';
import { exportDocument } from '../export-document';
import { privacyJobSchema, type ExportJob } from '../export-jobs';

// A failed record's first error is kept for the admins' Dead Letters page.
/** Copies of the user's files made at once. */
const COPY_CONCURRENCY = 8;
const processor = failureRecordingProcessor('data-exports');

/** Runs one job of the queue; resolves when it is done or has nothing to do. Throws on AWS errors (the job is retried). */
export async function runJob(record: Pick<SQSRecord, 'body' | 'messageId'>, nowMs = Date.now()): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const job = privacyJobSchema.safeParse(body);
  if (!job.success) {
    logger.error('Dropped an invalid job', { messageId: record.messageId });
    return;
  }
  if ('kind' in job.data && job.data.kind === 'erase') {
    // Loaded when an erasure comes (rare): an export's cold start does not load the tenders' delete and its clients.
    const { eraseUser } = await import('../erase-user');
    await eraseUser(job.data.userId, job.data.by);
    return;
  }
  await prepareExport(job.data as ExportJob, nowMs);
}

/** Prepares one export; resolves when it is ready or has nothing to do. Throws on AWS errors (the job is retried). */
export async function prepareExport({ userId, exportId }: ExportJob, nowMs = Date.now()): Promise<void> {
  const item = await getExport(userId, exportId);
  if (item?.status !== 'preparing') {
    logger.info('Export job skipped: the export is not preparing', { exportId, status: item?.status ?? 'gone' });
    return;
  }
  const { document, copies } = await exportDocument(userId, exportId, await readUserRecords(userId), config.siteUrl, nowMs);
  // The user's files are copied into the export (server-side copies), so its links live exactly as long as it.
  for (let i = 0; i < copies.length; i += COPY_CONCURRENCY) {
    await Promise.all(
      copies.slice(i, i + COPY_CONCURRENCY).map((c) =>
        s3.send(
          new CopyObjectCommand({
            Bucket: config.filesBucket,
            CopySource: `${config.filesBucket}/${c.sourceKey.split('/').map(encodeURIComponent).join('/')}`,
            Key: exportFileKey(userId, exportId, c.index),
            MetadataDirective: 'REPLACE',
            // Saved under its name, with a type a browser never renders in place of saving (kernel/files.ts).
            ContentType: downloadHeaders(c).ResponseContentType,
            ContentDisposition: downloadHeaders(c).ResponseContentDisposition,
          }),
        ),
      ),
    );
  }
  const text = JSON.stringify(document, null, 2);
  const key = exportKey(userId, exportId);
  await s3.send(new PutObjectCommand({ Bucket: config.filesBucket, Key: key, Body: text, ContentType: 'application/json' }));
  const marked = await markExportReady(userId, exportId, { s3Key: key, size: Buffer.byteLength(text), fileCount: copies.length }, new Date(nowMs).toISOString());
  logger.info(marked ? 'Export ready' : 'Export was marked by an earlier delivery of the job', { exportId, bytes: Buffer.byteLength(text) });
}

/** Takes an SQS batch of export jobs; returns the ids of the records that failed (`batchItemFailures`). */
export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => processPartialResponse(event, (record: SQSRecord) => runJob(record), processor, { context });
