import './env';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileMessages } from '../../lambdas/domain/files';
import { BadRequestError, ForbiddenError } from '../../lambdas/kernel/errors';
import { logger } from '../../lambdas/kernel/logger';
import {
  assertMayUpload,
  contentDisposition,
  copyStagedObject,
  copyStagedThenStore,
  deliverableKey,
  fileNameOfKey,
  removeObjectsQuietly,
  requireVerifiedObject,
  stagingPrefix,
  uploadMessages,
  verifyStagedObject,
} from '../../lambdas/kernel/files';
import { ids, resetMocks, s3 } from './support';

const BUCKET = 'geotender-files-test';
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const body = (bytes: Uint8Array) => ({ Body: { transformToByteArray: async () => bytes } }) as never;
const staged = (name: string) => `staging/${ids.poster}/0f0f0f0f-0000-4000-8000-000000000000/${name}`;
const s3Error = (name: string, httpStatusCode?: number) => Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });

beforeEach(resetMocks);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('assertMayUpload', () => {
  it('lets posters attach and geodesists deliver', () => {
    expect(() => assertMayUpload('tenderPoster', 'attachment')).not.toThrow();
    expect(() => assertMayUpload('geodesist', 'deliverable')).not.toThrow();
  });

  it('refuses everyone else with 403 and the rule in words', () => {
    for (const role of ['geodesist', 'admin'] as const) {
      expect(() => assertMayUpload(role, 'attachment')).toThrow(new ForbiddenError(uploadMessages.attachmentsByPosters));
    }
    for (const role of ['tenderPoster', 'admin'] as const) {
      expect(() => assertMayUpload(role, 'deliverable')).toThrow(new ForbiddenError(uploadMessages.deliverablesByGeodesists));
    }
    expect(() => assertMayUpload('admin', 'attachment')).toThrow(ForbiddenError);
  });
});

describe('keys', () => {
  it('stages under staging/{sub}/ and keeps deliverables under deliveries/{tender}/{delivery}/{file}/{name}', () => {
    expect(stagingPrefix(ids.poster)).toBe(`staging/${ids.poster}/`);
    expect(deliverableKey('t1', 'd1', 'f1', 'report.pdf')).toBe('deliveries/t1/d1/f1/report.pdf');
  });

  it('takes the file name after the last slash', () => {
    expect(fileNameOfKey('staging/u/x/plan.pdf')).toBe('plan.pdf');
    expect(fileNameOfKey('plan.pdf')).toBe('plan.pdf');
    expect(fileNameOfKey('staging/u/x/')).toBe('');
  });
});

