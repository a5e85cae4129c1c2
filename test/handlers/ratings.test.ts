/**
 * Ratings' rules in the handlers (docs/decisions/after-award/ratings.md), with the DynamoDB client mocked: who may
 * rate and when, blindness in the answers, the second rating revealing both in one transaction that counts both
 * summaries once and carries the event, the window's end revealing at a read, changes only until the reveal, one
 * reply by the person rated, and an admin's hide taking the stars out of the summary under a condition, with the
 * history entry and the event in the same transaction. The completed-project count is kept once per tender.
 */
import './env';
import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemOf } from '../../lambdas/table/item-codec';
import { ratingModel, ratingRoundModel } from '../../lambdas/features/ratings/data/rating-models';
import type { RatingItem, RoundItem } from '../../lambdas/features/ratings/data/ratings';
import { handler as ratingsCreate } from '../../lambdas/features/ratings/handlers/ratings-create';
import { handler as ratingsList } from '../../lambdas/features/ratings/handlers/ratings-list';
import { handler as ratingsUpdate } from '../../lambdas/features/ratings/handlers/ratings-update';
import { handler as ratingsReply } from '../../lambdas/features/ratings/handlers/ratings-reply';
import { handler as ratingsHide } from '../../lambdas/features/ratings/handlers/ratings-hide';
import { countCompletedProject } from '../../lambdas/features/profiles/public';
import { call, callers, ddb, httpEvent, ids, profile, profileItem, resetMocks, storeProfiles, tender, tenderItem } from './support';
import type { TenderItem } from '../../lambdas/features/tenders/public';

const DAY = 86_400_000;
const completedAt = new Date(Date.now() - 2 * DAY).toISOString();
const posterStars = { quality: 5, schedule: 3, communication: 4 };
const contractorStars = { clarity: 4, responsiveness: 4, fairness: 5 };

function rating(overrides: Partial<RatingItem> = {}): RatingItem {
  const at = new Date(Date.now() - DAY).toISOString();
  return {
    tenderId: ids.tender,
    side: 'poster',
    tenderTitle: 'Boundary survey',
    authorId: ids.poster,
    ratedId: ids.geodesist,
    stars: posterStars,
    text: 'Precise work',
    submittedAt: at,
    updatedAt: at,
    revealDue: new Date(Date.parse(completedAt) + 14 * DAY).toISOString(),
    createdAt: at,
    ...overrides,
  };
}

/** Serves `t` as the tender, `round` and `given` as its ratings. */
function stored(t: TenderItem, round: RoundItem | undefined, given: RatingItem[]): void {
  ddb.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => {
    const sk = String(input.ExpressionAttributeValues[':sk1'] ?? '');
    if (sk.startsWith('$tenderfiles')) return { Items: [tenderItem(t)] };
    if (sk.startsWith('$rating_1')) return { Items: given.map((r) => itemOf(ratingModel, { ...r })) };
    return { Items: [] };
  });
  ddb.on(BatchGetCommand).resolves({
    Responses: {
      'geotender-test': [
        profileItem(profile({ userId: ids.poster, role: 'tenderPoster', company: 'Linnavalitsus' })),
        profileItem(profile({ userId: ids.geodesist, role: 'geodesist', company: 'Geo OÜ' })),
      ],
    },
  });
  if (round) ddb.on(GetCommand, { Key: { pk: `$geotender#tenderid_${ids.tender}`, sk: '$ratinground_1' } }).resolves({ Item: itemOf(ratingRoundModel, { ...round }) });
}

const completed = (overrides: Partial<TenderItem> = {}) => tender({ status: 'Completed', contractorId: ids.geodesist, completedAt, ...overrides });
const lastTransaction = () => ddb.commandCalls(TransactWriteCommand).at(-1)!.args[0].input.TransactItems!;
const conditionFailed = () => Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException' });

beforeEach(() => {
  resetMocks();
  storeProfiles(
    profile({ userId: ids.poster, role: 'tenderPoster', company: 'Linnavalitsus' }),
    profile({ userId: ids.geodesist, role: 'geodesist', company: 'Geo OÜ' }),
    profile({ userId: ids.admin, role: 'admin' }),
  );
  ddb.on(TransactWriteCommand).resolves({});
});

