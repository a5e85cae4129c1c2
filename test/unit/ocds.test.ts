/**
 * The open-data release (lambdas/features/procurement/domain/ocds.ts): every release the product can publish, in
 * each state of a tender, with and without a site, is valid against the OCDS 1.1.5 release schema, and its package
 * against the release package schema (test/fixtures/ocds/, JSON Schema draft-04, checked with ajv-draft-04 and the
 * formats of ajv-formats); and sealed bids stay sealed: no tenderer, count or amount while Open, only the winner's
 * identity and amount after the award.
 */
import { describe, expect, it } from 'vitest';
import { ocdsTenderStatus, toOcdsRelease, toReleasePackage, type OcdsHistoryEntry, type OcdsInput } from '../../lambdas/features/procurement/domain/ocds';
import { ocdsValidators } from './ocds-validators';

const { validRelease, validPackage, errorsOf } = ocdsValidators();

const TENDER_ID = '7f3c2a10-4b5e-4c6d-8e9f-0a1b2c3d4e5f';
const WINNER = { id: 'org-5b1e0c9a7d2f', name: 'Maamõõdu OÜ' };
const BUYER = { id: 'org-a1b2c3d4e5f6', name: 'Tartu Linnavalitsus' };
const POINT = { type: 'Point' as const, coordinates: [26.7225, 58.3776] as [number, number] };
const POLYGON = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [26.72, 58.377],
      [26.725, 58.377],
      [26.725, 58.379],
      [26.72, 58.377],
    ] as [number, number][],
  ],
};

const entry = (kind: string, at: string, details: Record<string, string | number> = {}): OcdsHistoryEntry => ({ entryId: `${kind}-${at}`, at, kind, details });

function input(over: Partial<OcdsInput> & { status?: string; tenderOver?: Partial<OcdsInput['tender']> } = {}): OcdsInput {
  const { status = 'Open', tenderOver = {}, ...rest } = over;
  return {
    ocidPrefix: 'ocds-geotender',
    tender: {
      tenderId: TENDER_ID,
      title: 'Topographic survey of Raekoja plats',
      description: 'A 1:500 topographic survey with utilities.',
      status,
      budgetCents: 1_250_050,
      expiryDate: '2026-12-20T21:59:59.000Z',
      location: 'Tartu',
      bidCount: 3,
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-02T09:00:00.000Z',
      ...tenderOver,
    },
    attachments: [
      {
        attachmentId: 'a1',
        filename: 'site-plan.pdf',
        contentType: 'application/pdf',
        createdAt: '2026-11-01T09:00:00.000Z',
        url: `https://api.example.ee/tenders/${TENDER_ID}/attachments/a1/download`,
      },
    ],
    site: POINT,
    buyer: BUYER,
    award: null,
    history: [entry('published', '2026-11-01T09:00:00.000Z')],
    ...rest,
  };
}

const AWARD = { supplier: WINNER, amountCents: 990_000, acceptedAt: '2026-12-21T10:00:00.000Z' };
const bids = [entry('bid_received', '2026-11-05T10:00:00.000Z', { count: 1 }), entry('bid_received', '2026-11-06T10:00:00.000Z', { count: 2 })];
const awarded = [...bids, entry('awarded', AWARD.acceptedAt)];
const delivered = [...awarded, entry('delivered', '2026-12-28T10:00:00.000Z')];

/** Every state the product can publish, by name. */
const STATES: Record<string, OcdsInput> = {
  'Open without bids': input({ tenderOver: { bidCount: 0 } }),
  'Open with bids': input({ history: bids }),
  'Open without a site': input({ site: null, tenderOver: { location: 'Not specified', budgetCents: 0 } }),
  'Open with a polygon site': input({ site: POLYGON }),
  'Open with a question deadline and a question': input({ tenderOver: { questionDeadline: '2026-12-10T21:59:59.000Z' }, history: [entry('question_asked', '2026-11-03T08:00:00.000Z')] }),
  'Open after amendments': input({
    history: [
      entry('amended', '2026-11-04T08:00:00.000Z', { version: 2, reason: 'The area grew by a street' }),
      entry('deadline_moved', '2026-11-05T08:00:00.000Z', { from: '2026-12-13T21:59:59.000Z', to: '2026-12-20T21:59:59.000Z' }),
      entry('amended', '2026-11-06T08:00:00.000Z', { version: 3 }),
    ],
  }),
  'In Progress after award': input({ status: 'In Progress', tenderOver: { contractorId: 'u-winner' }, award: AWARD, history: awarded }),
  'In Progress with a delivery': input({ status: 'In Progress', tenderOver: { contractorId: 'u-winner', deliveryCount: 1 }, award: AWARD, history: delivered, site: POLYGON }),
  Completed: input({ status: 'Completed', tenderOver: { contractorId: 'u-winner', deliveryCount: 1, completedAt: '2027-01-05T10:00:00.000Z' }, award: AWARD, history: delivered }),
  'Completed without a site': input({ status: 'Completed', site: null, tenderOver: { contractorId: 'u-winner', completedAt: '2027-01-05T10:00:00.000Z' }, award: AWARD, history: awarded }),
  'Cancelled Open': input({ status: 'Cancelled', history: [...bids, entry('cancelled', '2026-11-10T10:00:00.000Z', { reason: 'Budget withdrawn' })] }),
  'Cancelled In Progress': input({
    status: 'Cancelled',
    tenderOver: { contractorId: 'u-winner' },
    award: AWARD,
    history: [...awarded, entry('cancelled', '2026-12-24T10:00:00.000Z', { reason: 'Site closed' })],
  }),
};

