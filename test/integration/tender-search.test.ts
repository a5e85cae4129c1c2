/**
 * Tender search by the word index through the local cloud: a rare word's
 * tender on the first page among many, several words meaning all of them, prefixes, Estonian letters with and
 * without diacritics both ways, the scopes and sorts, the map's search, an edit re-indexing, a delete and a
 * failed create leaving nothing findable, and refused searches answered 400 with their message. Every word is
 * made unique to this run (`tag`), since the table is shared with the other integration files.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchMessages } from '../../lambdas/features/tenders/domain/search';
import { api } from './support';
import { loadModules, newUser, openTender, type WorldUser } from './world';
import { type EntityModels, loadEntityModels } from './entity-models';

let data: { entities: EntityModels; tenders: typeof import('../../lambdas/features/tenders/data/tenders') };
let poster: WorldUser;
let otherPoster: WorldUser;
let geodesist: WorldUser;
let admin: WorldUser;

/** Letters only, unique to this run: every search word below starts with it. */
const tag = `zq${Array.from(
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'a'),
).join('')}`;
const MANY = 60;
const ids = { rare: '', and: '', alphaOnly: '', diacritic: '', plain: '' };

/** Stores an Open tender through the same write path as POST /tenders (index first, then the transaction). */
async function store(fields: { title: string; description?: string; requirements?: string; expiryDate?: string; createdAt?: string; creatorId?: string; tenderId?: string }): Promise<string> {
  const tenderId = fields.tenderId ?? randomUUID();
  await data.tenders.createTenderWithAttachments(
    {
      tenderId,
      title: fields.title,
      description: fields.description ?? 'Topographic survey of a parcel',
      ...(fields.requirements ? { requirements: fields.requirements } : {}),
      expiryDate: fields.expiryDate ?? '2099-06-30T20:59:59.000Z',
      status: 'Open',
      creatorId: fields.creatorId ?? poster.sub,
      location: 'Not specified',
      budgetCents: 0,
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    },
    [{ attachmentId: randomUUID(), filename: 'plan.pdf', contentType: 'application/pdf', size: 10, s3Key: `tenders/${tenderId}/x/plan.pdf` }],
  );
  return tenderId;
}

/** The ids of the first page of `GET /tenders?…&search=` for `user`, with the answer. */
async function search(user: WorldUser, words: string, more = ''): Promise<{ status: number; body: any; ids: string[] }> {
  const res = await api(user.token, 'GET', `/tenders?search=${encodeURIComponent(words)}${more}`);
  return { ...res, ids: (res.body.items ?? []).map((t: { tenderId: string }) => t.tenderId) };
}

beforeAll(async () => {
  await loadModules();
  data = { entities: await loadEntityModels(), tenders: await import('../../lambdas/features/tenders/data/tenders') };
  [poster, otherPoster, geodesist, admin] = await Promise.all([
    newUser('tenderPoster', 'approved', 'SearchPoster'),
    newUser('tenderPoster', 'approved', 'SearchOther'),
    newUser('geodesist', 'approved', 'SearchGeodesist'),
    newUser('admin', 'approved', 'SearchAdmin'),
  ]);
  // The rare word's tender is the OLDEST of many: a newest-first list reaches it last.
  ids.rare = await store({ title: `Cadastral survey ${tag}common`, requirements: `Benchmarks tied to ${tag}rareword levelling`, createdAt: '2026-01-01T00:00:00.000Z' });
  for (let i = 0; i < MANY; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, j) => store({ title: `Survey job ${i + j} ${tag}common`, createdAt: new Date(Date.parse('2026-02-01T00:00:00Z') + (i + j) * 60_000).toISOString() })),
    );
  }
  ids.and = await store({ title: `Levelling ${tag}alpha and ${tag}beta` });
  ids.alphaOnly = await store({ title: `Levelling ${tag}alpha only` });
  ids.diacritic = await store({ title: `Maamõõtmine ${tag}Põld Jõgeval`, creatorId: otherPoster.sub });
  ids.plain = await store({ title: `Survey near ${tag}kuusk`, expiryDate: '2098-01-01T00:00:00.000Z' });
}, 60_000);

