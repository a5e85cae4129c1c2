/**
 * The privacy feature's queued jobs, on the data-export queue (DATA_EXPORT_QUEUE_URL), which
 * workers/data-export-worker.ts takes: an export (`POST /me/data-export` puts `{userId, exportId}`; the worker
 * prepares the file) and an erasure (`{kind: 'erase', userId, by}`, put by erasure-requests.ts; the worker
 * erases the account, erase-user.ts), so neither waits on API Gateway's 30-second limit. The queue body is
 * checked again by the worker.
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import * as z from 'zod/mini';
import { s3 } from '../../kernel/clients/s3';
import { sqs } from '../../kernel/clients/sqs';
import { config } from '../../kernel/config';
import { contentDisposition } from '../../kernel/files';
import { exportFileKey, type ExportItem } from './data/data-exports';
import type { DataExport } from './domain/dto';
import { EXPORT_LINK_SECONDS } from './domain/privacy';
import { built } from '../../domain/built';

/** The queue body of one export job. */
export const exportJobSchema = /* @__PURE__ */ built(() => z.object({ userId: z.string().check(z.minLength(1)), exportId: z.string().check(z.minLength(1)) }));
export type ExportJob = z.infer<typeof exportJobSchema>;

/** The queue body of one erasure job: whose account, and who asked (the user, or an admin named for the history). */
export const erasureJobSchema = /* @__PURE__ */ built(() =>
  z.object({
    kind: z.literal('erase'),
    userId: z.string().check(z.minLength(1)),
    by: z.union([z.object({ kind: z.literal('self') }), z.object({ kind: z.literal('admin'), actorId: z.string(), actorName: z.string() })]),
  }),
);
export type ErasureJob = z.infer<typeof erasureJobSchema>;

/** Any job of the queue: an erasure, or an export (its body has no `kind`). */
export const privacyJobSchema = /* @__PURE__ */ built(() => z.union([erasureJobSchema, exportJobSchema]));
export type PrivacyJob = z.infer<typeof privacyJobSchema>;

/** Queues the job of preparing export `job`. Throws when SQS refuses the message. */
export async function queueExportJob(job: ExportJob): Promise<void> {
  await sqs.send(new SendMessageCommand({ QueueUrl: config.dataExportQueueUrl, MessageBody: JSON.stringify(exportJobSchema.parse(job)) }));
}

/** Queues the erasure `job` on the same queue. Throws when SQS refuses the message. */
export async function queueErasureJob(job: ErasureJob): Promise<void> {
  await sqs.send(new SendMessageCommand({ QueueUrl: config.dataExportQueueUrl, MessageBody: JSON.stringify(erasureJobSchema.parse(job)) }));
}

/** A download link of the `index`-th file copied into the ready export `item`, signed now, valid EXPORT_LINK_SECONDS. */
export function exportFileUrl(item: Pick<ExportItem, 'userId' | 'exportId'>, index: number): Promise<string> {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: config.filesBucket, Key: exportFileKey(item.userId, item.exportId, index) }), { expiresIn: EXPORT_LINK_SECONDS });
}

/**
 * The API shape of `item`; a ready one carries a download link signed now, valid EXPORT_LINK_SECONDS, that
 * saves as `geotender-data-<date>.json`. `nowMs` epoch ms.
 */
export async function toDataExport(item: ExportItem, nowMs = Date.now()): Promise<DataExport> {
  const ready = item.status === 'ready' && item.s3Key;
  const downloadUrl = ready
    ? await getSignedUrl(
        s3,
        new GetObjectCommand({
          Bucket: config.filesBucket,
          Key: item.s3Key,
          ResponseContentDisposition: contentDisposition(`geotender-data-${item.createdAt.slice(0, 10)}.json`),
          ResponseContentType: 'application/json',
        }),
        { expiresIn: EXPORT_LINK_SECONDS },
      )
    : null;
  return {
    exportId: item.exportId,
    status: item.status,
    requestedAt: item.createdAt,
    readyAt: item.readyAt ?? null,
    expiresAt: new Date(item.expiresAt * 1000).toISOString(),
    size: item.size ?? null,
    downloadUrl,
    linkExpiresAt: downloadUrl ? new Date(nowMs + EXPORT_LINK_SECONDS * 1000).toISOString() : null,
  };
}
