/**
 * A deleted tender leaves no file (lambdas/features/tenders/tender-delete.ts, kernel/files-under.ts): every object
 * under `tenders/{tenderId}/` goes, listed by prefix and deleted 1,000 at a time, whatever stored it (attachments,
 * answer files, a cancellation document); a page S3 refuses in part stops the delete before any record goes, so a retry
 * finds the tender and lists again.
 */
import './env';
import { DeleteObjectCommand, DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTable } from '../../lambdas/table/entities';
import { handler as tendersDelete } from '../../lambdas/features/tenders/handlers/tenders-delete';
import { deleteObjectsUnder } from '../../lambdas/kernel/files-under';
import { attachment, attachmentItem, call, callers, ddb, httpEvent, ids, profile, resetMocks, s3, storeProfiles, tender, tenderItem } from './support';

const prefix = `tenders/${ids.tender}/`;
/** `n` keys under the tender's prefix: its attachment, then answer files. */
const keysOf = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? `${prefix}${ids.attachment}/site-plan.pdf` : `${prefix}answers/q${i}/f/answer-${i}.pdf`));

beforeEach(() => {
  resetMocks();
  useTable();
  storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
  ddb.on(QueryCommand, { IndexName: undefined }).resolves({ Items: [tenderItem(tender()), attachmentItem(attachment())] });
  ddb.on(UpdateCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
  s3.on(DeleteObjectsCommand).resolves({});
});

/** S3 holding `keys` under the prefix, listed 1,000 a page as S3 does. */
function storeObjects(keys: string[]): void {
  s3.on(ListObjectsV2Command).callsFake((input: { Prefix: string; ContinuationToken?: string }) => {
    const from = input.ContinuationToken ? Number(input.ContinuationToken) : 0;
    const page = keys.filter((k) => k.startsWith(input.Prefix)).slice(from, from + 1000);
    const more = from + 1000 < keys.length;
    return { Contents: page.map((Key) => ({ Key })), IsTruncated: more, ...(more ? { NextContinuationToken: String(from + 1000) } : {}) };
  });
}

describe('DELETE /tenders/{tenderId}: the tender’s files', () => {
  it('deletes every object under the tender’s prefix, answer files included, 1,000 a request, before the tender item goes', async () => {
    const keys = keysOf(1500);
    storeObjects(keys);
    const res = await call(tendersDelete, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect(s3.commandCalls(ListObjectsV2Command).map((c) => c.args[0].input.Prefix)).toEqual([prefix, prefix]);
    const batches = s3.commandCalls(DeleteObjectsCommand).map((c) => c.args[0].input.Delete!.Objects!.map((o) => o.Key));
    expect(batches.map((b) => b.length)).toEqual([1000, 500]);
    expect(batches.flat().sort()).toEqual([...keys].sort());
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
    // The files go before the tender item (its transaction is the delete's last write).
    expect(s3.commandCalls(DeleteObjectsCommand).at(-1)!.calledBefore(ddb.commandCalls(TransactWriteCommand).at(-1)!)).toBe(true);
  });

  it('stops before any record goes when S3 refuses part of a page, so a retry finds the tender', async () => {
    storeObjects(keysOf(3));
    s3.on(DeleteObjectsCommand).resolves({ Errors: [{ Key: keysOf(3)[2], Code: 'InternalError' }] });
    const res = await call(tendersDelete, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender } }));
    expect(res.status).toBe(500);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('deleteObjectsUnder', () => {
  it('refuses a prefix that is not a folder, so `tenders/1` never reaches `tenders/10/`', async () => {
    await expect(deleteObjectsUnder(`tenders/${ids.tender}`)).rejects.toThrow(/ending with '\/'/);
    await expect(deleteObjectsUnder('/')).rejects.toThrow();
    expect(s3.commandCalls(ListObjectsV2Command)).toHaveLength(0);
  });
});
