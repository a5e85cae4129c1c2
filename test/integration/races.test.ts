/**
 * Races on the edit, delete, bid, award and delivery paths through the local gateway, each
 * repeated STRESS_REPEATS times (3 in `npm test`; `npm run stress` runs many more together with the bid and
 * award races of bids-races.test.ts). Each round checks the outcome is one of the serial ones: exactly one
 * winner, every loser a 4xx with a message, and nothing left behind (no bid of a deleted tender, no
 * Pending bid after an award, no delivery after completion).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support';
import { award, bid, deliver, loadModules, newUser, openTender, uploadPdf, type WorldUser } from './world';
import { type EntityModels, loadEntityModels } from './entity-models';

const REPEATS = Number(process.env.STRESS_REPEATS ?? 3);
let entities: EntityModels;
let poster: WorldUser;
let geodesists: WorldUser[];

beforeAll(async () => {
  await loadModules();
  entities = await loadEntityModels();
  poster = await newUser('tenderPoster', 'approved', 'RacePoster');
  geodesists = await Promise.all(Array.from({ length: 8 }, (_, i) => newUser('geodesist', 'approved', `Racer${i}`)));
}, 60_000);

/** Every item left in a tender's partition and its bids, by entity. */
async function leftOf(tenderId: string) {
  const { geotender, BidEntity, useTable } = entities;
  useTable();
  const files = await geotender.collections.tenderFiles({ tenderId }).go({ pages: 'all' });
  const deliveries = await geotender.collections.tenderDeliveries({ tenderId }).go({ pages: 'all' });
  const bids = (await BidEntity.query.byTenderBidder({ tenderId }).go({ pages: 'all' })).data;
  return { tender: files.data.tender[0], attachments: files.data.attachment, deliveries: deliveries.data.delivery, deliveryFiles: deliveries.data.deliveryFile, bids };
}

const refusedWithMessage = (r: { status: number; body: any }) => r.status >= 400 && r.status < 500 && typeof r.body?.message === 'string';

