/**
 * Delivery and completion through the local cloud: the contractor delivers verified
 * deliverables, the poster requests changes, the contractor delivers again, the poster accepts the
 * deliverables; only the poster, the contractor and admins see them; concurrent acceptances complete the
 * tender once; a delivery that fails or whose files all fail verification leaves nothing in S3.
 * Users carry tokens signed with cognito-local's key and profiles written to the table; the award (the
 * tender In Progress with its contractor and the Accepted bid) is written through the entities.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api, approvedUser, cloud, objectsUnder, pdfFile, type TestUser, uploadFiles, useCloudEnv } from './support';
import { type EntityModels, loadEntityModels } from './entity-models';

const fixtures = join(import.meta.dirname, '..', 'e2e', 'fixtures');
const pdf = readFileSync(join(fixtures, 'site-plan.pdf'));
const kml = readFileSync(join(fixtures, 'parcel-boundary.kml'));
const fakePdf = readFileSync(join(fixtures, 'not-a-pdf.pdf'));

let data: {
  entities: EntityModels;
  deliveries: typeof import('../../lambdas/features/deliveries/data/deliveries');
  s3: (typeof import('../../lambdas/kernel/clients/s3'))['s3'];
  domain: typeof import('../../lambdas/features/deliveries/domain/delivery');
};
const users = {} as Record<'poster' | 'otherPoster' | 'contractor' | 'otherGeodesist' | 'admin', TestUser>;

/** A tender by the poster (through the API), awarded to the contractor with an Accepted bid of `amountCents`. */
async function awardedTender(amountCents = 250_000): Promise<string> {
  const [attachment] = await uploadFiles(users.poster.token, [pdfFile('site-plan.pdf')], 'attachment');
  const created = await api(users.poster.token, 'POST', '/tenders', {
    title: 'Boundary survey Nord',
    description: 'Survey of the northern parcel boundary',
    expiryDate: '2099-06-30',
    attachments: [attachment],
  });
  expect(created.status).toBe(201);
  const tenderId = created.body.tender.tenderId as string;
  const { TenderEntity, BidEntity, useTable } = data.entities;
  useTable();
  await BidEntity.create({ tenderId, bidderId: users.contractor.sub, bidId: randomUUID(), amountCents, status: 'Accepted', acceptedAt: new Date().toISOString() }).go();
  await TenderEntity.patch({ tenderId }).set({ status: 'In Progress', contractorId: users.contractor.sub }).go();
  return tenderId;
}

async function deliver(user: TestUser, tenderId: string, files: string[], notes?: string) {
  return api(user.token, 'POST', `/tenders/${tenderId}/deliveries`, { files, ...(notes ? { notes } : {}) });
}

async function exists(key: string): Promise<boolean> {
  return data.s3.send(new HeadObjectCommand({ Bucket: cloud.ids.filesBucket, Key: key })).then(
    () => true,
    () => false,
  );
}

beforeAll(async () => {
  useCloudEnv();
  data = {
    entities: await loadEntityModels(),
    deliveries: await import('../../lambdas/features/deliveries/data/deliveries'),
    s3: (await import('../../lambdas/kernel/clients/s3')).s3,
    domain: await import('../../lambdas/features/deliveries/domain/delivery'),
  };
  [users.poster, users.otherPoster, users.contractor, users.otherGeodesist, users.admin] = await Promise.all([
    approvedUser('tenderPoster', { firstName: 'Paula', lastName: 'Poster', company: 'Stadtwerke Nord' }),
    approvedUser('tenderPoster', { firstName: 'Otto', lastName: 'Other' }),
    approvedUser('geodesist', { firstName: 'Gerda', lastName: 'Vermesser', company: 'Vermessung Süd' }),
    approvedUser('geodesist', { firstName: 'Olaf', lastName: 'Outsider' }),
    approvedUser('admin', { firstName: 'Ada', lastName: 'Admin' }),
  ]);
});

