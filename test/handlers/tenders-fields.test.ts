/**
 * A tender's requirements, location and budget (part 2, 3 and 7 "Update tender") and an edit that keeps
 * a deadline which has passed (part 2, "Edit tender"; docs/decisions/spec-readings/passed-deadline-on-edit.md) through the handlers: what is
 * stored and answered on create, edit and detail, and what is refused with 400 and nothing written; and what the
 * edit's write and a delete's mark are conditioned on (the rule; for the edit, the tender unchanged since it was read).
 */
import './env';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { QueryCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../lambdas/domain/schemas';
import type { TenderItem } from '../../lambdas/features/tenders/data/tenders';
import { tenderFieldMessages } from '../../lambdas/features/tenders/domain/tender';
import { handler as tendersCreate } from '../../lambdas/features/tenders/handlers/tenders-create';
import { handler as tendersDelete } from '../../lambdas/features/tenders/handlers/tenders-delete';
import { handler as tendersGet } from '../../lambdas/features/tenders/handlers/tenders-get';
import { handler as tendersUpdate } from '../../lambdas/features/tenders/handlers/tenders-update';
import { attachment, attachmentItem, call, callers, ddb, httpEvent, ids, mockTenderWrites, s3, tender, tenderItem } from './support';

const staged = `staging/${ids.poster}/0f0f0f0f-0000-4000-8000-000000000001/plan.pdf`;
const createBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Boundary survey',
  description: 'Survey of a parcel boundary near the river',
  expiryDate: '2099-06-30',
  attachments: [staged],
  ...extra,
});
const patch = (body: unknown) => call(tendersUpdate, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, body }));
const storeTender = (t: TenderItem = tender()) => ddb.on(QueryCommand, { IndexName: undefined }).resolves({ Items: [tenderItem(t), attachmentItem(attachment())] });
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
const transactItems = (): TransactItem[] => ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
/** The attribute values a tender update sets, by attribute name. */
function setBy(update: NonNullable<TransactItem['Update']>): Record<string, unknown> {
  const names = update.ExpressionAttributeNames!;
  const values = update.ExpressionAttributeValues!;
  const set = update.UpdateExpression!.split('SET ')[1]!.split(' REMOVE ')[0]!;
  return Object.fromEntries(
    set
      .split(', ')
      .map((pair) => pair.split(' = ').map((x) => x.trim()) as [string, string])
      .map(([n, v]) => [names[n], values[v]]),
  );
}
const removedBy = (update: NonNullable<TransactItem['Update']>) =>
  (update.UpdateExpression!.split('REMOVE ')[1] ?? '')
    .split(', ')
    .filter(Boolean)
    .map((n) => update.ExpressionAttributeNames![n.trim()]);
const writes = () => ddb.commandCalls(TransactWriteCommand).length + ddb.commandCalls(UpdateCommand).length;

beforeEach(mockTenderWrites);