describe(`tender races (${REPEATS} rounds each)`, () => {
  it('edits racing a delete: the delete wins once, each edit lands before it or is refused, and nothing of the tender is left', async () => {
    for (let round = 0; round < REPEATS; round++) {
      const { tenderId } = await openTender(poster, `Edit or delete ${round}`);
      const edits = Array.from({ length: 6 }, (_, i) => api(poster.token, 'PATCH', `/tenders/${tenderId}`, { title: `Edited title ${round}.${i}` }));
      const [deleted, ...edited] = await Promise.all([api(poster.token, 'DELETE', `/tenders/${tenderId}`), ...edits]);
      expect(deleted.status).toBe(200);
      for (const e of edited) expect(e.status === 200 || refusedWithMessage(e), JSON.stringify(e)).toBe(true);
      const left = await leftOf(tenderId);
      expect(left).toMatchObject({ tender: undefined, attachments: [], bids: [] });
    }
  }, 300_000);

  it('bids racing a delete: no bid outlives its tender', async () => {
    for (let round = 0; round < REPEATS; round++) {
      const { tenderId } = await openTender(poster, `Bid or delete ${round}`);
      const bids = geodesists.map((g, i) => api(g.token, 'PUT', `/tenders/${tenderId}/bid`, { amount: 1000 + i }));
      const [deleted, ...placed] = await Promise.all([api(poster.token, 'DELETE', `/tenders/${tenderId}`), ...bids]);
      expect(deleted.status).toBe(200);
      for (const p of placed) expect(p.status === 201 || refusedWithMessage(p), JSON.stringify(p)).toBe(true);
      expect(await leftOf(tenderId)).toMatchObject({ tender: undefined, bids: [] });
    }
  }, 300_000);

  it('bids racing the award: after the award no bid is Pending, and exactly one is Accepted', async () => {
    for (let round = 0; round < REPEATS; round++) {
      const { tenderId } = await openTender(poster, `Bid or award ${round}`);
      const first = await bid(geodesists[0]!, tenderId, 900);
      const late = geodesists.slice(1).map((g, i) => api(g.token, 'PUT', `/tenders/${tenderId}/bid`, { amount: 1000 + i }));
      const [accepted, ...placed] = await Promise.all([api(poster.token, 'POST', `/tenders/${tenderId}/bids/${first}/accept`), ...late]);
      expect(accepted.status).toBe(200);
      for (const p of placed) expect(p.status === 201 || refusedWithMessage(p), JSON.stringify(p)).toBe(true);
      // The other bids read as Rejected at once; the award's queued work writes it.
      for (const g of geodesists.slice(1)) {
        const own = (await api(g.token, 'GET', `/tenders/${tenderId}/bid`)).body.bid;
        if (own) expect(own.status).toBe('Rejected');
      }
      let left = await leftOf(tenderId);
      for (let i = 0; i < 80 && left.bids.some((b) => b.status === 'Pending'); i++) {
        await new Promise((r) => setTimeout(r, 250));
        left = await leftOf(tenderId);
      }
      const { tender, bids } = left;
      expect(tender).toMatchObject({ status: 'In Progress', contractorId: geodesists[0]!.sub });
      expect(bids.filter((b) => b.status === 'Accepted').map((b) => b.bidderId)).toEqual([geodesists[0]!.sub]);
      expect(bids.filter((b) => b.status === 'Pending')).toEqual([]);
    }
  }, 300_000);

  it('the award racing a delete: exactly one of them happens', async () => {
    for (let round = 0; round < REPEATS; round++) {
      const { tenderId } = await openTender(poster, `Award or delete ${round}`);
      const bidId = await bid(geodesists[1]!, tenderId, 1500);
      const [accepted, deleted] = await Promise.all([api(poster.token, 'POST', `/tenders/${tenderId}/bids/${bidId}/accept`), api(poster.token, 'DELETE', `/tenders/${tenderId}`)]);
      const left = await leftOf(tenderId);
      if (deleted.status === 200) {
        expect(refusedWithMessage(accepted), JSON.stringify(accepted)).toBe(true);
        expect(left).toMatchObject({ tender: undefined, bids: [] });
      } else {
        expect(accepted.status).toBe(200);
        expect(refusedWithMessage(deleted), JSON.stringify(deleted)).toBe(true);
        expect(left.tender).toMatchObject({ status: 'In Progress' });
      }
    }
  }, 300_000);

  it('deliveries racing the acceptance of the deliverables: the tender completes once and keeps no delivery that came after', async () => {
    for (let round = 0; round < REPEATS; round++) {
      const { tenderId } = await openTender(poster, `Deliver or complete ${round}`);
      const contractor = geodesists[2]!;
      await award(poster, tenderId, await bid(contractor, tenderId, 2000));
      await deliver(contractor, tenderId);
      const key = await uploadPdf(contractor.token, 'deliverable', 'late-report.pdf', tenderId);
      const [late, ...completions] = await Promise.all([
        api(contractor.token, 'POST', `/tenders/${tenderId}/deliveries`, { files: [key] }),
        ...Array.from({ length: 5 }, () => api(poster.token, 'POST', `/tenders/${tenderId}/complete`)),
      ]);
      expect(completions.filter((c) => c.status === 200)).toHaveLength(1);
      for (const c of completions.filter((c) => c.status !== 200)) expect(refusedWithMessage(c), JSON.stringify(c)).toBe(true);
      const left = await leftOf(tenderId);
      expect(left.tender).toMatchObject({ status: 'Completed' });
      // Every delivery that was stored is Accepted with the tender: none is left Submitted after completion.
      expect(left.deliveries.filter((d) => d.status !== 'Accepted')).toEqual([]);
      expect(late.status === 201 || refusedWithMessage(late), JSON.stringify(late)).toBe(true);
    }
  }, 300_000);
});