describe('the OCDS release of a tender', () => {
  for (const [name, state] of Object.entries(STATES)) {
    it(`is a valid OCDS 1.1.5 release, in a valid release package: ${name}`, () => {
      const release = toOcdsRelease(state);
      expect(validRelease(release), errorsOf(validRelease)).toBe(true);
      const pkg = toReleasePackage([release], `https://api.example.ee/tenders/${TENDER_ID}/ocds`, '2027-01-06T10:00:00.000Z');
      expect(validPackage(pkg), errorsOf(validPackage)).toBe(true);
    });
  }

  it('is checked for real: a release with a status off the closed codelist is refused by the schema', () => {
    const release = toOcdsRelease(STATES['Open with bids']!);
    expect(validRelease({ ...release, tender: { ...release.tender, status: 'open' } })).toBe(false);
    expect(validRelease({ ...release, ocid: undefined })).toBe(false);
  });

  it('has the configured ocid prefix, an id per state, and the tender’s status on the codelist', () => {
    const open = toOcdsRelease(STATES['Open without bids']!);
    expect(open.ocid).toBe(`ocds-geotender-${TENDER_ID}`);
    expect(toOcdsRelease({ ...STATES['Open without bids']!, ocidPrefix: 'ocds-a1b2c3' }).ocid).toBe(`ocds-a1b2c3-${TENDER_ID}`);
    const ids = Object.values(STATES).map((s) => toOcdsRelease(s).id);
    expect(new Set(ids).size).toBeGreaterThan(5);
    expect(open.id).toBe(`${TENDER_ID}-2026-11-01T09:00:00.000Z`);
    expect(Object.fromEntries(['Open', 'In Progress', 'Completed', 'Finished', 'Cancelled'].map((s) => [s, ocdsTenderStatus(s)]))).toEqual({
      Open: 'active',
      'In Progress': 'complete',
      Completed: 'complete',
      Finished: 'complete',
      Cancelled: 'cancelled',
    });
  });

  it('tags each state: tender, tenderAmendment, award and contract, implementation, contractTermination, tenderCancellation', () => {
    const tags = Object.fromEntries(Object.entries(STATES).map(([n, s]) => [n, toOcdsRelease(s).tag]));
    expect(tags['Open with bids']).toEqual(['tender']);
    expect(tags['Open after amendments']).toEqual(['tenderAmendment']);
    expect(tags['In Progress after award']).toEqual(['award', 'contract']);
    expect(tags['In Progress with a delivery']).toEqual(['implementation']);
    expect(tags.Completed).toEqual(['contractTermination']);
    expect(tags['Cancelled Open']).toEqual(['tenderCancellation']);
    expect(tags['Cancelled In Progress']).toEqual(['tenderCancellation', 'contractTermination']);
    expect(toOcdsRelease(STATES['Cancelled Open']!).date).toBe('2026-11-10T10:00:00.000Z');
  });

  it('publishes the budget in euros, the deadlines, the documents and the site as the item’s delivery location', () => {
    const r = toOcdsRelease(STATES['Open with a question deadline and a question']!);
    expect(r.tender.value).toEqual({ amount: 12500.5, currency: 'EUR' });
    expect(r.tender.tenderPeriod).toEqual({ startDate: '2026-11-01T09:00:00.000Z', endDate: '2026-12-20T21:59:59.000Z' });
    expect(r.tender.enquiryPeriod).toEqual({ startDate: '2026-11-01T09:00:00.000Z', endDate: '2026-12-10T21:59:59.000Z' });
    expect(r.tender.hasEnquiries).toBe(true);
    expect(r.tender.documents).toEqual([
      { id: 'a1', title: 'site-plan.pdf', format: 'application/pdf', url: `https://api.example.ee/tenders/${TENDER_ID}/attachments/a1/download`, datePublished: '2026-11-01T09:00:00.000Z' },
    ]);
    expect(r.tender.items).toEqual([{ id: '1', description: 'Topographic survey of Raekoja plats', deliveryLocation: { description: 'Tartu', geometry: POINT } }]);
    const bare = toOcdsRelease(STATES['Open without a site']!);
    expect(bare.tender.value).toBeUndefined();
    expect(bare.tender.enquiryPeriod).toBeUndefined();
    expect(bare.tender.items).toEqual([{ id: '1', description: 'Topographic survey of Raekoja plats' }]);
    expect((toOcdsRelease(STATES['Open with a polygon site']!).tender.items as { deliveryLocation: unknown }[])[0]!.deliveryLocation).toEqual({ description: 'Tartu', geometry: POLYGON });
  });

  it('lists amendments and moved deadlines oldest first with their reasons', () => {
    const r = toOcdsRelease(STATES['Open after amendments']!);
    expect(r.tender.amendments).toEqual([
      { id: 'amended-2026-11-04T08:00:00.000Z', date: '2026-11-04T08:00:00.000Z', rationale: 'The area grew by a street', description: 'Version 2 of the tender' },
      {
        id: 'deadline_moved-2026-11-05T08:00:00.000Z',
        date: '2026-11-05T08:00:00.000Z',
        rationale: 'Deadline extended',
        description: 'The bid deadline moved from 2026-12-13T21:59:59.000Z to 2026-12-20T21:59:59.000Z',
      },
      { id: 'amended-2026-11-06T08:00:00.000Z', date: '2026-11-06T08:00:00.000Z', rationale: null, description: 'Version 3 of the tender' },
    ]);
    expect(r.date).toBe('2026-11-06T08:00:00.000Z');
  });
});

