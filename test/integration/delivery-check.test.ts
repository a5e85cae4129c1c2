/**
 * The quality check of delivered geodata through the local cloud: the contractor delivers a GeoJSON whose L-EST97
 * axes are swapped, a malformed GeoJSON and a PDF; the delivery_submitted listener queues a check per geodata file,
 * the delivery-check worker (the same handler as the stack's, on the local queue) stores each report once, and
 * reading the delivery shows them: red with the swapped axes, 'unreadable' for the malformed file, no check for
 * the PDF. Users carry tokens signed with cognito-local's key; the award is written through the entities.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api, approvedUser, pdfFile, type TestUser, uploadFiles, useCloudEnv } from './support';
import { type EntityModels, loadEntityModels } from './entity-models';
import { SWAPPED_TARTU_GEOJSON } from '../../web/src/lib/geodata/fixtures';

let entities: EntityModels;
const users = {} as Record<'poster' | 'contractor', TestUser>;

const malformed = Buffer.from('{"type": "FeatureCollection", "features": [ {"type": "Feat');

beforeAll(async () => {
  useCloudEnv();
  entities = await loadEntityModels();
  [users.poster, users.contractor] = await Promise.all([
    approvedUser('tenderPoster', { firstName: 'Piret', lastName: 'Poster' }),
    approvedUser('geodesist', { firstName: 'Gert', lastName: 'Geodeet' }),
  ]);
});

describe('the quality check of a delivery', () => {
  it('stores a red report for swapped axes and a could-not-check report for a malformed file, read with the delivery', async () => {
    const [attachment] = await uploadFiles(users.poster.token, [pdfFile('site-plan.pdf')], 'attachment');
    const created = await api(users.poster.token, 'POST', '/tenders', {
      title: 'Topographic survey, Tartu',
      description: 'Parcels of the new quarter',
      expiryDate: '2099-06-30',
      attachments: [attachment],
    });
    expect(created.status).toBe(201);
    const tenderId = created.body.tender.tenderId as string;
    const { TenderEntity, BidEntity, useTable } = entities;
    useTable();
    await BidEntity.create({ tenderId, bidderId: users.contractor.sub, bidId: randomUUID(), amountCents: 100_000, status: 'Accepted', acceptedAt: new Date().toISOString() }).go();
    await TenderEntity.patch({ tenderId }).set({ status: 'In Progress', contractorId: users.contractor.sub }).go();

    const files = await uploadFiles(
      users.contractor.token,
      [
        { name: 'parcels.geojson', type: 'application/geo+json', bytes: Buffer.from(SWAPPED_TARTU_GEOJSON) },
        { name: 'broken.geojson', type: 'application/geo+json', bytes: malformed },
        pdfFile('report.pdf'),
      ],
      'deliverable',
      tenderId,
    );
    const delivered = await api(users.contractor.token, 'POST', `/tenders/${tenderId}/deliveries`, { files });
    expect(delivered.status).toBe(201);
    const checkOf = (body: any, name: string) => (body.items[0].files as { filename: string; check: any }[]).find((f) => f.filename === name)!.check;
    expect(checkOf({ items: [delivered.body.delivery] }, 'parcels.geojson')).toEqual({ status: 'pending', lines: [] });

    const read = await vi.waitFor(
      async () => {
        const res = await api(users.poster.token, 'GET', `/tenders/${tenderId}/deliveries`);
        expect(res.status).toBe(200);
        expect(checkOf(res.body, 'parcels.geojson').status).not.toBe('pending');
        expect(checkOf(res.body, 'broken.geojson').status).not.toBe('pending');
        return res.body;
      },
      { timeout: 30_000, interval: 500 },
    );
    const parcels = checkOf(read, 'parcels.geojson');
    expect(parcels.status).toBe('red');
    expect(parcels.lines.find((l: { check: string }) => l.check === 'axes')).toMatchObject({
      level: 'red',
      text: expect.stringMatching(/^X and Y look swapped/),
      at: [expect.closeTo(26.7, 0), expect.closeTo(58.4, 0)],
    });
    const broken = checkOf(read, 'broken.geojson');
    expect(broken.status).toBe('unreadable');
    expect(broken.lines[0].text).toMatch(/^The file could not be checked as GeoJSON: /);
    expect(checkOf(read, 'report.pdf')).toBeNull();

    // The contractor reads the same reports.
    const contractor = await api(users.contractor.token, 'GET', `/tenders/${tenderId}/deliveries`);
    expect(checkOf(contractor.body, 'parcels.geojson')).toEqual(parcels);
  });
});
