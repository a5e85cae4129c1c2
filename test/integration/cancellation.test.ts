/**
 * Cancellation of a tender through the local cloud: the poster cancels an Open tender with bids, a reason and a
 * document; the tender is Cancelled in one transaction (off the Open list, the map and the Open partition, its history
 * entry written), its bids become Cancelled in queued work and every bidder is told once; it stays readable to its
 * bidders with the reason; nothing more lands on it. An admin cancels an In Progress tender its poster no longer may.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, approvedUser, objectsUnder, pdfFile, type TestUser, uploadFiles, useCloudEnv, waitForMail } from './support';

const users = {} as Record<'poster' | 'anna' | 'bert' | 'cleo' | 'admin', TestUser>;
const newUser = (role: 'geodesist' | 'tenderPoster' | 'admin', firstName: string) => approvedUser(role, { firstName, lastName: 'Cancel' });
const site = { type: 'Point', coordinates: [26.7291, 58.3806] };
const bbox = '26.6,58.3,26.9,58.5';

async function newTender(title: string, withSite = false): Promise<string> {
  const keys = await uploadFiles(users.poster.token, [pdfFile('site-plan.pdf')], 'attachment');
  const res = await api(users.poster.token, 'POST', '/tenders', {
    title,
    description: 'Survey of the parcel boundary by the river',
    expiryDate: '2099-06-30',
    attachments: keys,
    ...(withSite ? { site } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.tender.tenderId;
}

const bid = async (u: TestUser, tenderId: string, amount: number) => {
  const res = await api(u.token, 'PUT', `/tenders/${tenderId}/bid`, { amount });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.bid.bidId as string;
};

/** Polls `read` until `done` holds of its answer (the queued half of the cancellation), or fails after `ms`. */
async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 40_000): Promise<T> {
  const deadline = Date.now() + ms;
  let last = await read();
  while (!done(last) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    last = await read();
  }
  return last;
}

const cancellationNotices = async (u: TestUser, tenderId: string) =>
  ((await api(u.token, 'GET', '/notifications')).body.items as { type: string; referenceId: string; message: string }[]).filter((n) => n.type === 'tender_cancelled' && n.referenceId === tenderId);

beforeAll(async () => {
  useCloudEnv();
  [users.poster, users.anna, users.bert, users.cleo, users.admin] = await Promise.all([
    newUser('tenderPoster', 'Paula'),
    newUser('geodesist', 'Anna'),
    newUser('geodesist', 'Bert'),
    newUser('geodesist', 'Cleo'),
    newUser('admin', 'Ada'),
  ]);
});

