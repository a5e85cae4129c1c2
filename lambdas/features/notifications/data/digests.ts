/**
 * The lines of the daily digests of new tenders (digest-models.ts): written by the announcement's pages, read and
 * deleted by the 07:00 send (../digest.ts), read and deleted for a person by their export and erasure.
 */
import { tableOf } from '../../../table/model-table';
import { writeAll } from '../../../table/batch-writes';
import { digestDueAt } from '../domain/digest';
import { digestLineModel } from './digest-models';

/** A line of a digest as stored. */
export interface DigestLine {
  date: string;
  shard: string;
  userId: string;
  tenderId: string;
  title: string;
  announcedAt: string;
  createdAt: string;
}

/** The 16 shards of a day: the hexadecimal digits a user id starts with. */
export const DIGEST_SHARDS = '0123456789abcdef'.split('');

/** Days a line is kept after its day's send, should the send never run (then TTL removes it). */
export const DIGEST_KEEP_DAYS = 7;

const lines = tableOf<DigestLine>(digestLineModel);

/** The shard of `userId`: its first character when a hexadecimal digit (every id is a UUID), else `0`. */
export const shardOf = (userId: string): string => (/^[0-9a-f]/.test(userId) ? userId[0]! : '0');

/**
 * Adds the tender `line` to the digest of `date` of each of `userIds`: one Put each (BatchWriteItem, 25 a request),
 * the same item however often it is written, so a tender appears once. Throws when DynamoDB refuses.
 */
export async function appendToDigests(userIds: readonly string[], date: string, line: { tenderId: string; title: string; announcedAt: string }): Promise<void> {
  const expiresAt = Math.floor(Date.parse(digestDueAt(date)) / 1000) + DIGEST_KEEP_DAYS * 86_400;
  await writeAll([...new Set(userIds)].map((userId) => lines.putRequest({ date, shard: shardOf(userId), userId, ...line, expiresAt })));
}

/** Up to `limit` lines of the digests of `date` in `shard`, by user then tender (one Query). */
export async function digestLinesPage(date: string, shard: string, limit: number): Promise<{ lines: DigestLine[]; more: boolean }> {
  const page = await lines.query('byDay', { date, shard }, { limit });
  return { lines: page.items, more: page.cursor !== null };
}

/** Every line of `userId`'s digest of `date` (one Query a page). */
export async function userDigestLines(date: string, userId: string): Promise<DigestLine[]> {
  return lines.queryAll('byDay', { date, shard: shardOf(userId), userId });
}

/** Deletes `done` (BatchWriteItem, 25 a request); none there is fine. Throws when DynamoDB refuses. */
export async function deleteDigestLines(done: readonly Pick<DigestLine, 'date' | 'userId' | 'tenderId'>[]): Promise<void> {
  await writeAll(done.map((l) => lines.deleteRequest({ date: l.date, shard: shardOf(l.userId), userId: l.userId, tenderId: l.tenderId })));
}

/**
 * Every line kept of `userId` (their data export and erasure): one Query for each day a line can still exist, from
 * DIGEST_KEEP_DAYS before `nowMs`'s day to tomorrow.
 */
export async function digestLinesOf(userId: string, nowMs = Date.now()): Promise<DigestLine[]> {
  const days = Array.from({ length: DIGEST_KEEP_DAYS + 3 }, (_, i) => new Date(nowMs + (1 - i) * 86_400_000).toISOString().slice(0, 10));
  return (await Promise.all(days.map((date) => userDigestLines(date, userId)))).flat();
}
