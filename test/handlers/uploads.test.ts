import './env';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fileMessages, MAX_DELIVERABLE_BYTES, MAX_FILE_BYTES } from '../../lambdas/domain/files';
import { STAGED_BYTES_LIMIT } from '../../lambdas/features/limits/domain/write-limits';
import { DELIVERABLE_TENDER_MESSAGE } from '../../lambdas/domain/schemas';
import { deliveryMessages } from '../../lambdas/features/deliveries/domain/delivery';
import type { TenderItem } from '../../lambdas/features/tenders/data/tenders';
import { uploadMessages } from '../../lambdas/kernel/files';
import { handler as uploadsCreate } from '../../lambdas/features/uploads/handlers/uploads-create';
import { handler as uploadsVerify } from '../../lambdas/features/uploads/handlers/uploads-verify';
import { call, callers, context, ddb, httpEvent, ids, profile, resetMocks, s3, storeProfiles, tender, tenderItem } from './support';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const body = (bytes: Uint8Array) => ({ Body: { transformToByteArray: async () => bytes } });

/** The tender of `ids.tender` as its partition's Query answers it (default: In Progress, the geodesist its contractor). */
function storeTender(overrides: Partial<TenderItem> = { status: 'In Progress', contractorId: ids.geodesist }): void {
  ddb.on(QueryCommand).resolves({ Items: [tenderItem(tender(overrides))] });
}

beforeEach(() => {
  resetMocks();
  storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }), profile({ userId: ids.geodesist, role: 'geodesist' }));
  storeTender();
});