describe('the word index', () => {
  it('finds the one tender of a rare word on the first page among many, and pages the common word through every match once', async () => {
    const rare = await search(geodesist, `${tag}rareword`);
    expect(rare.status).toBe(200);
    expect(rare.ids).toEqual([ids.rare]);
    expect(rare.body.nextCursor).toBeNull();

    const seen: string[] = [];
    let cursor: string | null = null;
    let first = true;
    do {
      const page = await search(geodesist, `${tag}common`, cursor ? `&cursor=${encodeURIComponent(cursor)}` : '');
      expect(page.status).toBe(200);
      if (first) expect(page.ids).toHaveLength(10);
      first = false;
      seen.push(...page.ids);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(MANY + 1);
    expect(new Set(seen).size).toBe(MANY + 1);
    expect(seen.at(-1)).toBe(ids.rare);
  });

  it('reads several words as all of them, each as a prefix of 3 letters or more', async () => {
    expect((await search(geodesist, `${tag}alpha ${tag}beta`)).ids).toEqual([ids.and]);
    expect((await search(geodesist, `${tag}ALPHA`)).ids.sort()).toEqual([ids.and, ids.alphaOnly].sort());
    expect((await search(geodesist, `${tag}alp ${tag}be`)).ids).toEqual([ids.and]);
    expect((await search(geodesist, `${tag}rarew`)).ids).toEqual([ids.rare]);
    expect((await search(geodesist, `${tag}alpha ${tag}nothing`)).ids).toEqual([]);
  });

  it('matches Estonian letters with and without diacritics, both ways', async () => {
    expect((await search(admin, `${tag}pold`)).ids).toEqual([ids.diacritic]);
    expect((await search(admin, `${tag}PÕLD maamoot`)).ids).toEqual([ids.diacritic]);
    expect((await search(admin, `${tag}küüsk`)).ids).toEqual([ids.plain]);
  });

  it('keeps the scopes and sorts: a poster’s own, an admin’s statuses, soonest expiry first', async () => {
    expect((await search(poster, `${tag}pold`, '&scope=mine')).ids).toEqual([]);
    expect((await search(otherPoster, `${tag}pold`, '&scope=mine')).ids).toEqual([ids.diacritic]);
    expect((await search(admin, `${tag}pold`, '&scope=all&status=Open')).ids).toEqual([ids.diacritic]);
    expect((await search(admin, `${tag}pold`, '&scope=all&status=Completed')).ids).toEqual([]);
    const soonest = await search(geodesist, `${tag}`, '&sort=expiringSoon');
    expect(soonest.ids[0]).toBe(ids.plain);
    const oldest = await search(geodesist, `${tag}common`, '&sort=oldest');
    expect(oldest.ids[0]).toBe(ids.rare);
  });

  it('re-indexes an edit: the old word no longer finds the tender, the new one does, and the old postings are gone', async () => {
    const { tenderId } = await openTender(poster, `Boundary survey ${tag}oldword`);
    expect((await search(geodesist, `${tag}oldword`)).ids).toEqual([tenderId]);
    const edited = await api(poster.token, 'PATCH', `/tenders/${tenderId}`, { title: `Boundary survey ${tag}newword` });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await search(geodesist, `${tag}oldword`)).ids).toEqual([]);
    expect((await search(geodesist, `${tag}newword`)).ids).toEqual([tenderId]);
    data.entities.useTable();
    const { data: left } = await data.entities.TenderWordEntity.query.byToken({ token: `${tag}oldword` }).go();
    expect(left).toEqual([]);

    expect((await api(poster.token, 'DELETE', `/tenders/${tenderId}`)).status).toBe(200);
    expect((await search(geodesist, `${tag}newword`)).ids).toEqual([]);
    const { data: gone } = await data.entities.TenderWordEntity.query.byToken({ token: `${tag}newword` }).go();
    expect(gone).toEqual([]);
  });

  it('leaves nothing findable after a failed create, and never shows a posting whose tender does not exist', async () => {
    // The same id as a stored tender: the transaction's condition refuses it after the postings were written.
    await expect(store({ tenderId: ids.alphaOnly, title: `Levelling ${tag}alpha ${tag}ghostword` })).rejects.toThrow();
    expect((await search(geodesist, `${tag}ghostword`)).ids).toEqual([]);
    data.entities.useTable();
    await data.entities.TenderWordEntity.put({
      token: `${tag}orphan`,
      tenderId: randomUUID(),
      createdAt: '2026-03-01T00:00:00.000Z',
      expiryDate: '2099-01-01T00:00:00.000Z',
      creatorId: poster.sub,
      indexedAt: '2026-03-01T00:00:00.000Z',
    }).go();
    const orphan = await search(geodesist, `${tag}orphan`);
    expect(orphan.status).toBe(200);
    expect(orphan.ids).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['1,000 characters', 'a'.repeat(1_000), searchMessages.tooLong],
    ['only punctuation', '?!.,;:-–"()', searchMessages.noWord],
    ['50 words', Array.from({ length: 50 }, (_, i) => `word${i}`).join(' '), searchMessages.tooLong],
    ['50 words of one letter', Array.from({ length: 50 }, (_, i) => 'abcdefghij'[i % 10]).join(' '), searchMessages.tooManyWords],
    ['only short words', 'a b cd', searchMessages.noWord],
  ])('answers a search of %s with 400 and its message, for the list and the map', async (_, words, message) => {
    const list = await api(geodesist.token, 'GET', `/tenders?search=${encodeURIComponent(words)}`);
    expect(list.status).toBe(400);
    expect(list.body.fieldErrors).toEqual({ search: [message] });
    const map = await api(geodesist.token, 'GET', `/tenders/map?bbox=${encodeURIComponent('21,57,29,60')}&search=${encodeURIComponent(words)}`);
    expect(map.status).toBe(400);
    expect(map.body.fieldErrors).toEqual({ search: [message] });
  });
});
