/**
 * Amendments with versions and deadline moves through `PATCH /tenders/{tenderId}` (features/tenders/domain/versions.ts,
 * features/tenders/amendment.ts; docs/decisions/procurement/amendments.md): what is refused and with which message,
 * and what one edit's transaction writes (the version items, the history entries, the event, the version condition).
 */
import './env';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TenderItem } from '../../lambdas/features/tenders/data/tenders';
import { amendmentMessages, AMENDMENT_NOTICE_DAYS, MAX_AMENDMENT_REASON } from '../../lambdas/features/tenders/domain/versions';
import { handler as tendersUpdate } from '../../lambdas/features/tenders/handlers/tenders-update';
import { attachment, attachmentItem, call, callers, ddb, httpEvent, ids, mockTenderWrites, profile, storeProfiles, tender, tenderItem } from './support';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
const patch = (body: unknown, caller: typeof callers.poster = callers.poster) => call(tendersUpdate, httpEvent({ caller, path: { tenderId: ids.tender }, body }));
const storeTender = (t: TenderItem) => ddb.on(QueryCommand, { IndexName: undefined }).resolves({ Items: [tenderItem(t), attachmentItem(attachment())] });
const transactions = () => ddb.commandCalls(TransactWriteCommand);
const items = (): TransactItem[] => transactions()[0]!.args[0].input.TransactItems!;
const puts = () => items().flatMap((i) => (i.Put ? [i.Put.Item as Record<string, unknown>] : []));
const versionPuts = () => puts().filter((p) => p.__edb_e__ === 'tenderVersion');
const historyPuts = () => puts().filter((p) => p.__edb_e__ === 'tenderHistory');
const outboxPuts = () => puts().filter((p) => p.__edb_e__ === 'outbox');
const withBid = (overrides: Partial<TenderItem> = {}) => tender({ bidCount: 1, updatedAt: '2026-02-02T00:00:00.000Z', ...overrides });

beforeEach(mockTenderWrites);