describe('POST /uploads', () => {
  it('returns one presigned POST per file, in request order, under the caller’s staging prefix', async () => {
    const files = [
      { name: 'plan.pdf', size: 1000, contentType: 'application/pdf' },
      { name: 'parcel.kml', size: 50, contentType: '' },
      { name: '..secret:name.png', size: 10, contentType: 'image/png' },
    ];
    const res = await call(uploadsCreate, httpEvent({ caller: callers.poster, body: { files } }));
    expect(res.status).toBe(200);
    expect(res.body.uploads.map((u: { filename: string }) => u.filename)).toEqual(['plan.pdf', 'parcel.kml', 'secret_name.png']);
    for (const u of res.body.uploads) {
      expect(u.key).toMatch(new RegExp(`^staging/${ids.poster}/[0-9a-f-]{36}/${u.filename.replace('.', '\\.')}$`));
      expect(u.fields.key).toBe(u.key);
    }
    expect(res.body.uploads.map((u: { maxBytes: number }) => u.maxBytes)).toEqual([1000, 50, 10]);
    expect(res.body.uploads[1].fields['Content-Type']).toBe('application/vnd.google-earth.kml+xml');
    const policy = JSON.parse(Buffer.from(res.body.uploads[0].fields.Policy, 'base64').toString());
    // S3 takes no more than the size declared (and counted against the staged-bytes limit).
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 1000]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'application/pdf']);
  });

  it('answers 400 with the spec message naming an unsupported file', async () => {
    const res = await call(uploadsCreate, httpEvent({ caller: callers.poster, body: { files: [{ name: 'virus.exe', size: 10, contentType: 'application/x-msdownload' }] } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unsupported file type: virus.exe');
  });

  it('answers 400 with the spec message for a file over 50 MB', async () => {
    const res = await call(uploadsCreate, httpEvent({ caller: callers.poster, body: { files: [{ name: 'big.pdf', size: MAX_FILE_BYTES + 1, contentType: 'application/pdf' }] } }));
    expect(res.body.message).toBe(fileMessages.tooLarge('big.pdf', '50.00 MB', '50.00 MB'));
  });

  it('refuses attachments from geodesists with 403', async () => {
    const res = await call(uploadsCreate, httpEvent({ caller: callers.geodesist, body: { files: [{ name: 'a.pdf', size: 1, contentType: 'application/pdf' }] } }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(uploadMessages.attachmentsByPosters);
  });

  it('counts the files’ declared bytes against the caller’s staged bytes of the hour, with the allowance as the condition', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:15:00Z'));
    try {
      const files = [
        { name: 'plan.pdf', size: 1000, contentType: 'application/pdf' },
        { name: 'map.pdf', size: 2000, contentType: 'application/pdf' },
      ];
      expect((await call(uploadsCreate, httpEvent({ caller: callers.poster, body: { files } }))).status).toBe(200);
      const start = Date.parse('2026-11-25T12:00:00Z') / 1000;
      const [update, ...others] = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
      expect(others).toEqual([]);
      expect(Object.values(update!.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([`staged-bytes#${ids.poster}#${start}`, 3000, STAGED_BYTES_LIMIT.bytes - 3000 + 1, start + 3600 + 60]));
      expect(update!.ConditionExpression).toMatch(/attribute_not_exists\(.+\) OR .+ < /);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 429 naming the size, the allowance and the minutes to wait once the hour’s staged bytes would pass the allowance, presigning nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:15:00Z'));
    try {
      ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));
      const size = 60 * 1024 * 1024;
      const event = httpEvent({ caller: callers.geodesist, body: { purpose: 'deliverable', tenderId: ids.tender, files: [{ name: 'survey.zip', size, contentType: 'application/zip' }] } });
      const res = (await uploadsCreate(event, context)) as { statusCode: number; headers: Record<string, string>; body: string };
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe(String(45 * 60));
      expect(JSON.parse(res.body)).toEqual({ message: 'These files (60.00 MB) would pass your upload allowance of 4096.00 MB an hour; try again in 45 minutes' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('presigns a 60 MB deliverable for a geodesist with a POST policy capped at its size', async () => {
    const size = 60 * 1024 * 1024;
    const res = await call(
      uploadsCreate,
      httpEvent({ caller: callers.geodesist, body: { purpose: 'deliverable', tenderId: ids.tender, files: [{ name: 'survey.zip', size, contentType: 'application/zip' }] } }),
    );
    expect(res.status).toBe(200);
    const [ticket] = res.body.uploads;
    expect(ticket.key).toMatch(new RegExp(`^staging/${ids.geodesist}/[0-9a-f-]{36}/survey\\.zip$`));
    expect(ticket.maxBytes).toBe(size);
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy, 'base64').toString());
    // S3 itself refuses a larger body: the limit is in the signed request, not only in this check.
    expect(policy.conditions).toContainEqual(['content-length-range', 1, size]);
  });

  it('answers 400 with the spec message for a deliverable over 100 MB', async () => {
    const res = await call(
      uploadsCreate,
      httpEvent({ caller: callers.geodesist, body: { purpose: 'deliverable', tenderId: ids.tender, files: [{ name: 'huge.zip', size: MAX_DELIVERABLE_BYTES + 1, contentType: 'application/zip' }] } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(fileMessages.tooLarge('huge.zip', '100.00 MB', '100.00 MB'));
  });

  it('keeps a poster’s attachments at 50 MB and refuses deliverables from posters with 403', async () => {
    const big = await call(uploadsCreate, httpEvent({ caller: callers.poster, body: { files: [{ name: 'plan.pdf', size: 60 * 1024 * 1024, contentType: 'application/pdf' }] } }));
    expect(big.status).toBe(400);
    const deliverable = await call(uploadsCreate, httpEvent({ caller: callers.poster, body: { purpose: 'deliverable', files: [{ name: 'plan.pdf', size: 1, contentType: 'application/pdf' }] } }));
    expect(deliverable.status).toBe(403);
    expect(deliverable.body.message).toBe(uploadMessages.deliverablesByGeodesists);
  });

  it('stages deliverables only for the contractor of an In Progress tender, by the deliver rule', async () => {
    const files = [{ name: 'survey.zip', size: 1000, contentType: 'application/zip' }];
    const ask = (extra: Record<string, unknown>) => call(uploadsCreate, httpEvent({ caller: callers.geodesist, body: { purpose: 'deliverable', files, ...extra } }));

    const without = await ask({});
    expect(without).toMatchObject({ status: 400, body: { message: DELIVERABLE_TENDER_MESSAGE, fieldErrors: { tenderId: [DELIVERABLE_TENDER_MESSAGE] } } });
    storeTender({ status: 'In Progress', contractorId: ids.otherPoster });
    expect(await ask({ tenderId: ids.tender })).toMatchObject({ status: 403, body: { message: deliveryMessages.notAuthorized } });
    storeTender({ status: 'Open' });
    expect(await ask({ tenderId: ids.tender })).toMatchObject({ status: 409, body: { message: deliveryMessages.notInProgress } });
    storeTender({ status: 'Completed', contractorId: ids.geodesist });
    expect(await ask({ tenderId: ids.tender })).toMatchObject({ status: 409, body: { message: deliveryMessages.completed } });
    ddb.on(QueryCommand).resolves({ Items: [] });
    expect(await ask({ tenderId: ids.tender })).toMatchObject({ status: 404, body: { message: 'Tender not found' } });
    expect(await ask({ tenderId: ids.tender.toUpperCase() })).toMatchObject({ status: 400 });
    // The contractor of the In Progress tender may.
    storeTender();
    expect((await ask({ tenderId: ids.tender })).status).toBe(200);
  });
});

describe('POST /uploads/verify', () => {
  const key = `staging/${ids.poster}/0f0f0f0f-0000-4000-8000-000000000000/plan.pdf`;

  it('accepts a PDF whose leading bytes are %PDF', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves(body(PDF) as never);
    const res = await call(uploadsVerify, httpEvent({ caller: callers.poster, body: { key } }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ key, filename: 'plan.pdf', size: 2048, contentType: 'application/pdf' });
    expect(s3.commandCalls(GetObjectCommand)[0]!.args[0].input.Range).toBe('bytes=0-7');
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('deletes a file whose bytes are not a PDF and answers 400', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 20, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves(body(new TextEncoder().encode('hello world')) as never);
    const res = await call(uploadsVerify, httpEvent({ caller: callers.poster, body: { key } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(fileMessages.contentMismatch('plan.pdf'));
    expect(s3.commandCalls(DeleteObjectCommand)[0]!.args[0].input).toMatchObject({ Key: key });
  });

  it('answers 400 "No file provided" for a key that was never uploaded, whether S3 says 404 or (prefix-limited listing) 403', async () => {
    for (const httpStatusCode of [404, 403]) {
      s3.reset();
      s3.on(HeadObjectCommand).rejects(Object.assign(new Error('missing'), { name: httpStatusCode === 404 ? 'NotFound' : 'Forbidden', $metadata: { httpStatusCode } }));
      const res = await call(uploadsVerify, httpEvent({ caller: callers.poster, body: { key } }));
      expect(res.status, String(httpStatusCode)).toBe(400);
      expect(res.body.message).toBe(fileMessages.noFile);
    }
  });

  it('deletes an empty file and answers 400 "No file provided"', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 0, ContentType: 'application/pdf' });
    const res = await call(uploadsVerify, httpEvent({ caller: callers.poster, body: { key } }));
    expect(res.body.message).toBe(fileMessages.noFile);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(1);
  });

  it('deletes a file over 50 MB (S3 emulators do not enforce the POST policy)', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: MAX_FILE_BYTES + 1, ContentType: 'application/pdf' });
    const res = await call(uploadsVerify, httpEvent({ caller: callers.poster, body: { key } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^File too large: plan\.pdf/);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(1);
  });

  it('answers 403 for a key under another user’s prefix, touching nothing', async () => {
    const res = await call(uploadsVerify, httpEvent({ caller: callers.poster, body: { key: `staging/${ids.otherPoster}/0f0f0f0f-0000-4000-8000-000000000000/plan.pdf` } }));
    expect(res.status).toBe(403);
    expect(s3.calls()).toHaveLength(0);
  });

  it('accepts a 60 MB deliverable of a geodesist and deletes one over 100 MB', async () => {
    const own = `staging/${ids.geodesist}/0f0f0f0f-0000-4000-8000-000000000000/report.pdf`;
    s3.on(HeadObjectCommand).resolves({ ContentLength: 60 * 1024 * 1024, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves(body(PDF) as never);
    const ok = await call(uploadsVerify, httpEvent({ caller: callers.geodesist, body: { key: own, purpose: 'deliverable', tenderId: ids.tender } }));
    expect(ok.status).toBe(200);
    expect(ok.body.size).toBe(60 * 1024 * 1024);

    s3.on(HeadObjectCommand).resolves({ ContentLength: MAX_DELIVERABLE_BYTES + 1, ContentType: 'application/pdf' });
    const big = await call(uploadsVerify, httpEvent({ caller: callers.geodesist, body: { key: own, purpose: 'deliverable', tenderId: ids.tender } }));
    expect(big.status).toBe(400);
    expect(big.body.message).toBe(fileMessages.tooLarge('report.pdf', '100.00 MB', '100.00 MB'));
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([own]);
  });

  it('verifies a poster’s file with the attachment limit: a 60 MB file is deleted', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 60 * 1024 * 1024, ContentType: 'application/pdf' });
    const res = await call(uploadsVerify, httpEvent({ caller: callers.poster, body: { key } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(fileMessages.tooLarge('plan.pdf', '60.00 MB', '50.00 MB'));
  });

  it('refuses a purpose outside the caller’s role with 403, touching nothing', async () => {
    const poster = await call(uploadsVerify, httpEvent({ caller: callers.poster, body: { key, purpose: 'deliverable' } }));
    expect(poster.status).toBe(403);
    const geodesist = await call(uploadsVerify, httpEvent({ caller: callers.geodesist, body: { key: `staging/${ids.geodesist}/0f0f0f0f-0000-4000-8000-000000000000/a.pdf`, purpose: 'attachment' } }));
    expect(geodesist.status).toBe(403);
    expect(s3.calls()).toHaveLength(0);
  });

  it('checks a deliverable only for the contractor of an In Progress tender, touching nothing otherwise', async () => {
    const own = `staging/${ids.geodesist}/0f0f0f0f-0000-4000-8000-000000000000/report.pdf`;
    const without = await call(uploadsVerify, httpEvent({ caller: callers.geodesist, body: { key: own, purpose: 'deliverable' } }));
    expect(without).toMatchObject({ status: 400, body: { message: DELIVERABLE_TENDER_MESSAGE } });
    storeTender({ status: 'In Progress', contractorId: ids.otherPoster });
    const stranger = await call(uploadsVerify, httpEvent({ caller: callers.geodesist, body: { key: own, purpose: 'deliverable', tenderId: ids.tender } }));
    expect(stranger).toMatchObject({ status: 403, body: { message: deliveryMessages.notAuthorized } });
    expect(s3.calls()).toHaveLength(0);
  });

  it('answers 400 for a key that is not a staged key', async () => {
    const res = await call(uploadsVerify, httpEvent({ caller: callers.poster, body: { key: 'tenders/x/y/z.pdf' } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid upload reference');
  });
});
