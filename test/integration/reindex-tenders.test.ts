/**
 * `npm run reindex-tenders` (bin/reindex-tenders.ts) on the local cloud: tenders stored before the word index
 * of search — no postings and the old searchText, or, edited since, only some postings —
 * are not found by a search until the script has run, and are found after it; a tender whose delete has begun
 * is left alone; a second run writes nothing. The run reads every status partition of the table but works
 * only on this file's tenders (`only`), since the table is shared with the other integration files.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support';
import { loadModules, newUser, type WorldUser } from './world';

let script: typeof import('../../bin/reindex-tenders');
let tenders: typeof import('../../lambdas/features/tenders/data/tenders');
let index: typeof import('../../lambdas/features/tenders/data/tender-index');
let search: typeof import('../../lambdas/features/tenders/domain/search');
let models: typeof import('../../lambdas/features/tenders/data/tender-entities');
let poster: WorldUser;
let geodesist: WorldUser;
let admin: WorldUser;

/** Letters only, unique to this run. */
const tag = `rx${randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 6)
  .padEnd(6, 'b')}`;

type Stored = import('../../lambdas/features/tenders/data/tenders').TenderItem;

/** The searchText tenders were stored with before the word index: the texts and project code lower-cased, one a line. */
const oldSearchText = (t: Stored) => [t.title, t.description, t.reference ?? '', t.tenderId.slice(0, 8).toUpperCase()].join('\n').toLowerCase();

/** Stores a tender item as it was before the index (old searchText, or `searchText` given), with no postings. */
async function storeOld(fields: { title: string; status?: Stored['status']; deletingAt?: string; searchText?: 'new' }): Promise<Stored> {
  const base = tenders.newTenderItem(
    {
      tenderId: randomUUID(),
      title: fields.title,
      description: 'Topographic survey of a parcel, levelling and boundary marks',
      expiryDate: '2099-06-30T20:59:59.000Z',
      status: fields.status ?? 'Open',
      creatorId: poster.sub,
      location: 'Not specified',
      budgetCents: 0,
      createdAt: '2025-03-01T08:00:00.000Z',
    },
    0,
  );
  const item: Stored = { ...base, ...(fields.deletingAt ? { deletingAt: fields.deletingAt } : {}), searchText: fields.searchText === 'new' ? base.searchText : oldSearchText(base) };
  await models.TenderEntity.create(item).go();
  return item;
}

async function found(user: WorldUser, words: string, more = ''): Promise<string[]> {
  const res = await api(user.token, 'GET', `/tenders?search=${encodeURIComponent(words)}${more}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((t: { tenderId: string }) => t.tenderId);
}

const old = {} as Record<'open' | 'edited' | 'completed' | 'deleting', Stored>;

beforeAll(async () => {
  await loadModules();
  [script, tenders, index, search, models] = await Promise.all([
    import('../../bin/reindex-tenders'),
    import('../../lambdas/features/tenders/data/tenders'),
    import('../../lambdas/features/tenders/data/tender-index'),
    import('../../lambdas/features/tenders/domain/search'),
    import('../../lambdas/features/tenders/data/tender-entities'),
  ]);
  [poster, geodesist, admin] = await Promise.all([
    newUser('tenderPoster', 'approved', 'ReindexPoster'),
    newUser('geodesist', 'approved', 'ReindexGeodesist'),
    newUser('admin', 'approved', 'ReindexAdmin'),
  ]);
  old.open = await storeOld({ title: `Cadastral survey ${tag}oldstyle near Tartu` });
  // An old tender edited after the index came: its searchText is new, but only its edit's new words have postings.
  old.edited = await storeOld({ title: `Levelling ${tag}kept and ${tag}added`, searchText: 'new' });
  await index.putPostings(old.edited, old.edited.updatedAt, search.indexTokensOf(` ${tag}added `));
  old.completed = await storeOld({ title: `Completed work ${tag}finished`, status: 'Completed' });
  old.deleting = await storeOld({ title: `Withdrawn ${tag}deleting`, deletingAt: '2026-01-01T00:00:00.000Z' });
}, 60_000);

describe('reindex-tenders', () => {
  it('makes tenders stored before the word index findable, and a second run writes nothing', async () => {
    expect(await found(geodesist, `${tag}oldstyle`)).toEqual([]);
    expect(await found(geodesist, `${tag}kept`)).toEqual([]);
    expect(await found(geodesist, `${tag}added`)).toEqual([old.edited.tenderId]);
    expect(await found(admin, `${tag}finished`, '&scope=all&status=Completed')).toEqual([]);

    const mine = (t: Stored) => t.creatorId === poster.sub;
    const first = await script.reindexTenders({ only: mine });
    const tokens = (t: Stored) => search.indexTokensOf(tenders.searchTextOf(t)).length;
    expect(first).toMatchObject({
      tenders: { Open: 3, 'In Progress': 0, Completed: 1, Finished: 0 },
      searchTextRewritten: 2,
      tendersWithNewPostings: 3,
      postingsWritten: tokens(old.open) + tokens(old.completed) + tokens(old.edited) - search.indexTokensOf(` ${tag}added `).length,
      skippedDeleting: 1,
    });

    expect(await found(geodesist, `${tag}oldstyle`)).toEqual([old.open.tenderId]);
    expect(await found(geodesist, `${tag}oldstyle tartu`)).toEqual([old.open.tenderId]);
    expect(await found(geodesist, `${tag}kept`)).toEqual([old.edited.tenderId]);
    expect(await found(admin, `${tag}finished`, '&scope=all&status=Completed')).toEqual([old.completed.tenderId]);
    const stored = (await models.TenderEntity.get({ tenderId: old.open.tenderId }).go()).data!;
    expect(stored.searchText).toBe(tenders.searchTextOf(old.open));
    expect(stored.updatedAt).toBe(old.open.updatedAt);
    const deleting = (await models.TenderEntity.get({ tenderId: old.deleting.tenderId }).go()).data!;
    expect(deleting.searchText).toBe(old.deleting.searchText);

    const second = await script.reindexTenders({ only: mine });
    expect(second).toMatchObject({ searchTextRewritten: 0, tendersWithNewPostings: 0, postingsWritten: 0, skippedDeleting: 1 });
    expect(script.formatSummary(second)).toMatch(/Postings written: 0 on 0 tenders/);
  });
});