describe('rating a tender', () => {
  const post = (caller: (typeof callers)[keyof typeof callers], body: unknown) => call(ratingsCreate, httpEvent({ caller, path: { tenderId: ids.tender }, body }));

  it('refuses a tender not completed, a closed window, the wrong criteria and a second rating of a side, writing nothing', async () => {
    stored(tender({ status: 'In Progress', contractorId: ids.geodesist }), undefined, []);
    expect((await post(callers.poster, { stars: posterStars, text: 'Good' })).status).toBe(409);
    resetMocks();
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }), profile({ userId: ids.geodesist, role: 'geodesist' }));
    stored(completed({ completedAt: new Date(Date.now() - 15 * DAY).toISOString() }), undefined, []);
    const late = await post(callers.poster, { stars: posterStars, text: 'Good' });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('14 days');
    resetMocks();
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }), profile({ userId: ids.geodesist, role: 'geodesist' }));
    stored(completed(), { tenderId: ids.tender, revealDue: rating().revealDue, posterRatedAt: rating().submittedAt }, [rating()]);
    const wrong = await post(callers.poster, { stars: contractorStars, text: 'Good' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('Quality of deliverables');
    expect((await post(callers.poster, { stars: posterStars, text: 'Again' })).status).toBe(409);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('stores the first rating blind: the rating only if absent, the round only while neither side rated, no summary, no event', async () => {
    stored(completed(), undefined, []);
    const res = await post(callers.poster, { stars: posterStars, text: 'Precise work' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.rating.revealed).toBe(false);
    const items = lastTransaction();
    expect(items).toHaveLength(3);
    expect(items[0]!.Put!.ConditionExpression).toContain('attribute_not_exists');
    expect(items[1]!.Update!.ConditionExpression).toMatch(/attribute_not_exists\(#posterRatedAt\).*attribute_not_exists\(#contractorRatedAt\).*attribute_not_exists\(#revealedAt\)/);
    // The reveal timer, due a second after the window closes, in the same transaction.
    expect(items[2]!.Put!.Item).toMatchObject({ __edb_e__: 'timer', type: 'ratings_reveal_due', key: ids.tender, dueAt: new Date(Date.parse(rating().revealDue) + 1_000).toISOString() });
  });

  it('reveals both with the second rating in ONE transaction: both revealed, the round once, each summary once, the event', async () => {
    stored(completed(), { tenderId: ids.tender, revealDue: rating().revealDue, posterRatedAt: rating().submittedAt }, [rating()]);
    const res = await post(callers.geodesist, { stars: contractorStars, text: 'Clear brief' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.rating.revealed).toBe(true);
    const items = lastTransaction();
    const updates = items.filter((i) => i.Update).map((i) => i.Update!);
    const summaries = updates.filter((u) => String(u.Key!.sk) === '$publicprofile_1');
    expect(summaries.map((u) => u.Key!.pk).sort()).toEqual([`$geotender#userid_${ids.geodesist}`, `$geotender#userid_${ids.poster}`].sort());
    for (const s of summaries) expect(s.UpdateExpression).toMatch(/ADD/);
    const round = updates.find((u) => u.Key!.sk === '$ratinground_1')!;
    expect(round.ConditionExpression).toMatch(/attribute_exists\(#posterRatedAt\).*attribute_not_exists\(#contractorRatedAt\).*attribute_not_exists\(#revealedAt\)/);
    const puts = items.filter((i) => i.Put).map((i) => i.Put!.Item!);
    expect(puts.map((p) => p.type ?? p.eventType).filter(Boolean)).toContain('ratings_revealed');
    // The reveal timer goes with it: nothing is left to reveal.
    expect(items.filter((i) => i.Delete).map((i) => i.Delete!.Key!.pk)).toEqual([expect.stringContaining(`type_ratings_reveal_due#key_${ids.tender}`)]);
  });

  it('after a race refused the first rating, reads the round again and stores it as the second, once', async () => {
    let reads = 0;
    stored(completed(), undefined, []);
    ddb.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => {
      const sk = String(input.ExpressionAttributeValues[':sk1'] ?? '');
      if (sk.startsWith('$tenderfiles')) return { Items: [tenderItem(completed())] };
      if (sk.startsWith('$rating_1')) return { Items: reads++ === 0 ? [] : [itemOf(ratingModel, { ...rating() })] };
      return { Items: [] };
    });
    ddb.on(TransactWriteCommand).rejectsOnce(conditionFailed()).resolves({});
    const res = await post(callers.geodesist, { stars: contractorStars, text: 'Clear brief' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
    expect(lastTransaction().some((i) => i.Update?.Key?.sk === '$publicprofile_1')).toBe(true);
  });
});

describe('reading a tender’s ratings', () => {
  const get = (caller: (typeof callers)[keyof typeof callers]) => call(ratingsList, httpEvent({ caller, path: { tenderId: ids.tender } }));

  it('keeps the other side’s rating from the contractor until revealed, and shows the author their own', async () => {
    stored(completed(), { tenderId: ids.tender, revealDue: rating().revealDue, posterRatedAt: rating().submittedAt }, [rating()]);
    expect((await get(callers.geodesist)).body).toMatchObject({ mySide: 'contractor', revealed: false, canRate: true, ratings: [] });
    expect((await get(callers.poster)).body.ratings).toEqual([expect.objectContaining({ side: 'poster', text: 'Precise work' })]);
    expect((await get(callers.admin)).body.ratings).toHaveLength(1);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('reveals a lone rating at the first read after the window, in one conditioned transaction with its summary', async () => {
    const due = new Date(Date.now() - 1000).toISOString();
    stored(completed({ completedAt: new Date(Date.now() - 15 * DAY).toISOString() }), { tenderId: ids.tender, revealDue: due, posterRatedAt: rating().submittedAt }, [rating({ revealDue: due })]);
    const res = await get(callers.geodesist);
    expect(res.body).toMatchObject({ revealed: true, canRate: false });
    expect(res.body.ratings).toHaveLength(1);
    const items = lastTransaction();
    const round = items.find((i) => i.Update?.Key?.sk === '$ratinground_1')!.Update!;
    expect(round.ConditionExpression).toMatch(/attribute_not_exists\(#revealedAt\)/);
    expect(items.filter((i) => i.Update?.Key?.sk === '$publicprofile_1')).toHaveLength(1);
  });
});

describe('changing, replying and hiding', () => {
  it('changes a rating until it is revealed, never after (409)', async () => {
    stored(completed(), { tenderId: ids.tender, revealDue: rating().revealDue, posterRatedAt: rating().submittedAt }, [rating()]);
    const ok = await call(ratingsUpdate, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, body: { stars: posterStars, text: 'Second thoughts' } }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(lastTransaction()[0]!.Update!.ConditionExpression).toMatch(/attribute_not_exists\(#revealedAt\)/);
    resetMocks();
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }), profile({ userId: ids.geodesist, role: 'geodesist' }));
    const at = new Date().toISOString();
    stored(completed(), { tenderId: ids.tender, revealDue: rating().revealDue, posterRatedAt: at, contractorRatedAt: at, revealedAt: at }, [rating({ revealedAt: at })]);
    const late = await call(ratingsUpdate, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, body: { stars: posterStars, text: 'Too late' } }));
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('revealed');
  });

  it('lets the person rated reply once after the reveal, and tells the author', async () => {
    const at = new Date().toISOString();
    stored(completed(), { tenderId: ids.tender, revealDue: rating().revealDue, revealedAt: at }, [rating({ revealedAt: at })]);
    const res = await call(ratingsReply, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender }, body: { text: 'Thank you' } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = lastTransaction();
    expect(items[0]!.Update!.ConditionExpression).toMatch(/attribute_not_exists\(#replyText\)/);
    expect(JSON.stringify(items)).toContain('rating_replied');
    resetMocks();
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist' }));
    stored(completed(), { tenderId: ids.tender, revealDue: rating().revealDue, revealedAt: at }, [rating({ revealedAt: at, replyText: 'Done', repliedAt: at })]);
    expect((await call(ratingsReply, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender }, body: { text: 'Again' } }))).status).toBe(409);
  });

  it('hides a revealed rating: the summary taken down under a condition, the history entry and the event in the same transaction', async () => {
    const at = new Date().toISOString();
    stored(completed(), { tenderId: ids.tender, revealDue: rating().revealDue, revealedAt: at }, [rating({ revealedAt: at })]);
    const res = await call(ratingsHide, httpEvent({ caller: callers.admin, path: { tenderId: ids.tender }, body: { side: 'poster', reason: 'Insults' } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rating).toMatchObject({ hidden: true, stars: null, text: 'Hidden by an admin: Insults' });
    const items = lastTransaction();
    const summary = items.find((i) => i.Update?.Key?.sk === '$publicprofile_1')!.Update!;
    expect(summary.ConditionExpression).toMatch(/#ratingCount >= :/);
    expect(Object.values(summary.ExpressionAttributeValues!)).toContain(-1);
    const text = JSON.stringify(items);
    expect(text).toContain('rating_hidden');
    expect(items.filter((i) => i.Put)).toHaveLength(2); // the history entry and the event
  });

  it('refuses to hide a rating that is not revealed (409), writing nothing', async () => {
    stored(completed(), { tenderId: ids.tender, revealDue: rating().revealDue, posterRatedAt: rating().submittedAt }, [rating()]);
    const res = await call(ratingsHide, httpEvent({ caller: callers.admin, path: { tenderId: ids.tender }, body: { side: 'poster', reason: 'Insults' } }));
    expect(res.status).toBe(409);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('completed projects', () => {
  it('counts a tender once for both sides: a marker only if absent; a repeat is a no-op', async () => {
    expect(await countCompletedProject({ tenderId: ids.tender, creatorId: ids.poster, contractorId: ids.geodesist })).toBe(true);
    const items = lastTransaction();
    expect(items[0]!.Put!.ConditionExpression).toContain('attribute_not_exists');
    expect(items.filter((i) => i.Update?.UpdateExpression?.includes('ADD'))).toHaveLength(2);
    ddb.on(TransactWriteCommand).rejects(conditionFailed());
    expect(await countCompletedProject({ tenderId: ids.tender, creatorId: ids.poster, contractorId: ids.geodesist })).toBe(false);
  });
});