describe('PATCH /tenders/{tenderId} after the first bid or question: an amendment', () => {
  it('refuses an edit without a reason with 400 and the message, writing nothing', async () => {
    storeTender(withBid());
    const res = await patch({ description: 'Survey of a parcel boundary and the river bank' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(amendmentMessages.reasonRequired);
    expect(res.body.fieldErrors.reason).toEqual([amendmentMessages.reasonRequired]);
    expect(transactions()).toHaveLength(0);
  });

  it('asks for a reason when a question (not a bid) exists', async () => {
    storeTender(tender({ questionCount: 2 }));
    const res = await patch({ description: 'Survey of a parcel boundary and the river bank' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(amendmentMessages.reasonRequired);
  });

  it(`refuses a reason longer than ${MAX_AMENDMENT_REASON} characters with 400`, async () => {
    storeTender(withBid());
    const res = await patch({ description: 'Survey of a parcel boundary and the river bank', reason: 'x'.repeat(MAX_AMENDMENT_REASON + 1) });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.reason).toEqual([amendmentMessages.reasonTooLong]);
    expect(transactions()).toHaveLength(0);
  });

  it('writes version 1 (the tender as it stood) and version 2 with the reason, the amended entry and the event, in the edit’s one transaction', async () => {
    storeTender(withBid());
    const res = await patch({ description: 'Survey of a parcel boundary and the river bank', reason: 'The river bank is included', version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.tender).toMatchObject({ version: 2, editIsAmendment: true });
    expect(transactions()).toHaveLength(1);
    const [v1, v2] = versionPuts().sort((a, b) => (a.version as number) - (b.version as number));
    expect(v1).toMatchObject({ version: 1, changed: [], snapshot: { description: 'Survey of a parcel boundary' } });
    expect(v1).not.toHaveProperty('reason');
    expect(v2).toMatchObject({ version: 2, reason: 'The river bank is included', changed: ['description'], snapshot: { description: 'Survey of a parcel boundary and the river bank' } });
    expect(historyPuts()).toEqual([expect.objectContaining({ kind: 'amended', details: { version: 2, reason: 'The river bank is included', fields: 'description' } })]);
    expect(outboxPuts()).toHaveLength(1);
    expect(JSON.parse(outboxPuts()[0]!.body as string)).toMatchObject({ type: 'tender_amended', eventId: `tender_amended:${ids.tender}:2`, version: 2, confirm: true });
    // The tender moves to version 2 (and its terms with it) only if it is still at version 1.
    const update = items()[0]!.Update!;
    expect(update.ConditionExpression).toMatch(/attribute_not_exists\(#version\) OR #version = :version\d+/);
    expect(Object.values(update.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([2]));
    expect(update.UpdateExpression).toMatch(/#termsVersion = /);
  });

  it('answers 409 to a stale version and writes nothing', async () => {
    storeTender(withBid({ version: 3 }));
    const res = await patch({ description: 'Survey of a parcel boundary and the river bank', reason: 'The river bank is included', version: 2 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(amendmentMessages.versionStale);
    expect(transactions()).toHaveLength(0);
  });

  it('answers 409 versionStale when another amendment lands between the read and the write', async () => {
    storeTender(withBid({ version: 2 }));
    ddb.on(TransactWriteCommand).rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }));
    const res = await patch({ description: 'Survey of a parcel boundary and the river bank', reason: 'The river bank is included', version: 2 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(amendmentMessages.versionStale);
    // At version 2 the condition names it, and no version 1 is written again.
    expect(items()[0]!.Update!.ConditionExpression).not.toMatch(/attribute_not_exists\(#version\)/);
    expect(versionPuts().map((v) => v.version)).toEqual([3]);
  });

  it('refuses to shorten the deadline once bids exist with 409 and the reason', async () => {
    storeTender(withBid({ expiryDate: '2099-01-01T00:00:00.000Z' }));
    const res = await patch({ expiryDate: '2098-06-01T00:00:00.000Z', reason: 'Sooner' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(amendmentMessages.shortenWithBids);
    expect(transactions()).toHaveLength(0);
  });

  it('extends the deadline: a deadline_moved entry by the poster, and no bidder asked to confirm', async () => {
    storeTender(withBid({ expiryDate: '2099-01-01T00:00:00.000Z' }));
    const res = await patch({ expiryDate: '2099-03-01T00:00:00.000Z', reason: 'More time for the field work' });
    expect(res.status).toBe(200);
    expect(
      historyPuts()
        .map((h) => h.kind)
        .sort(),
    ).toEqual(['amended', 'deadline_moved']);
    expect(historyPuts().find((h) => h.kind === 'deadline_moved')).toMatchObject({ actorRole: 'tenderPoster', details: { from: '2099-01-01T00:00:00.000Z', to: '2099-03-01T00:00:00.000Z' } });
    expect(JSON.parse(outboxPuts()[0]!.body as string)).toMatchObject({ confirm: false, deadlineFrom: '2099-01-01T00:00:00.000Z', changed: ['expiryDate'] });
    expect(items()[0]!.Update!.UpdateExpression).not.toMatch(/#termsVersion = /);
  });

  it(`moves a deadline less than ${AMENDMENT_NOTICE_DAYS} days away so that ${AMENDMENT_NOTICE_DAYS} days remain, by the rule`, async () => {
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    storeTender(withBid({ expiryDate: soon }));
    const before = Date.now();
    const res = await patch({ description: 'Survey of a parcel boundary and the river bank', reason: 'The river bank is included' });
    expect(res.status).toBe(200);
    const moved = Date.parse(res.body.tender.expiryDate);
    expect(moved).toBeGreaterThanOrEqual(before + AMENDMENT_NOTICE_DAYS * 86_400_000);
    expect(historyPuts().find((h) => h.kind === 'deadline_moved')).toMatchObject({ actorRole: 'system', details: { from: soon } });
    expect(versionPuts().find((v) => v.version === 2)).toMatchObject({ deadlineMoved: true, changed: ['description', 'expiryDate'] });
  });

  it('refuses anyone but the poster (403) and a tender that is not Open (409), writing nothing', async () => {
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }), profile({ userId: ids.otherPoster, role: 'tenderPoster' }));
    storeTender(withBid());
    expect((await patch({ description: 'Survey of a parcel boundary and the river bank', reason: 'x' }, callers.otherPoster)).status).toBe(403);
    storeTender(withBid({ status: 'In Progress' }));
    expect((await patch({ description: 'Survey of a parcel boundary and the river bank', reason: 'x' })).status).toBe(409);
    expect(transactions()).toHaveLength(0);
  });
});

describe('PATCH /tenders/{tenderId} before any bid or question: a plain edit', () => {
  it('needs no reason, writes an edited entry and no version', async () => {
    storeTender(tender());
    const res = await patch({ description: 'Survey of a parcel boundary and the river bank' });
    expect(res.status).toBe(200);
    expect(res.body.tender.version).toBe(1);
    expect(historyPuts()).toEqual([expect.objectContaining({ kind: 'edited', details: { fields: 'description' } })]);
    expect(versionPuts()).toHaveLength(0);
    expect(outboxPuts()).toHaveLength(0);
  });

  it('may shorten the deadline while no bid exists', async () => {
    storeTender(tender({ expiryDate: '2099-01-01T00:00:00.000Z' }));
    expect((await patch({ expiryDate: '2098-06-01T00:00:00.000Z' })).status).toBe(200);
  });
});
