/**
 * A user's data exports (docs/data-model.md P1–P2): one item per export in the user's
 * partition, newest first; the worker marks one ready once (a conditional write). Read and written through
 * the model table (table/model-table.ts) from dataExportModel, without ElectroDB.
 */
import { randomUUID } from 'node:crypto';
import { isConditionFailure } from '../../../kernel/errors';
import { writeAll } from '../../../table/batch-writes';
import { tableOf } from '../../../table/model-table';
import { EXPORT_KEPT_MS, type ExportStatus } from '../domain/privacy';
import { dataExportModel } from './privacy-models';

export interface ExportItem {
  userId: string;
  exportId: string;
  status: ExportStatus;
  s3Key?: string;
  /** Bytes. */
  size?: number;
  /** Copies of the user's files the export holds. */
  fileCount?: number;
  readyAt?: string;
  createdAt: string;
  /** Epoch seconds. */
  expiresAt: number;
}

const dataExports = tableOf<ExportItem>(dataExportModel);

/** The S3 key of an export's JSON file: `exports/{userId}/{exportId}.json` (one key per export, so a repeat overwrites). */
export function exportKey(userId: string, exportId: string): string {
  return `exports/${userId}/${exportId}.json`;
}

/**
 * The S3 key of the `index`-th file copied into an export: `exports/{userId}/{exportId}/files/{index}`. It lives as
 * long as the export's JSON file (the same prefix, the same lifecycle rule, deleted with it at erasure).
 */
export function exportFileKey(userId: string, exportId: string, index: number): string {
  return `exports/${userId}/${exportId}/files/${index}`;
}

/** Every S3 key of an export: its JSON file and its copies of the user's files. */
export function exportObjectKeys(item: Pick<ExportItem, 'userId' | 'exportId' | 's3Key' | 'fileCount'>): string[] {
  return [...(item.s3Key ? [item.s3Key] : []), ...Array.from({ length: item.fileCount ?? 0 }, (_, i) => exportFileKey(item.userId, item.exportId, i))];
}

/** The newest export of `userId` that has not expired (one Query of the user's partition, newest first), or undefined. */
export async function latestExport(userId: string, nowMs = Date.now()): Promise<ExportItem | undefined> {
  const { items } = await dataExports.query('byUser', { userId }, { order: 'desc', limit: 1 });
  const item = items[0];
  return item && item.expiresAt * 1000 > nowMs ? item : undefined;
}

/** One export of `userId` (strongly consistent GetItem), or undefined. */
export async function getExport(userId: string, exportId: string): Promise<ExportItem | undefined> {
  return dataExports.get({ userId, exportId }, { consistent: true });
}

/** Records a new export of `userId` as preparing (condition: a new id); it expires EXPORT_KEPT_MS after `nowMs`. Returns it. */
export async function createExport(userId: string, nowMs = Date.now()): Promise<ExportItem> {
  const exportId = `${String(nowMs).padStart(15, '0')}-${randomUUID()}`;
  return dataExports.create({
    userId,
    exportId,
    status: 'preparing',
    createdAt: new Date(nowMs).toISOString(),
    updatedAt: new Date(nowMs).toISOString(),
    expiresAt: Math.floor((nowMs + EXPORT_KEPT_MS) / 1000),
  });
}

/**
 * Marks the export ready with its file (condition: still preparing). Returns false when it was not
 * preparing any more (a repeated job found it done): the caller then writes nothing else.
 */
export async function markExportReady(userId: string, exportId: string, file: { s3Key: string; size: number; fileCount: number }, at = new Date().toISOString()): Promise<boolean> {
  try {
    await dataExports.write(
      { userId, exportId },
      {
        set: { status: 'ready', s3Key: file.s3Key, size: file.size, fileCount: file.fileCount, readyAt: at, updatedAt: at },
        where: ({ status }, { eq }) => eq(status, 'preparing'),
      },
      { mustExist: true },
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Every export of `userId` (their files' keys too), for the erasure. */
export async function listExports(userId: string): Promise<ExportItem[]> {
  return dataExports.queryAll('byUser', { userId });
}

/**
 * Deletes the export records of `userId` (BatchWriteItem by 25, unprocessed ones sent again with backoff).
 * Throws UnprocessedItemsError (503) when some stay unprocessed (a retry resumes).
 */
export async function deleteExportItems(items: readonly Pick<ExportItem, 'userId' | 'exportId'>[]): Promise<void> {
  if (items.length === 0) return;
  await writeAll(
    items.map(({ userId, exportId }) => dataExports.deleteRequest({ userId, exportId })),
    { concurrency: 1 },
  );
}