describe('POST /tenders: requirements, location and budget', () => {
  it('stores and answers the requirements, the location and the budget in cents', async () => {
    const res = await call(
      tendersCreate,
      httpEvent({ caller: callers.poster, body: createBody({ requirements: '  RTK GNSS, ±2 cm; DWG and PDF  ', location: 'Tartu, Riia 15', budgetCents: 250_050 }) }),
    );
    expect(res.status).toBe(201);
    expect(res.body.tender).toMatchObject({ requirements: 'RTK GNSS, ±2 cm; DWG and PDF', location: 'Tartu, Riia 15', budgetCents: 250_050 });
    expect(transactItems()[0]!.Put!.Item).toMatchObject({ requirements: 'RTK GNSS, ±2 cm; DWG and PDF', location: 'Tartu, Riia 15', budgetCents: 250_050 });
  });

  it("without them: no requirements, location 'Not specified', budget 0", async () => {
    const res = await call(tendersCreate, httpEvent({ caller: callers.poster, body: createBody({ requirements: ' ', location: '' }) }));
    expect(res.status).toBe(201);
    expect(res.body.tender).toMatchObject({ requirements: null, location: 'Not specified', budgetCents: 0 });
    expect(transactItems()[0]!.Put!.Item).not.toHaveProperty('requirements');
  });

  it.each([
    ['negative', -1],
    ['a fraction of a cent', 10.5],
    ['above 10,000,000 €', 1_000_000_001],
    ['text', '1000'],
  ])('refuses a budget that is %s with 400 and its message, writing nothing', async (_name, budgetCents) => {
    const res = await call(tendersCreate, httpEvent({ caller: callers.poster, body: createBody({ budgetCents }) }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.budgetCents).toEqual([tenderFieldMessages.budgetInvalid]);
    expect(writes()).toBe(0);
    expect(s3.commandCalls(HeadObjectCommand)).toHaveLength(0);
  });

  it('refuses requirements over 5,000 characters with 400, writing nothing', async () => {
    const res = await call(tendersCreate, httpEvent({ caller: callers.poster, body: createBody({ requirements: 'x'.repeat(5_001) }) }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.requirements).toHaveLength(1);
    expect(writes()).toBe(0);
  });
});

describe('GET /tenders/{tenderId}: requirements', () => {
  it('shows the requirements, location and budget to a geodesist', async () => {
    storeTender(tender({ requirements: 'Cadastral accuracy', location: 'Tartu', budgetCents: 120_000 }));
    const res = await call(tendersGet, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ requirements: 'Cadastral accuracy', location: 'Tartu', budgetCents: 120_000 });
  });
});

describe('PATCH /tenders/{tenderId}: requirements, location and budget', () => {
  it('sets them', async () => {
    storeTender();
    const res = await patch({ requirements: 'Accuracy ±5 cm', location: 'Pärnu', budgetCents: 99_999 });
    expect(res.status).toBe(200);
    expect(res.body.tender).toMatchObject({ requirements: 'Accuracy ±5 cm', location: 'Pärnu', budgetCents: 99_999 });
    expect(setBy(transactItems()[0]!.Update!)).toMatchObject({ requirements: 'Accuracy ±5 cm', location: 'Pärnu', budgetCents: 99_999 });
  });

  it("clears them with null or '': requirements removed, location back to 'Not specified'", async () => {
    storeTender(tender({ requirements: 'Accuracy ±5 cm', location: 'Pärnu', budgetCents: 99_999 }));
    const res = await patch({ requirements: '', location: null, budgetCents: 0 });
    expect(res.status).toBe(200);
    expect(res.body.tender).toMatchObject({ requirements: null, location: 'Not specified', budgetCents: 0 });
    const update = transactItems()[0]!.Update!;
    expect(removedBy(update)).toContain('requirements');
    expect(setBy(update)).toMatchObject({ location: 'Not specified', budgetCents: 0 });
  });

  it('keeps what the edit does not name', async () => {
    storeTender(tender({ requirements: 'Accuracy ±5 cm', reference: 'PRJ-7', location: 'Pärnu', budgetCents: 99_999 }));
    const res = await patch({ title: 'Boundary survey of lot 7' });
    expect(res.status).toBe(200);
    expect(res.body.tender).toMatchObject({ title: 'Boundary survey of lot 7', requirements: 'Accuracy ±5 cm', reference: 'PRJ-7', location: 'Pärnu', budgetCents: 99_999 });
    expect(removedBy(transactItems()[0]!.Update!)).toEqual([]);
  });

  it('refuses a bad budget with 400 and its message, writing nothing', async () => {
    storeTender();
    const res = await patch({ budgetCents: 12.5 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.budgetCents).toEqual([tenderFieldMessages.budgetInvalid]);
    expect(writes()).toBe(0);
  });
});

describe('PATCH /tenders/{tenderId}: a deadline that has passed', () => {
  const PASSED = '2020-03-01T21:59:59.000Z';

  it('saves an edit of an Open tender past its deadline that leaves the deadline alone', async () => {
    storeTender(tender({ expiryDate: PASSED }));
    const res = await patch({ title: 'Boundary survey of lot 7' });
    expect(res.status).toBe(200);
    expect(res.body.tender).toMatchObject({ title: 'Boundary survey of lot 7', expiryDate: PASSED });
  });

  it('saves an edit that sends the same deadline again', async () => {
    storeTender(tender({ expiryDate: PASSED }));
    const res = await patch({ title: 'Boundary survey of lot 7', expiryDate: PASSED });
    expect(res.status).toBe(200);
    expect(res.body.tender.expiryDate).toBe(PASSED);
  });

  it("refuses another deadline in the past with 400 'Expiry date must be in the future', writing nothing", async () => {
    storeTender(tender({ expiryDate: PASSED }));
    const res = await patch({ title: 'Boundary survey of lot 7', expiryDate: '2021-01-01' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.expiryFuture);
    expect(res.body.fieldErrors).toEqual({ expiryDate: [messages.expiryFuture] });
    expect(writes()).toBe(0);
  });

  it('takes a new deadline in the future', async () => {
    storeTender(tender({ expiryDate: PASSED }));
    const res = await patch({ expiryDate: '2099-06-30T20:59:59.000Z' });
    expect(res.status).toBe(200);
    expect(res.body.tender.expiryDate).toBe('2099-06-30T20:59:59.000Z');
  });

  it("refuses an unreadable deadline with 400 'Expiry date is required'", async () => {
    storeTender(tender({ expiryDate: PASSED }));
    const res = await patch({ expiryDate: 'someday' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.expiryDate).toEqual([messages.expiryRequired]);
    expect(writes()).toBe(0);
  });
});

describe('PATCH and DELETE /tenders/{tenderId}: what the edit and the mark of a delete are conditioned on', () => {
  /** The terms of a condition joined by AND, with the names and values in place. */
  const conditionTerms = (update: Pick<NonNullable<TransactItem['Update']>, 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>) =>
    update
      .ConditionExpression!.replace(/[#:][A-Za-z0-9_]+/g, (t) => (t.startsWith('#') ? update.ExpressionAttributeNames![t]! : JSON.stringify(update.ExpressionAttributeValues![t])))
      .replace(/[()]/g, ' ')
      .split(/\s+AND\s+/)
      .map((t) => t.replace(/\s+/g, ' ').trim());

  it("lands only on the poster's own Open tender, not being deleted, unchanged since it was read and still without bids or questions", async () => {
    storeTender(tender({ updatedAt: '2026-03-04T05:06:07.000Z' }));
    const res = await patch({ title: 'Boundary survey of lot 7' });
    expect(res.status).toBe(200);
    expect(conditionTerms(transactItems()[0]!.Update!).sort()).toEqual(
      [
        'attribute_exists pk',
        'attribute_exists sk',
        `creatorId = "${ids.poster}"`,
        'attribute_not_exists deletingAt',
        'status = "Open"',
        'updatedAt = "2026-03-04T05:06:07.000Z"',
        // A plain edit stays plain only while no bid or question exists, and at the version read.
        'attribute_not_exists bidCount OR bidCount < 1',
        'attribute_not_exists questionCount OR questionCount < 1',
        'attribute_not_exists version OR version = 1',
      ].sort(),
    );
  });

  it("marks only the poster's own Open tender as being deleted", async () => {
    storeTender();
    ddb.on(UpdateCommand).resolves({});
    const res = await call(tendersDelete, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mark = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(mark.UpdateExpression).toContain('deletingAt');
    expect(conditionTerms(mark).sort()).toEqual(['attribute_exists pk', 'attribute_exists sk', `creatorId = "${ids.poster}"`, 'status = "Open"'].sort());
  });
});