describe('sealed bids in the OCDS release', () => {
  it('while Open names no tenderer and publishes no count and no bid amount, however many bids', () => {
    for (const name of ['Open with bids', 'Open without bids', 'Cancelled Open']) {
      const r = toOcdsRelease(STATES[name]!);
      expect(r.parties.map((p) => p.roles)).toEqual([['buyer', 'procuringEntity']]);
      expect(r.tender).not.toHaveProperty('numberOfTenderers');
      expect(r.tender).not.toHaveProperty('tenderers');
      expect(r).not.toHaveProperty('awards');
      expect(r).not.toHaveProperty('contracts');
      // The only amount is the buyer's own budget.
      expect(JSON.stringify(r).match(/"amount":[\d.]+/g)).toEqual(['"amount":12500.5']);
    }
  });

  it('after the award names only the winner and publishes only the awarded amount', () => {
    const r = toOcdsRelease(STATES['In Progress after award']!);
    expect(r.parties).toEqual([
      { ...BUYER, roles: ['buyer', 'procuringEntity'] },
      { ...WINNER, roles: ['tenderer', 'supplier'] },
    ]);
    expect(r.tender.numberOfTenderers).toBe(3);
    expect(r.awards).toEqual([{ id: `${TENDER_ID}-award`, status: 'active', date: AWARD.acceptedAt, value: { amount: 9900, currency: 'EUR' }, suppliers: [WINNER] }]);
    expect(r.contracts![0]).toMatchObject({ awardID: `${TENDER_ID}-award`, status: 'active', value: { amount: 9900, currency: 'EUR' } });
    expect(
      JSON.stringify(r)
        .match(/"amount":[\d.]+/g)!
        .sort(),
    ).toEqual(['"amount":12500.5', '"amount":9900', '"amount":9900']);
  });

  it('ends the contract at completion and at a cancellation after the award (terminated), with deliveries as milestones', () => {
    const done = toOcdsRelease(STATES.Completed!);
    expect(done.tender.status).toBe('complete');
    expect(done.contracts![0]).toMatchObject({ status: 'terminated', period: { startDate: AWARD.acceptedAt, endDate: '2027-01-05T10:00:00.000Z' } });
    expect(done.contracts![0]!.implementation).toEqual({ milestones: [{ id: 'delivery-1', title: 'Delivery 1', type: 'delivery', dateMet: '2026-12-28T10:00:00.000Z', status: 'met' }] });
    const cancelled = toOcdsRelease(STATES['Cancelled In Progress']!);
    expect(cancelled.tender.status).toBe('cancelled');
    expect(cancelled.contracts![0]).toMatchObject({ status: 'terminated', period: { endDate: '2026-12-24T10:00:00.000Z' } });
  });
});
