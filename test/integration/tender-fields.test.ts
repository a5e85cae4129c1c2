/**
 * A tender's requirements, location and budget (part 2, 3 and 7 "Update tender"), and an edit of an Open
 * tender whose deadline has passed (part 2, "Edit tender"; docs/decisions/spec-readings/passed-deadline-on-edit.md), through the local cloud:
 * what DynamoDB holds after create and edit, what the detail answers, and that a refused edit leaves the
 * stored tender as it was.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support';
import { loadModules, newUser, uploadPdf, type WorldUser } from './world';
import { type EntityModels, loadEntityModels } from './entity-models';

let data: { entities: EntityModels; client: typeof import('../../lambdas/table/client') };
let poster: WorldUser;
let geodesist: WorldUser;

/** The stored tender item, raw. */
async function storedItem(tenderId: string): Promise<Record<string, unknown> | undefined> {
  const { TenderEntity, useTable } = data.entities;
  const TableName = useTable();
  const { Key } = TenderEntity.get({ tenderId }).params() as { Key: Record<string, string> };
  return (await data.client.documentClient.send(new GetCommand({ TableName, Key }))).Item;
}

/** Moves the stored deadline of a tender to `expiryDate` (a tender whose deadline passed while it was Open). */
async function setStoredDeadline(tenderId: string, expiryDate: string): Promise<void> {
  const { TenderEntity, useTable } = data.entities;
  const TableName = useTable();
  const { Key } = TenderEntity.get({ tenderId }).params() as { Key: Record<string, string> };
  await data.client.documentClient.send(
    // The question deadline passed with it (it is never after the deadline).
    new UpdateCommand({
      TableName,
      Key,
      UpdateExpression: 'SET #e = :e, #q = :e',
      ExpressionAttributeNames: { '#e': 'expiryDate', '#q': 'questionDeadline' },
      ExpressionAttributeValues: { ':e': expiryDate },
    }),
  );
}

async function create(extra: Record<string, unknown>): Promise<{ status: number; body: any }> {
  const key = await uploadPdf(poster.token, 'attachment');
  return api(poster.token, 'POST', '/tenders', {
    title: 'Topographic survey in Viljandi',
    description: 'Topographic survey of the parcel and its access road',
    expiryDate: '2099-06-30',
    attachments: [key],
    ...extra,
  });
}

beforeAll(async () => {
  await loadModules();
  data = { entities: await loadEntityModels(), client: await import('../../lambdas/table/client') };
  [poster, geodesist] = await Promise.all([newUser('tenderPoster', 'approved', 'FieldsPoster'), newUser('geodesist', 'approved', 'FieldsGeodesist')]);
});

describe('requirements, location and budget', () => {
  it('are stored on create, shown on the detail, changed and cleared on edit', async () => {
    const res = await create({ requirements: 'RTK GNSS, ±2 cm; DWG and PDF', location: 'Viljandi, Tallinna 5', budgetCents: 480_000 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { tenderId } = res.body.tender;
    expect(await storedItem(tenderId)).toMatchObject({ requirements: 'RTK GNSS, ±2 cm; DWG and PDF', location: 'Viljandi, Tallinna 5', budgetCents: 480_000 });
    const detail = await api(geodesist.token, 'GET', `/tenders/${tenderId}`);
    expect(detail.body).toMatchObject({ requirements: 'RTK GNSS, ±2 cm; DWG and PDF', location: 'Viljandi, Tallinna 5', budgetCents: 480_000 });

    const changed = await api(poster.token, 'PATCH', `/tenders/${tenderId}`, { requirements: 'Cadastral accuracy', budgetCents: 500_050 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await storedItem(tenderId)).toMatchObject({ requirements: 'Cadastral accuracy', location: 'Viljandi, Tallinna 5', budgetCents: 500_050 });

    const cleared = await api(poster.token, 'PATCH', `/tenders/${tenderId}`, { requirements: null, location: '', budgetCents: 0 });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.tender).toMatchObject({ requirements: null, location: 'Not specified', budgetCents: 0 });
    const item = await storedItem(tenderId);
    expect(item).not.toHaveProperty('requirements');
    expect(item).toMatchObject({ location: 'Not specified', budgetCents: 0 });
  });

  it('a refused budget leaves nothing stored', async () => {
    const title = `Refused budget ${Date.now()}`;
    const res = await create({ title, budgetCents: -100 });
    expect(res.status).toBe(400);
    const mine = await api(poster.token, 'GET', `/tenders?scope=mine&search=${encodeURIComponent(title)}`);
    expect(mine.body.items).toEqual([]);
  });
});

describe('an Open tender whose deadline has passed', () => {
  const PASSED = '2021-05-31T20:59:59.000Z';

  it('is edited without a new deadline, keeps it when it is sent again, and refuses another past one', async () => {
    const res = await create({});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { tenderId } = res.body.tender;
    await setStoredDeadline(tenderId, PASSED);

    const kept = await api(poster.token, 'PATCH', `/tenders/${tenderId}`, { title: 'Topographic survey in Viljandi, lot 2' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(await storedItem(tenderId)).toMatchObject({ title: 'Topographic survey in Viljandi, lot 2', expiryDate: PASSED });

    const same = await api(poster.token, 'PATCH', `/tenders/${tenderId}`, { description: 'Topographic survey of lot 2 and the access road', expiryDate: PASSED });
    expect(same.status, JSON.stringify(same.body)).toBe(200);

    const before = await storedItem(tenderId);
    const refused = await api(poster.token, 'PATCH', `/tenders/${tenderId}`, { title: 'Should not be saved', expiryDate: '2022-01-01' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Expiry date must be in the future', fieldErrors: { expiryDate: ['Expiry date must be in the future'] } });
    expect(await storedItem(tenderId)).toEqual(before);

    const extended = await api(poster.token, 'PATCH', `/tenders/${tenderId}`, { expiryDate: '2099-07-31T20:59:59.000Z' });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    expect((await storedItem(tenderId))?.expiryDate).toBe('2099-07-31T20:59:59.000Z');
  });
});
