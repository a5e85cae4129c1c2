/**
 * Bids, the award, edit and delete through the local cloud: place, change and withdraw
 * a bid; the poster's sealed list; the award and the rejections; who reads what; lists per scope; an
 * edit; a delete that leaves nothing behind in the table or the bucket. Users carry tokens signed with
 * cognito-local's key and profiles written to the table; tenders come through the API with real uploads.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, approvedUser, objectsUnder, pdfFile, type TestUser, uploadFiles, useCloudEnv } from './support';
import { type EntityModels, loadEntityModels } from './entity-models';

let data: {
  entities: EntityModels;
  client: typeof import('../../lambdas/table/client');
  bid: typeof import('../../lambdas/features/bids/domain/bid');
};
const users = {} as Record<'poster' | 'otherPoster' | 'anna' | 'bert' | 'cleo' | 'admin', TestUser>;

/** Every user of these tests has the phone '+372 5555' (the contact card shows the poster's). */
const newUser = (role: 'geodesist' | 'tenderPoster' | 'admin', names: { firstName: string; lastName: string; company?: string }) => approvedUser(role, { phone: '+372 5555', ...names });

/** Uploads PDFs named `names` as attachments of `user`; returns the staged keys. */
const upload = (user: TestUser, names: string[]) => uploadFiles(user.token, names.map(pdfFile), 'attachment');

async function newTender(title = 'Boundary survey Harju'): Promise<{ tenderId: string; attachmentId: string }> {
  const keys = await upload(users.poster, ['site-plan.pdf']);
  const created = await api(users.poster.token, 'POST', '/tenders', { title, description: 'Survey of the parcel boundary by the lake', expiryDate: '2099-06-30', attachments: keys });
  expect(created.status).toBe(201);
  return { tenderId: created.body.tender.tenderId, attachmentId: created.body.tender.attachments[0].attachmentId };
}

const bid = (u: TestUser, tenderId: string, amount: unknown, comment?: string) => api(u.token, 'PUT', `/tenders/${tenderId}/bid`, { amount, ...(comment ? { comment } : {}) });

/** Every item of a tender's partition (tender, attachments, bids, deliveries). */
async function partitionItems(tenderId: string): Promise<unknown[]> {
  const { TenderEntity, useTable } = data.entities;
  const table = useTable();
  const pk = (TenderEntity.get({ tenderId }).params() as { Key: { pk: string } }).Key.pk;
  const out = await data.client.documentClient.send(new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }));
  return out.Items ?? [];
}

beforeAll(async () => {
  useCloudEnv();
  data = {
    entities: await loadEntityModels(),
    client: await import('../../lambdas/table/client'),
    bid: await import('../../lambdas/features/bids/domain/bid'),
  };
  [users.poster, users.otherPoster, users.anna, users.bert, users.cleo, users.admin] = await Promise.all([
    newUser('tenderPoster', { firstName: 'Paula', lastName: 'Poster', company: 'Tallinna Vesi' }),
    newUser('tenderPoster', { firstName: 'Otto', lastName: 'Other' }),
    newUser('geodesist', { firstName: 'Anna', lastName: 'Arro', company: 'Arro Geo' }),
    newUser('geodesist', { firstName: 'Bert', lastName: 'Bork' }),
    newUser('geodesist', { firstName: 'Cleo', lastName: 'Cask' }),
    newUser('admin', { firstName: 'Ada', lastName: 'Admin' }),
  ]);
});

