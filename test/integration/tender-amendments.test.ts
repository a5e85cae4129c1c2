/**
 * Amendments on the local cloud (features/tenders/amendment.ts; docs/decisions/procurement/amendments.md): of two
 * amendments sent together from the same version exactly one lands (the version condition), the other answers 409
 * and writes nothing; the bidder hears of the amendment through the outbox, the events queue and the notification
 * worker, sees their bid marked for confirmation, confirms it once (a second confirmation: 409); the versions
 * list answers both versions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { amendmentMessages } from '../../lambdas/features/tenders/domain/versions';
import { api, approvedUser, pdfFile, type TestUser, uploadFiles, useCloudEnv } from './support';

let poster: TestUser;
let bidder: TestUser;

beforeAll(async () => {
  useCloudEnv();
  [poster, bidder] = await Promise.all([approvedUser('tenderPoster', { firstName: 'Amending', lastName: 'Poster' }), approvedUser('geodesist', { firstName: 'Bidding', lastName: 'Geodesist' })]);
});

async function tenderWithBid(title: string): Promise<string> {
  const [key] = await uploadFiles(poster.token, [pdfFile('site-plan.pdf')], 'attachment');
  const created = await api(poster.token, 'POST', '/tenders', { title, description: 'Boundary and topographic survey of the parcel', expiryDate: '2099-06-30', attachments: [key] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const tenderId = created.body.tender.tenderId as string;
  expect((await api(bidder.token, 'PUT', `/tenders/${tenderId}/bid`, { amount: 1500, comment: 'GNSS and total station' })).status).toBe(201);
  return tenderId;
}

describe('amendments of a tender with a bid', () => {
  it('lands exactly one of two amendments sent together from the same version', async () => {
    const tenderId = await tenderWithBid('Two amendments at once');
    const [a, b] = await Promise.all([
      api(poster.token, 'PATCH', `/tenders/${tenderId}`, { description: 'First amendment of the survey description', reason: 'First', version: 1 }),
      api(poster.token, 'PATCH', `/tenders/${tenderId}`, { description: 'Second amendment of the survey description', reason: 'Second', version: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.body.message).toBe(amendmentMessages.versionStale);
    const versions = await api(bidder.token, 'GET', `/tenders/${tenderId}/versions`);
    expect(versions.status).toBe(200);
    expect(versions.body.current).toBe(2);
    expect(versions.body.items.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const won = a.status === 200 ? 'First' : 'Second';
    expect(versions.body.items[0]).toMatchObject({ reason: won, changed: ['description'] });
    const history = await api(poster.token, 'GET', `/tenders/${tenderId}/history`);
    expect(history.body.items.filter((e: { kind: string }) => e.kind === 'amended')).toHaveLength(1);
  });

  it('tells the bidder, marks their bid until they confirm it, and confirms once', async () => {
    const tenderId = await tenderWithBid('Amended survey of the river bank');
    const amended = await api(poster.token, 'PATCH', `/tenders/${tenderId}`, { requirements: 'RTK GNSS, ±2 cm', reason: 'Accuracy stated', version: 1 });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    await expect
      .poll(
        async () =>
          ((await api(bidder.token, 'GET', '/notifications')).body.items as { type: string; message: string }[]).find(
            (n) => n.type === 'tender_amended' && n.message.includes('Amended survey of the river bank'),
          )?.message,
        {
          timeout: 20_000,
          interval: 250,
        },
      )
      .toContain('Accuracy stated');
    expect((await api(bidder.token, 'GET', `/tenders/${tenderId}/bid`)).body.bid.needsConfirmation).toBe(true);
    const rows = await api(poster.token, 'GET', `/tenders/${tenderId}/bids`);
    expect(rows.body.items[0].predatesAmendment).toBe(true);
    const confirmed = await api(bidder.token, 'POST', `/tenders/${tenderId}/bids/mine/confirm`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.bid.needsConfirmation).toBe(false);
    expect((await api(poster.token, 'GET', `/tenders/${tenderId}/bids`)).body.items[0].predatesAmendment).toBe(false);
    const again = await api(bidder.token, 'POST', `/tenders/${tenderId}/bids/mine/confirm`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(amendmentMessages.nothingToConfirm);
  });
});