describe('verifyStagedObject', () => {
  it('reads the object from the files bucket and normalises a generic content type by the extension', async () => {
    const key = staged('parcel.pdf');
    s3.on(HeadObjectCommand).resolves({ ContentLength: 10, ContentType: 'application/octet-stream' });
    s3.on(GetObjectCommand).resolves(body(PDF));
    expect(await verifyStagedObject(key)).toEqual({ ok: true, file: { key, filename: 'parcel.pdf', size: 10, contentType: 'application/pdf' } });
    expect(s3.commandCalls(HeadObjectCommand)[0]!.args[0].input).toEqual({ Bucket: BUCKET, Key: key });
    expect(s3.commandCalls(GetObjectCommand)[0]!.args[0].input).toEqual({ Bucket: BUCKET, Key: key, Range: 'bytes=0-7' });
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('answers "No file provided" for every way S3 reports a missing key, deleting nothing', async () => {
    for (const error of [s3Error('NotFound'), s3Error('NoSuchKey'), s3Error('Forbidden'), s3Error('UnknownError', 404), s3Error('AccessDenied', 403)]) {
      s3.on(HeadObjectCommand).rejects(error);
      expect(await verifyStagedObject(staged('plan.pdf')), error.name).toEqual({ ok: false, filename: 'plan.pdf', message: fileMessages.noFile });
    }
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('throws other S3 errors', async () => {
    s3.on(HeadObjectCommand).rejects(s3Error('SlowDown', 503));
    await expect(verifyStagedObject(staged('plan.pdf'))).rejects.toThrow('SlowDown');
    s3.on(HeadObjectCommand).rejects(new Error('socket hang up'));
    await expect(verifyStagedObject(staged('plan.pdf'))).rejects.toThrow('socket hang up');
  });

  it('treats an object without a length as empty, deletes it and logs why', async () => {
    const info = vi.spyOn(logger, 'info');
    const key = staged('plan.pdf');
    s3.on(HeadObjectCommand).resolves({ ContentType: 'application/pdf' });
    expect(await verifyStagedObject(key)).toEqual({ ok: false, filename: 'plan.pdf', message: fileMessages.noFile });
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input)).toEqual([{ Bucket: BUCKET, Key: key }]);
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect(info).toHaveBeenCalledWith('Staged file rejected', { key, reason: fileMessages.noFile });
  });

  it('names the sanitised file in its messages', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 10, ContentType: 'application/x-msdownload' });
    expect(await verifyStagedObject(staged('..setup.exe'))).toEqual({ ok: false, filename: 'setup.exe', message: fileMessages.unsupportedType('setup.exe') });
  });

  it('deletes an object whose body is missing as not matching its type', async () => {
    const key = staged('plan.pdf');
    s3.on(HeadObjectCommand).resolves({ ContentLength: 10, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves({});
    expect(await verifyStagedObject(key)).toEqual({ ok: false, filename: 'plan.pdf', message: fileMessages.contentMismatch('plan.pdf') });
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input)).toEqual([{ Bucket: BUCKET, Key: key }]);
  });

  it('checks deliverables against 100 MB and attachments against 50 MB', async () => {
    const size = 60 * 1024 * 1024;
    s3.on(HeadObjectCommand).resolves({ ContentLength: size, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves(body(PDF));
    expect((await verifyStagedObject(staged('plan.pdf'), 'deliverable')).ok).toBe(true);
    expect(await verifyStagedObject(staged('plan.pdf'))).toEqual({ ok: false, filename: 'plan.pdf', message: fileMessages.tooLarge('plan.pdf', '60.00 MB', '50.00 MB') });
  });
});

describe('requireVerifiedObject', () => {
  it('returns the verified file', async () => {
    const key = staged('plan.pdf');
    s3.on(HeadObjectCommand).resolves({ ContentLength: 10, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves(body(PDF));
    expect(await requireVerifiedObject(key)).toEqual({ key, filename: 'plan.pdf', size: 10, contentType: 'application/pdf' });
  });

  it('throws 400 with the message on the key field', async () => {
    s3.on(HeadObjectCommand).rejects(s3Error('NotFound', 404));
    const error = await requireVerifiedObject(staged('plan.pdf')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ statusCode: 400, message: fileMessages.noFile, fieldErrors: { key: [fileMessages.noFile] } });
  });

  it('uses the limit of the purpose', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 60 * 1024 * 1024, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves(body(PDF));
    await expect(requireVerifiedObject(staged('plan.pdf'), 'deliverable')).resolves.toMatchObject({ size: 60 * 1024 * 1024 });
    await expect(requireVerifiedObject(staged('plan.pdf'))).rejects.toThrow(/^File too large/);
  });
});

describe('copyStagedObject', () => {
  it('copies inside the files bucket with the verified type, an hour of caching and an encoded source', async () => {
    await copyStagedObject('staging/u/x/Süd plan (1).pdf', 'tenders/t/a/Süd plan (1).pdf', 'application/pdf');
    expect(s3.commandCalls(CopyObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: BUCKET,
      Key: 'tenders/t/a/Süd plan (1).pdf',
      CopySource: `${BUCKET}/staging/u/x/S%C3%BCd%20plan%20(1).pdf`,
      ContentType: 'application/pdf',
      CacheControl: 'max-age=3600',
      MetadataDirective: 'REPLACE',
    });
  });

  it('throws when the copy fails', async () => {
    s3.on(CopyObjectCommand).rejects(new Error('AccessDenied'));
    await expect(copyStagedObject('a', 'b', 'application/pdf')).rejects.toThrow('AccessDenied');
  });
});

describe('copyStagedThenStore', () => {
  const copies = [
    { from: 'staging/u/1/a.pdf', to: 'tenders/t/1/a.pdf', contentType: 'application/pdf' },
    { from: 'staging/u/2/b.png', to: 'tenders/t/2/b.png', contentType: 'image/png' },
  ];
  const deleted = () =>
    s3
      .commandCalls(DeleteObjectCommand)
      .map((c) => c.args[0].input.Key)
      .sort();

  it('copies every object, then stores and resolves with what the store returns, deleting nothing', async () => {
    let copiedBeforeStore = 0;
    const result = await copyStagedThenStore(copies, async () => {
      copiedBeforeStore = s3.commandCalls(CopyObjectCommand).length;
      return 'stored';
    });
    expect(result).toBe('stored');
    expect(copiedBeforeStore).toBe(2);
    expect(s3.commandCalls(CopyObjectCommand).map((c) => c.args[0].input.Key)).toEqual(['tenders/t/1/a.pdf', 'tenders/t/2/b.png']);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('removes the copies made and does not store when one copy fails', async () => {
    s3.on(CopyObjectCommand, { Key: 'tenders/t/2/b.png' }).rejects(new Error('copy failed'));
    let stored = false;
    await expect(
      copyStagedThenStore(copies, async () => {
        stored = true;
      }),
    ).rejects.toThrow('copy failed');
    expect(stored).toBe(false);
    expect(deleted()).toEqual(['tenders/t/1/a.pdf']);
  });

  it('removes every copy when the store fails, and throws the store’s error', async () => {
    await expect(
      copyStagedThenStore(copies, async () => {
        throw new Error('transaction cancelled');
      }),
    ).rejects.toThrow('transaction cancelled');
    expect(deleted()).toEqual(['tenders/t/1/a.pdf', 'tenders/t/2/b.png']);
  });

  it('stores directly when there is nothing to copy', async () => {
    expect(await copyStagedThenStore([], async () => 7)).toBe(7);
    expect(s3.calls()).toHaveLength(0);
  });
});

describe('removeObjectsQuietly', () => {
  it('deletes each key from the files bucket', async () => {
    await removeObjectsQuietly(['a/1.pdf', 'b/2.pdf']);
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input)).toEqual([
      { Bucket: BUCKET, Key: 'a/1.pdf' },
      { Bucket: BUCKET, Key: 'b/2.pdf' },
    ]);
  });

  it('never throws, logs a failed delete with its key, and still tries the other keys', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const denied = new Error('AccessDenied');
    s3.on(DeleteObjectCommand, { Key: 'a/1.pdf' }).rejects(denied);
    await expect(removeObjectsQuietly(['a/1.pdf', 'b/2.pdf'])).resolves.toBeUndefined();
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Could not delete an object', { key: 'a/1.pdf', error: denied });
  });
});

describe('contentDisposition', () => {
  it('is an attachment by default', () => {
    expect(contentDisposition('plan.pdf')).toBe(`attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`);
  });

  it("replaces every non-ASCII character of the fallback name and percent-encodes ' ( ) * in the UTF-8 name", () => {
    expect(contentDisposition("Öl*'Ä'.pdf", 'inline')).toBe(`inline; filename="_l*'_'.pdf"; filename*=UTF-8''%C3%96l%2A%27%C3%84%27.pdf`);
    expect(contentDisposition('a\tb~.pdf')).toBe(`attachment; filename="a_b~.pdf"; filename*=UTF-8''a%09b~.pdf`);
    expect(contentDisposition('"x"\\"y".pdf')).toBe(`attachment; filename="_x___y_.pdf"; filename*=UTF-8''%22x%22%5C%22y%22.pdf`);
  });
});