describe('cancelling a tender', () => {
  it('poster cancels an Open tender with bids: Cancelled, off the lists and the map, bids Cancelled, bidders told once, still readable', async () => {
    const tenderId = await newTender('Cadastral survey to cancel', true);
    await bid(users.anna, tenderId, 900);
    await bid(users.bert, tenderId, 1100);
    expect((await api(users.cleo.token, 'GET', `/tenders/map?bbox=${bbox}`)).body.items.map((t: { tenderId: string }) => t.tenderId)).toContain(tenderId);

    const [document] = await uploadFiles(users.poster.token, [pdfFile('council-decision.pdf')], 'attachment');
    const res = await api(users.poster.token, 'POST', `/tenders/${tenderId}/cancel`, { reason: 'budget_withdrawn', text: 'The council withdrew the budget', document });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ reason: 'budget_withdrawn', reasonLabel: 'Budget withdrawn', text: 'The council withdrew the budget', cancelledByRole: 'tenderPoster' });
    expect(res.body.document).toMatchObject({ filename: 'council-decision.pdf' });
    expect((await fetch(res.body.document.url)).status).toBe(200);
    expect(await objectsUnder(`tenders/${tenderId}/cancellation/`)).toHaveLength(1);

    // A second cancel, a bid, an edit and an award are all refused; nothing more lands on it.
    expect((await api(users.poster.token, 'POST', `/tenders/${tenderId}/cancel`, { reason: 'no_longer_needed' })).status).toBe(409);
    expect((await api(users.anna.token, 'PUT', `/tenders/${tenderId}/bid`, { amount: 500 })).status).toBe(409);
    expect((await api(users.poster.token, 'PUT', `/tenders/${tenderId}`, { title: 'Edited after cancelling' })).status).toBeGreaterThanOrEqual(400);

    // Off the Open list, the map and the Open partition of the admin's list; in the Cancelled one.
    const open = await api(users.cleo.token, 'GET', '/tenders?scope=open');
    expect(open.body.items.map((t: { tenderId: string }) => t.tenderId)).not.toContain(tenderId);
    expect((await api(users.cleo.token, 'GET', `/tenders/map?bbox=${bbox}`)).body.items.map((t: { tenderId: string }) => t.tenderId)).not.toContain(tenderId);
    const cancelledList = await api(users.admin.token, 'GET', '/tenders?scope=all&status=Cancelled');
    expect(cancelledList.body.items.map((t: { tenderId: string }) => t.tenderId)).toContain(tenderId);

    // The bids become Cancelled in queued work, and each bidder hears of it once.
    const annaBid = await eventually(
      async () => (await api(users.anna.token, 'GET', `/tenders/${tenderId}/bid`)).body.bid,
      (b) => b?.status === 'Cancelled',
    );
    expect(annaBid.status).toBe('Cancelled');
    for (const u of [users.anna, users.bert]) {
      const notes = await eventually(
        () => cancellationNotices(u, tenderId),
        (n) => n.length > 0,
      );
      expect(notes).toHaveLength(1);
      expect(notes[0]!.message).toContain('Budget withdrawn');
    }
    expect(await cancellationNotices(users.cleo, tenderId)).toHaveLength(0);

    // Whoever could read it still does, with the reason: it was Open, so a geodesist who never bid too.
    const detail = await api(users.anna.token, 'GET', `/tenders/${tenderId}`);
    expect(detail.body).toMatchObject({ status: 'Cancelled', bidStatus: 'Cancelled' });
    const seen = await api(users.bert.token, 'GET', `/tenders/${tenderId}/cancellation`);
    expect(seen.body).toMatchObject({ reasonLabel: 'Budget withdrawn', text: 'The council withdrew the budget', cancelledByRole: 'tenderPoster', document: { filename: 'council-decision.pdf' } });
    expect((await api(users.cleo.token, 'GET', `/tenders/${tenderId}/cancellation`)).status).toBe(200);
    const history = await api(users.poster.token, 'GET', `/tenders/${tenderId}/history`);
    expect(history.body.items[0]).toMatchObject({ kind: 'cancelled', actorRole: 'tenderPoster', details: { reason: 'budget_withdrawn' } });
  });

  it('admin cancels an In Progress tender after a delivery, which its poster may no longer; the contractor and the poster are told', async () => {
    const tenderId = await newTender('Topographic survey awarded then cancelled');
    const winning = await bid(users.anna, tenderId, 1000);
    await bid(users.bert, tenderId, 1200);
    expect((await api(users.poster.token, 'POST', `/tenders/${tenderId}/bids/${winning}/accept`)).status).toBe(200);
    const [key] = await uploadFiles(users.anna.token, [pdfFile('survey-report.pdf')], 'deliverable', tenderId);
    expect((await api(users.anna.token, 'POST', `/tenders/${tenderId}/deliveries`, { files: [key] })).status).toBe(201);

    expect((await api(users.poster.token, 'POST', `/tenders/${tenderId}/cancel`, { reason: 'no_longer_needed' })).status).toBe(409);
    const res = await api(users.admin.token, 'POST', `/tenders/${tenderId}/cancel`, { reason: 'other', text: 'Duplicate of an earlier tender' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ cancelledByRole: 'admin', document: null });

    // The contractor's Accepted bid becomes Cancelled; no delivery or completion lands any more.
    const contract = await eventually(
      async () => (await api(users.anna.token, 'GET', `/tenders/${tenderId}/bid`)).body.bid,
      (b) => b?.status === 'Cancelled',
    );
    expect(contract.status).toBe('Cancelled');
    expect((await api(users.poster.token, 'POST', `/tenders/${tenderId}/complete`)).status).toBe(409);
    for (const u of [users.anna, users.bert, users.poster]) {
      const notes = await eventually(
        () => cancellationNotices(u, tenderId),
        (n) => n.length > 0,
      );
      expect(notes.length, u === users.poster ? 'poster' : u === users.anna ? 'contractor' : 'bidder').toBe(1);
    }
    await waitForMail(`${users.anna.sub}@example.com`, /Tender Cancelled/, 40_000);
  }, 180_000);
});