describe('delivery loop through the local cloud', () => {
  it('delivers, requests changes, delivers again and completes with bid, 8 % fee and total', async () => {
    const tenderId = await awardedTender(250_000);

    // Round 1: a good PDF (kept) and a fake one (refused and deleted).
    const [report, fake] = await uploadFiles(users.contractor.token, [pdfFile('survey-report.pdf'), { name: 'points.pdf', type: 'application/pdf', bytes: fakePdf }], 'deliverable', tenderId);
    // The deliver page checks each staged file as it arrives; only for the contract it belongs to.
    expect(await api(users.contractor.token, 'POST', '/uploads/verify', { key: report, purpose: 'deliverable', tenderId })).toMatchObject({ status: 200, body: { filename: 'survey-report.pdf' } });
    expect((await api(users.contractor.token, 'POST', '/uploads/verify', { key: report, purpose: 'deliverable' })).status).toBe(400);
    const first = await deliver(users.contractor, tenderId, [report!, fake!], 'First round');
    expect(first.status).toBe(201);
    expect(first.body.delivery).toMatchObject({ status: 'Submitted', notes: 'First round', geodesistName: 'Gerda Vermesser', files: [{ filename: 'survey-report.pdf', size: pdf.length }] });
    expect(first.body.rejected).toEqual([{ filename: 'points.pdf', message: 'File content does not match its type: points.pdf' }]);
    const round1 = first.body.delivery.deliveryId as string;
    const fileId = first.body.delivery.files[0].fileId as string;
    expect(await objectsUnder(`deliveries/${tenderId}/`)).toEqual([`deliveries/${tenderId}/${round1}/${fileId}/survey-report.pdf`]);
    expect(await exists(report!)).toBe(false);
    expect(await exists(fake!)).toBe(false);

    // The poster previews the file through a 60-second link.
    const link = await api(users.poster.token, 'GET', `/tenders/${tenderId}/deliveries/${round1}/files/${fileId}/download?disposition=inline`);
    expect(link.status).toBe(200);
    const fetched = await fetch(link.body.url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-disposition')).toMatch(/^inline; filename="survey-report.pdf"/);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(pdf)).toBe(true);

    // Changes requested; asking twice is refused.
    const changes = await api(users.poster.token, 'POST', `/tenders/${tenderId}/deliveries/${round1}/request-changes`, { comment: 'Please add the boundary points as KML' });
    expect(changes.status).toBe(200);
    expect(changes.body).toMatchObject({ status: 'Changes Requested', changeRequest: { comment: 'Please add the boundary points as KML' } });
    expect((await api(users.poster.token, 'POST', `/tenders/${tenderId}/deliveries/${round1}/request-changes`, { comment: 'again' })).status).toBe(409);
    // Nothing Submitted now: accepting is refused.
    const early = await api(users.poster.token, 'POST', `/tenders/${tenderId}/complete`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(data.domain.deliveryMessages.nothingToAccept);

    // Round 2.
    const round2Keys = await uploadFiles(
      users.contractor.token,
      [pdfFile('survey-report-v2.pdf'), { name: 'boundary.kml', type: 'application/vnd.google-earth.kml+xml', bytes: kml }],
      'deliverable',
      tenderId,
    );
    const second = await deliver(users.contractor, tenderId, round2Keys);
    expect(second.status).toBe(201);
    expect(second.body.delivery.files.map((f: { filename: string }) => f.filename).sort()).toEqual(['boundary.kml', 'survey-report-v2.pdf']);

    for (const viewer of [users.poster, users.contractor, users.admin]) {
      const list = await api(viewer.token, 'GET', `/tenders/${tenderId}/deliveries`);
      expect(list.status).toBe(200);
      expect(list.body.items.map((d: { deliveryId: string; status: string }) => [d.deliveryId, d.status])).toEqual([
        [round1, 'Changes Requested'],
        [second.body.delivery.deliveryId, 'Submitted'],
      ]);
    }
    data.entities.useTable();
    expect((await data.entities.TenderEntity.get({ tenderId }).go()).data?.deliveryCount).toBe(2);

    // Staged while the tender is In Progress, delivered after its completion below.
    const [lateKey] = await uploadFiles(users.contractor.token, [pdfFile('late.pdf')], 'deliverable', tenderId);
    // Accept the deliverables.
    const done = await api(users.poster.token, 'POST', `/tenders/${tenderId}/complete`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ bidCents: 250_000, feeCents: 20_000, totalCents: 270_000 });
    expect(done.body.tender).toMatchObject({ status: 'Completed', completedAt: expect.any(String), deliveryCount: 2, acceptedBid: { amountCents: 250_000, bidderName: 'Vermessung Süd' } });
    const after = await api(users.admin.token, 'GET', `/tenders/${tenderId}/deliveries`);
    expect(after.body.items.map((d: { status: string }) => d.status)).toEqual(['Accepted', 'Accepted']);

    // A Completed tender takes no more deliveries (nor deliverable uploads) and completes only once.
    const late = await deliver(users.contractor, tenderId, [lateKey!]);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(data.domain.deliveryMessages.completed);
    const lateUpload = await api(users.contractor.token, 'POST', '/uploads', { purpose: 'deliverable', tenderId, files: [{ name: 'late.pdf', size: 100, contentType: 'application/pdf' }] });
    expect(lateUpload).toMatchObject({ status: 409, body: { message: data.domain.deliveryMessages.completed } });
    const again = await api(users.poster.token, 'POST', `/tenders/${tenderId}/complete`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(data.domain.deliveryMessages.alreadyCompleted);
  });

  it('lets only the contractor deliver and only the poster, the contractor and admins see deliveries and files', async () => {
    const tenderId = await awardedTender();
    // Another geodesist may not even stage deliverables for it, nor deliver a file of their own.
    const refused = await api(users.otherGeodesist.token, 'POST', '/uploads', { purpose: 'deliverable', tenderId, files: [{ name: 'survey-report.pdf', size: 100, contentType: 'application/pdf' }] });
    expect(refused).toMatchObject({ status: 403, body: { message: 'You are not authorized to deliver this tender' } });
    const own = `staging/${users.otherGeodesist.sub}/${randomUUID()}/survey-report.pdf`;
    const stranger = await deliver(users.otherGeodesist, tenderId, [own]);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe('You are not authorized to deliver this tender');
    expect((await api(users.poster.token, 'POST', `/tenders/${tenderId}/deliveries`, { files: [own] })).status).toBe(403);

    const [report] = await uploadFiles(users.contractor.token, [pdfFile('survey-report.pdf')], 'deliverable', tenderId);
    const delivered = await deliver(users.contractor, tenderId, [report!]);
    expect(delivered.status).toBe(201);
    const { deliveryId, files } = delivered.body.delivery;
    for (const outsider of [users.otherGeodesist, users.otherPoster]) {
      expect((await api(outsider.token, 'GET', `/tenders/${tenderId}/deliveries`)).status).toBe(403);
      expect((await api(outsider.token, 'GET', `/tenders/${tenderId}/deliveries/${deliveryId}/files/${files[0].fileId}/download`)).status).toBe(403);
    }
    expect((await api(users.otherPoster.token, 'POST', `/tenders/${tenderId}/complete`)).status).toBe(403);
    expect((await api(users.otherPoster.token, 'POST', `/tenders/${tenderId}/deliveries/${deliveryId}/request-changes`, { comment: 'no' })).status).toBe(403);
    expect((await api(users.admin.token, 'GET', `/tenders/${randomUUID()}/deliveries`)).status).toBe(404);
    expect((await api(users.admin.token, 'GET', `/tenders/${tenderId}/deliveries/${deliveryId}/files/${randomUUID()}/download`)).status).toBe(404);
  });

  it('completes a tender once when 20 acceptances arrive at the same time', async () => {
    const tenderId = await awardedTender(99_999);
    const [report] = await uploadFiles(users.contractor.token, [pdfFile('survey-report.pdf')], 'deliverable', tenderId);
    expect((await deliver(users.contractor, tenderId, [report!])).status).toBe(201);

    const answers = await Promise.all(Array.from({ length: 20 }, () => api(users.poster.token, 'POST', `/tenders/${tenderId}/complete`)));

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(answers.find((a) => a.status === 200)!.body).toMatchObject({ bidCents: 99_999, feeCents: 8_000, totalCents: 107_999 });
  });

  it('keeps nothing when every file fails verification', async () => {
    const tenderId = await awardedTender();
    const [fake] = await uploadFiles(users.contractor.token, [{ name: 'scan.pdf', type: 'application/pdf', bytes: fakePdf }], 'deliverable', tenderId);
    const res = await deliver(users.contractor, tenderId, [fake!]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please upload at least one file to submit your deliverables.');
    expect(await exists(fake!)).toBe(false);
    expect(await objectsUnder(`deliveries/${tenderId}/`)).toEqual([]);
    expect((await api(users.poster.token, 'GET', `/tenders/${tenderId}/deliveries`)).body.items).toEqual([]);
  });

  it('leaves no rows and no objects under deliveries/ when the tender is completed while a delivery is being stored', async () => {
    const tenderId = await awardedTender();
    const [report] = await uploadFiles(users.contractor.token, [pdfFile('survey-report.pdf')], 'deliverable', tenderId);
    const { documentClient } = await import('../../lambdas/table/client');
    const { handler } = await import('../../lambdas/features/deliveries/handlers/deliveries-create');
    // Just before the delivery's transaction, the tender is completed by another request.
    const send = documentClient.send.bind(documentClient);
    const spy = vi.spyOn(documentClient, 'send').mockImplementation((async (command: { constructor: { name: string } }) => {
      if (command.constructor.name === 'TransactWriteCommand') {
        spy.mockRestore();
        await data.entities.TenderEntity.patch({ tenderId }).set({ status: 'Completed', completedAt: new Date().toISOString() }).go();
      }
      return send(command as never);
    }) as never);

    const res = (await handler(contractorEvent(tenderId, { files: [report] }), {} as Context)) as { statusCode: number; body: string };
    spy.mockRestore();

    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body).message).toBe(data.domain.deliveryMessages.completed);
    expect(await objectsUnder(`deliveries/${tenderId}/`)).toEqual([]);
    expect(await data.deliveries.listDeliveries(tenderId, { consistent: true })).toEqual([]);
    expect((await data.entities.TenderEntity.get({ tenderId }).go()).data?.deliveryCount).toBe(0);
  });

  it('takes at most 50 deliveries per tender and still completes a tender that has them all', async () => {
    const tenderId = await awardedTender();
    const { MAX_DELIVERIES_PER_TENDER, deliveryMessages } = data.domain;
    // Earlier rounds written through the data module (each with one file item), returned for changes.
    for (let i = 0; i < MAX_DELIVERIES_PER_TENDER - 1; i++) {
      const deliveryId = randomUUID();
      const fileId = randomUUID();
      const stored = await data.deliveries.createDelivery({
        tenderId,
        deliveryId,
        geodesistId: users.contractor.sub,
        notes: `Round ${i + 1}`,
        files: [{ fileId, filename: 'r.pdf', contentType: 'application/pdf', size: 1, s3Key: `deliveries/${tenderId}/${deliveryId}/${fileId}/r.pdf` }],
        submittedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      });
      await data.deliveries.requestChanges({ delivery: stored, creatorId: users.poster.sub, comment: 'More' });
    }
    const [lastKey, extraKey] = await uploadFiles(users.contractor.token, [pdfFile('survey-report.pdf'), pdfFile('survey-report-2.pdf')], 'deliverable', tenderId);
    const last = await deliver(users.contractor, tenderId, [lastKey!]);
    expect(last.status).toBe(201);
    const over = await deliver(users.contractor, tenderId, [extraKey!]);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(deliveryMessages.tooManyDeliveries);
    const overUpload = await api(users.contractor.token, 'POST', '/uploads', { purpose: 'deliverable', tenderId, files: [{ name: 'r.pdf', size: 100, contentType: 'application/pdf' }] });
    expect(overUpload).toMatchObject({ status: 409, body: { message: deliveryMessages.tooManyDeliveries } });

    const done = await api(users.poster.token, 'POST', `/tenders/${tenderId}/complete`);
    expect(done.status).toBe(200);
    const list = await api(users.poster.token, 'GET', `/tenders/${tenderId}/deliveries`);
    expect(list.body.items).toHaveLength(MAX_DELIVERIES_PER_TENDER);
    expect(new Set(list.body.items.map((d: { status: string }) => d.status))).toEqual(new Set(['Accepted']));
    expect(list.body.items[0].notes).toBe('Round 1');
  });
});

/** The API Gateway event of the contractor's POST /tenders/{id}/deliveries, as the gateway passes it to the function. */
function contractorEvent(tenderId: string, body: unknown) {
  return {
    version: '2.0',
    routeKey: 'POST /tenders/{tenderId}/deliveries',
    rawPath: `/tenders/${tenderId}/deliveries`,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    isBase64Encoded: false,
    body: JSON.stringify(body),
    pathParameters: { tenderId },
    requestContext: {
      requestId: 'it-delivery-race',
      http: { method: 'POST', path: `/tenders/${tenderId}/deliveries`, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      authorizer: { jwt: { claims: { sub: users.contractor.sub, 'cognito:groups': '[geodesist]', client_id: cloud.ids.userPoolClientId }, scopes: null } },
    },
  } as never;
}
