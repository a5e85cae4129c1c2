/**
 * No event lost while SQS is down, none doubled after, on the local cloud:
 * SQS refuses every send of the cloud's functions (global-setup.ts `sqs-refuse`: the outbox relay's, the
 * notification worker's, the e-mail queue's). An award still answers 200, its event waits in the outbox
 * (written in the award's own transaction) and the relay keeps trying; a second Accept meanwhile answers 200 and
 * records nothing new. Once SQS is back, the award's work arrives once: the winner's notice and e-mail, every other
 * bid Rejected and its bidder told once, by e-mail once; a third Accept afterwards changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { notificationSubject } from '../../lambdas/features/notifications/domain/notifications';
import { api, approvedUser, mailTo, pdfFile, uploadFiles, useCloudEnv, type TestUser } from './support';

const { url } = inject('awsCalls');

/** Turns the refusal of every SQS send on or off; answers how many sends were refused so far. */
async function refuseSqs(refuse: boolean): Promise<number> {
  const res = await fetch(`${url}/invoke/sqs-refuse`, { method: 'POST', body: JSON.stringify({ refuse }) });
  return ((await res.json()) as { refused: number }).refused;
}

let poster: TestUser;
let bidders: TestUser[];

beforeAll(async () => {
  useCloudEnv();
  poster = await approvedUser('tenderPoster', { firstName: 'Pia', lastName: 'Outbox' });
  bidders = await Promise.all([1, 2, 3].map((n) => approvedUser('geodesist', { firstName: 'Gert', lastName: `Outbox ${n}` })));
});

/** The notifications of `who` of `type` about `tenderId`. */
async function notices(who: TestUser, type: string, tenderId: string): Promise<unknown[]> {
  const { body } = await api(who.token, 'GET', '/notifications');
  return (body.items as { type: string; referenceId: string | null }[]).filter((n) => n.type === type && n.referenceId === tenderId);
}

/** The e-mails `who` got with `subject`. */
const mails = async (who: TestUser, subject: string) => (await mailTo(`${who.sub}@example.com`)).filter((m) => m.subject === subject);

describe('SQS refusing every send', () => {
  it('an award answers 200 while SQS is down; once it is back its notices and rejections arrive once', async () => {
    const title = `Outbox ${randomUUID().slice(0, 8)}`;
    const keys = await uploadFiles(poster.token, [pdfFile('site-plan.pdf')]);
    const created = await api(poster.token, 'POST', '/tenders', { title, description: 'Survey while the queue is down', expiryDate: '2099-06-30', attachments: keys });
    expect(created.status).toBe(201);
    const tenderId: string = created.body.tender.tenderId;
    const bidIds: string[] = [];
    for (const [i, b] of bidders.entries()) {
      const placed = await api(b.token, 'PUT', `/tenders/${tenderId}/bid`, { amount: 1000 + i });
      expect(placed.status).toBe(201);
      bidIds.push(placed.body.bid.bidId);
    }
    const [winner, ...losers] = bidders as [TestUser, ...TestUser[]];

    const refusedBefore = await refuseSqs(true);
    try {
      const accepted = await api(poster.token, 'POST', `/tenders/${tenderId}/bids/${bidIds[0]}/accept`);
      expect(accepted.status).toBe(200);
      expect(accepted.body.tender.status).toBe('In Progress');
      // The relay keeps trying and is refused; nothing reaches anyone meanwhile.
      await expect.poll(async () => (await refuseSqs(true)) - refusedBefore, { timeout: 10_000, interval: 200 }).toBeGreaterThan(2);
      expect(await notices(winner, 'bid_accepted', tenderId)).toHaveLength(0);
      // A second Accept while SQS is down: 200, the same award, no second event.
      const again = await api(poster.token, 'POST', `/tenders/${tenderId}/bids/${bidIds[0]}/accept`);
      expect(again.status).toBe(200);
    } finally {
      await refuseSqs(false);
    }

    // SQS is back: the award's event leaves the outbox, and its work is done once.
    await expect.poll(() => notices(winner, 'bid_accepted', tenderId), { timeout: 30_000, interval: 250 }).toHaveLength(1);
    for (const loser of losers) await expect.poll(() => notices(loser, 'bid_rejected', tenderId), { timeout: 30_000, interval: 250 }).toHaveLength(1);
    const acceptedMail = notificationSubject('bid_accepted', title);
    const rejectedMail = notificationSubject('bid_rejected', title);
    await expect.poll(() => mails(winner, acceptedMail), { timeout: 30_000, interval: 250 }).toHaveLength(1);
    for (const loser of losers) await expect.poll(() => mails(loser, rejectedMail), { timeout: 30_000, interval: 250 }).toHaveLength(1);
    const { getBid } = await import('../../lambdas/features/bids/data/bids');
    for (const loser of losers) expect((await getBid(tenderId, loser.sub, { consistent: true }))?.status).toBe('Rejected');

    // A third Accept now, then time for any doubles to show: each notice and e-mail is still there once.
    expect((await api(poster.token, 'POST', `/tenders/${tenderId}/bids/${bidIds[0]}/accept`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await notices(winner, 'bid_accepted', tenderId)).toHaveLength(1);
    expect(await mails(winner, acceptedMail)).toHaveLength(1);
    for (const loser of losers) {
      expect(await notices(loser, 'bid_rejected', tenderId)).toHaveLength(1);
      expect(await mails(loser, rejectedMail)).toHaveLength(1);
    }
  }, 120_000);
});
