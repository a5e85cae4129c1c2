/**
 * The erasure ledger: one small JSON object per accepted erasure in the files bucket,
 * `erasures/{userId}.json` = `{userId, acceptedAt, by}`, kept outside the table so that a table restored to an
 * earlier point can have every erasure made since taken again (reapply-erasures.ts). It holds the user id (a
 * pseudonym once the profile is gone) and who asked, nothing else; the bucket's lifecycle ends a record after 40
 * days (lib/constructs/files.ts ERASURE_LEDGER_DAYS), past the table's 35 days of point-in-time recovery.
 *
 * Written by the routes that accept an erasure (put only); read by the operator's replay with its own
 * credentials (ListObjectsV2 and GetObject).
 */
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import * as z from 'zod/mini';
import { built } from '../../../domain/built';
import { s3 } from '../../../kernel/clients/s3';
import { config } from '../../../kernel/config';

/** Key prefix of the ledger in the files bucket (lib/constructs/files.ts ERASURES_PREFIX names the same). */
export const ERASURE_LEDGER_PREFIX = 'erasures/';

/** A ledger record as read back (the replay checks what it reads; the routes only write). */
const ledgerEntrySchema = /* @__PURE__ */ built(() =>
  z.object({
    userId: z.string().check(z.minLength(1)),
    /** When the erasure was accepted, ISO 8601 (UTC). */
    acceptedAt: z.iso.datetime(),
    /** Who asked: the user, or an admin (as the erasure job names them, export-jobs.ts). */
    by: z.union([z.object({ kind: z.literal('self') }), z.object({ kind: z.literal('admin'), actorId: z.string(), actorName: z.string() })]),
  }),
);

/** One accepted erasure as the ledger keeps it. */
export type ErasureLedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** The key of `userId`'s record: `erasures/{userId}.json` (a repeated request overwrites it). */
export const ledgerKey = (userId: string) => `${ERASURE_LEDGER_PREFIX}${userId}.json`;

/** Writes (or overwrites) the ledger record of an accepted erasure. Throws S3's errors. */
export async function recordErasure(entry: ErasureLedgerEntry): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: config.filesBucket, Key: ledgerKey(entry.userId), Body: JSON.stringify(entry), ContentType: 'application/json' }));
}

/**
 * Every record of the ledger, oldest acceptance first (ListObjectsV2 page by page, then GetObject each). A record
 * that does not parse is reported through `onInvalid` with its key and left out. Throws S3's errors.
 */
export async function readErasureLedger(onInvalid: (key: string) => void = () => undefined): Promise<ErasureLedgerEntry[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: config.filesBucket, Prefix: ERASURE_LEDGER_PREFIX, ContinuationToken: token }));
    for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  const entries: ErasureLedgerEntry[] = [];
  for (const Key of keys) {
    const object = await s3.send(new GetObjectCommand({ Bucket: config.filesBucket, Key }));
    const parsed = ledgerEntrySchema.safeParse(JSON.parse((await object.Body?.transformToString()) || 'null'));
    if (parsed.success) entries.push(parsed.data);
    else onInvalid(Key);
  }
  return entries.sort((a, b) => a.acceptedAt.localeCompare(b.acceptedAt));
}