describe('bids and the award through the local cloud', () => {
  it('places, changes and withdraws one bid per geodesist; the bid count follows', async () => {
    const { tenderId } = await newTender();
    const first = await bid(users.anna, tenderId, 0.1 + 0.2, 'Two days on site');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ created: true, bid: { amountCents: 30, comment: 'Two days on site', status: 'Pending' } });
    const changed = await bid(users.anna, tenderId, 1234.56);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ created: false, bid: { bidId: first.body.bid.bidId, amountCents: 123456, comment: null } });
    expect((await api(users.anna.token, 'GET', `/tenders/${tenderId}/bid`)).body.bid).toMatchObject({ amountCents: 123456 });
    expect((await api(users.bert.token, 'GET', `/tenders/${tenderId}/bid`)).body).toEqual({ bid: null });
    expect((await bid(users.bert, tenderId, 900)).status).toBe(201);
    expect((await api(users.poster.token, 'GET', `/tenders/${tenderId}`)).body.bidCount).toBe(2);

    const withdrawn = await api(users.anna.token, 'DELETE', `/tenders/${tenderId}/bid`);
    expect(withdrawn).toMatchObject({ status: 200, body: { tenderId, withdrawn: true } });
    expect((await api(users.poster.token, 'GET', `/tenders/${tenderId}`)).body.bidCount).toBe(1);
    expect((await api(users.poster.token, 'GET', `/tenders/${tenderId}/bids`)).body.items).toHaveLength(1);
    expect((await api(users.anna.token, 'DELETE', `/tenders/${tenderId}/bid`)).status).toBe(404);
  });

  it('refuses bad amounts with 400, a bid by the poster with 403 and a bid after the deadline with 409', async () => {
    const { tenderId } = await newTender();
    for (const amount of [-1, 'abc', 1.234, 10_000_000.01, 1e308, null]) {
      const res = await bid(users.anna, tenderId, amount);
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await bid(users.anna, tenderId, 5, 'x'.repeat(data.bid.MAX_BID_COMMENT + 1))).status).toBe(400);
    expect((await api(users.poster.token, 'PUT', `/tenders/${tenderId}/bid`, { amount: 5 })).status).toBe(403);
    const { TenderEntity, useTable } = data.entities;
    useTable();
    await TenderEntity.patch({ tenderId })
      .set({ expiryDate: new Date(Date.now() - 1000).toISOString() })
      .go();
    const late = await bid(users.anna, tenderId, 5);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(data.bid.bidMessages.deadlinePassed);
    expect((await api(users.poster.token, 'GET', `/tenders/${tenderId}`)).body.bidCount).toBe(0);
  });

  it('keeps bids sealed while Open: the poster sees only Geodesist #n newest first, a geodesist nobody else’s bid', async () => {
    const { tenderId } = await newTender();
    await bid(users.anna, tenderId, 100, 'Two days on site');
    await bid(users.bert, tenderId, 200);
    await bid(users.cleo, tenderId, 300);
    const list = await api(users.poster.token, 'GET', `/tenders/${tenderId}/bids`);
    expect(list.status).toBe(200);
    expect(list.body.anonymized).toBe(true);
    expect(list.body.items.map((r: { label: string }) => r.label)).toEqual(['Geodesist #1', 'Geodesist #2', 'Geodesist #3']);
    expect(list.body.items.map((r: { amountCents: number }) => r.amountCents)).toEqual([30000, 20000, 10000]);
    const text = JSON.stringify(list.body);
    for (const u of [users.anna, users.bert, users.cleo]) expect(text).not.toContain(u.sub);
    expect(text).not.toMatch(/Anna|Arro|Bert|Cleo/);
    expect((await api(users.otherPoster.token, 'GET', `/tenders/${tenderId}/bids`)).status).toBe(403);
    expect((await api(users.anna.token, 'GET', `/tenders/${tenderId}/bids`)).status).toBe(403);
    const adminList = await api(users.admin.token, 'GET', `/tenders/${tenderId}/bids`);
    expect(adminList.body.anonymized).toBe(false);
    expect(adminList.body.items[2]).toMatchObject({ bidderId: users.anna.sub, bidderName: 'Anna Arro', bidderCompany: 'Arro Geo' });
    const detail = await api(users.bert.token, 'GET', `/tenders/${tenderId}`);
    expect(detail.body).toMatchObject({ hasBid: true, bidStatus: 'Pending', bidAmountCents: 20000, contact: null });
    expect(JSON.stringify(detail.body)).not.toContain(users.anna.sub);
  });

  it('awards one bid: tender In Progress, the others Rejected, names and contact revealed only where allowed', async () => {
    const { tenderId } = await newTender();
    await bid(users.anna, tenderId, 100);
    const b = await bid(users.bert, tenderId, 200);
    await bid(users.cleo, tenderId, 300);
    expect((await api(users.otherPoster.token, 'POST', `/tenders/${tenderId}/bids/${b.body.bid.bidId}/accept`)).status).toBe(403);
    expect((await api(users.poster.token, 'POST', `/tenders/${tenderId}/bids/${randomUUID()}/accept`)).status).toBe(404);

    const accepted = await api(users.poster.token, 'POST', `/tenders/${tenderId}/bids/${b.body.bid.bidId}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.tender).toMatchObject({ status: 'In Progress', contractorId: users.bert.sub, acceptedBid: { bidderName: 'Bert Bork', amountCents: 20000 } });
    expect(accepted.body.bid).toMatchObject({ status: 'Accepted', isContractor: true });
    expect((await api(users.anna.token, 'GET', `/tenders/${tenderId}/bid`)).body.bid.status).toBe('Rejected');
    expect((await api(users.cleo.token, 'GET', `/tenders/${tenderId}/bid`)).body.bid.status).toBe('Rejected');

    const list = await api(users.poster.token, 'GET', `/tenders/${tenderId}/bids`);
    expect(list.body.anonymized).toBe(false);
    expect(list.body.items.map((r: { label: string }) => r.label)).toEqual(['Cleo Cask', 'Bert Bork', 'Anna Arro']);

    const again = await api(users.poster.token, 'POST', `/tenders/${tenderId}/bids/${list.body.items[0].bidId}/accept`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(data.bid.bidMessages.otherAccepted);
    // A retry of the accepted bid's award finishes (nothing left) and answers 200.
    expect((await api(users.poster.token, 'POST', `/tenders/${tenderId}/bids/${b.body.bid.bidId}/accept`)).status).toBe(200);

    const contractorView = await api(users.bert.token, 'GET', `/tenders/${tenderId}`);
    expect(contractorView.body.contact).toMatchObject({ postedBy: 'Tallinna Vesi', contactPerson: 'Paula Poster', contactPhone: '+372 5555' });
    expect((await api(users.poster.token, 'GET', `/tenders/${tenderId}`)).body.contact).toBeNull();
    const loser = await api(users.anna.token, 'GET', `/tenders/${tenderId}`);
    expect(loser.status).toBe(200);
    expect(loser.body).toMatchObject({ contact: null, acceptedBid: null, bidStatus: 'Rejected' });
    expect((await api(users.admin.token, 'GET', `/tenders/${tenderId}`)).body).toMatchObject({ postedBy: 'Tallinna Vesi', contact: { contactPerson: 'Paula Poster' } });
    expect((await bid(users.anna, tenderId, 50)).status).toBe(409);

    // Lists per scope.
    const contracts = await api(users.bert.token, 'GET', '/tenders?scope=contracts');
    expect(contracts.body.items.map((t: { tenderId: string }) => t.tenderId)).toContain(tenderId);
    const history = await api(users.anna.token, 'GET', '/tenders?scope=history');
    expect(history.body.items.find((t: { tenderId: string }) => t.tenderId === tenderId)).toMatchObject({ hasBid: true, bidStatus: 'Rejected', bidAmountCents: 10000 });
    const active = await api(users.poster.token, 'GET', `/tenders?scope=mine&status=${encodeURIComponent('Open,In Progress')}`);
    expect(active.body.items.map((t: { tenderId: string }) => t.tenderId)).toContain(tenderId);
    expect((await api(users.anna.token, 'GET', '/tenders?scope=bids&cursor=forged')).status).toBe(400);
  });

  it('counts views of others, not the poster’s own', async () => {
    const { tenderId } = await newTender();
    await api(users.poster.token, 'GET', `/tenders/${tenderId}`);
    await api(users.anna.token, 'GET', `/tenders/${tenderId}`);
    expect((await api(users.poster.token, 'GET', `/tenders/${tenderId}`)).body.viewCount).toBe(1);
  });
});

describe('edit and delete through the local cloud', () => {
  it('edits fields and attachments; refuses others, removing the last file and edits after the award', async () => {
    const { tenderId, attachmentId } = await newTender();
    expect((await api(users.otherPoster.token, 'PATCH', `/tenders/${tenderId}`, { title: 'Taken over' })).body.message).toBe("You don't have permission to edit this tender.");
    const lastGone = await api(users.poster.token, 'PATCH', `/tenders/${tenderId}`, { removeAttachmentIds: [attachmentId] });
    expect(lastGone.status).toBe(400);
    expect(lastGone.body.message).toBe('Please upload at least one attachment');

    const [added] = await upload(users.poster, ['new-plan.pdf']);
    const edited = await api(users.poster.token, 'PATCH', `/tenders/${tenderId}`, { title: 'Lakeside topography', removeAttachmentIds: [attachmentId], addAttachments: [added] });
    expect(edited.status).toBe(200);
    expect(edited.body.tender).toMatchObject({ title: 'Lakeside topography', attachmentsCount: 1, attachments: [{ filename: 'new-plan.pdf' }] });
    const files = await objectsUnder(`tenders/${tenderId}/`);
    expect(files).toEqual([`tenders/${tenderId}/${edited.body.tender.attachments[0].attachmentId}/new-plan.pdf`]);
    const found = await api(users.anna.token, 'GET', `/tenders?scope=open&search=${encodeURIComponent('LAKESIDE')}`);
    expect(found.body.items.map((t: { tenderId: string }) => t.tenderId)).toContain(tenderId);

    const b = await bid(users.anna, tenderId, 10);
    await api(users.poster.token, 'POST', `/tenders/${tenderId}/bids/${b.body.bid.bidId}/accept`);
    expect((await api(users.poster.token, 'PATCH', `/tenders/${tenderId}`, { title: 'Too late now' })).status).toBe(409);
    expect((await api(users.poster.token, 'DELETE', `/tenders/${tenderId}`)).status).toBe(409);
  });

  it('deletes a tender with its attachments, bids and files, leaving nothing behind', async () => {
    const { tenderId } = await newTender();
    await bid(users.anna, tenderId, 10);
    await bid(users.bert, tenderId, 20);
    expect((await api(users.otherPoster.token, 'DELETE', `/tenders/${tenderId}`)).status).toBe(403);
    // The tender, its attachment, two bids and three history entries (published, two bids received).
    expect((await partitionItems(tenderId)).length).toBe(7);
    const deleted = await api(users.poster.token, 'DELETE', `/tenders/${tenderId}`);
    expect(deleted).toMatchObject({ status: 200, body: { tenderId, deleted: true } });
    expect(await partitionItems(tenderId)).toEqual([]);
    expect(await objectsUnder(`tenders/${tenderId}/`)).toEqual([]);
    expect((await api(users.anna.token, 'GET', `/tenders/${tenderId}`)).status).toBe(404);
    expect((await api(users.anna.token, 'GET', '/tenders?scope=bids')).body.items.map((t: { tenderId: string }) => t.tenderId)).not.toContain(tenderId);
  });

  it('a delete that has begun refuses new bids and resumes on retry', async () => {
    const { tenderId } = await newTender();
    const { TenderEntity, useTable } = data.entities;
    useTable();
    await TenderEntity.patch({ tenderId }).set({ deletingAt: new Date().toISOString() }).go();
    expect((await bid(users.anna, tenderId, 10)).status).toBe(409);
    expect((await api(users.poster.token, 'DELETE', `/tenders/${tenderId}`)).status).toBe(200);
    expect(await partitionItems(tenderId)).toEqual([]);
  });
});
