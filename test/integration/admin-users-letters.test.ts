/**
 * The admin's user search with Estonian letters through the local cloud (docs/decisions/web/languages.md, "Sorting and
 * search"): a name with õ, š or ž is found with and without the marks, in either case, composed or decomposed; a
 * profile stored before the folded form (its text only lower-cased) is still found by the search as typed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, uniqueEmail } from './support';
import { loadModules, newUser, type WorldUser } from './world';

let admin: WorldUser;
const PASSWORD = 'Survey2026x';
const tag = `taht${Date.now().toString(36)}`;
let kadri: { userId: string };
let old: { userId: string };

const ids = async (search: string) => {
  const res = await api(admin.token, 'GET', `/admin/users?search=${encodeURIComponent(search)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((u: { userId: string }) => u.userId) as string[];
};

beforeAll(async () => {
  admin = await newUser('admin', 'approved', 'Head');
  const add = async (lastName: string, company: string) =>
    (await api(admin.token, 'POST', '/admin/users', { firstName: 'Kadri', lastName, email: uniqueEmail('letters'), password: PASSWORD, role: 'tenderPoster', company })).body as { userId: string };
  kadri = await add(`Õunapuu ${tag}`, `Šahti Žurnaal ${tag}`);
  old = await add(`Mõisa ${tag}`, `Vana ${tag}`);
  // Stored before the folded form: e-mail, name and company lower-cased only.
  const { profiles } = await loadModules();
  await profiles.profileTable.patch({ userId: old.userId }, { set: { searchText: `old@example.com\nkadri mõisa ${tag}\nvana ${tag}` } });
});

describe('the admin’s user search with Estonian letters', () => {
  it('finds õ, š and ž with and without the marks, in either case, composed or decomposed', async () => {
    for (const search of [`õunapuu ${tag}`, `OUNAPUU ${tag}`, `O\u0303unapuu ${tag}`, `ŠAHTI ŽURNAAL ${tag}`, `sahti zurnaal ${tag}`, `Šahti Zurnaal ${tag}`])
      expect(await ids(search), search).toEqual([kadri.userId]);
  });

  it('still finds a profile stored before the folded form by the search as typed, composed or decomposed', async () => {
    expect(await ids(`Mõisa ${tag}`)).toEqual([old.userId]);
    expect(await ids(`Mo\u0303isa ${tag}`)).toEqual([old.userId]);
    expect((await ids(tag)).sort()).toEqual([kadri.userId, old.userId].sort());
  });
});
