/**
 * Profiles and ratings on the local cloud (docs/decisions/after-award/ratings.md): a completed tender counts once as
 * a completed project of both sides; each side rates the other blind; two sides rating at once reveal exactly once
 * and count once in the kept summaries; the window's end reveals on the next read; replies; an admin's hide leaves
 * the summary, tells the author and shows in the history; the poster sees only the anonymous summary while sealed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support';
import { award, bid, deliver, loadModules, newUser, openTender, type WorldUser } from './world';

let poster: WorldUser;
let geodesist: WorldUser;
let admin: WorldUser;

const posterStars = { quality: 5, schedule: 3, communication: 4 };
const contractorStars = { clarity: 4, responsiveness: 4, fairness: 5 };
const TARTU = {
  type: 'Polygon',
  coordinates: [
    [
      [26.7, 58.37],
      [26.74, 58.37],
      [26.74, 58.39],
      [26.7, 58.39],
      [26.7, 58.37],
    ],
  ],
};

beforeAll(async () => {
  await loadModules();
  [poster, geodesist, admin] = await Promise.all([newUser('tenderPoster', 'approved', 'RtPoster'), newUser('geodesist', 'approved', 'RtSurveyor'), newUser('admin', 'approved', 'RtAdmin')]);
});

/** A tender of `poster` awarded to `geodesist`, delivered and completed; returns its id. */
async function completed(title: string): Promise<string> {
  const { tenderId } = await openTender(poster, title);
  await award(poster, tenderId, await bid(geodesist, tenderId));
  await deliver(geodesist, tenderId);
  const done = await api(poster.token, 'POST', `/tenders/${tenderId}/complete`);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return tenderId;
}

/** Polls `read` until `ok` holds of its answer. */
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const profileOf = async (viewer: WorldUser, user: WorldUser, tenderId?: string) => api(viewer.token, 'GET', `/profiles/${user.sub}${tenderId ? `?tenderId=${tenderId}` : ''}`);
const notified = (user: WorldUser, type: string, tenderId: string) =>
  until(
    async () =>
      ((await api(user.token, 'GET', '/notifications')).body.items as { type?: string; notificationType?: string; referenceId: string; message: string }[]).find(
        (n) => (n.type ?? n.notificationType) === type && n.referenceId === tenderId,
      ),
    Boolean,
  );

describe('profiles', () => {
  it('keeps the stated qualifications, and shows the service areas as the areas one works in', async () => {
    const point = await api(geodesist.token, 'PUT', '/profiles/me/service-areas', { areas: [{ type: 'Point', coordinates: [26.72, 58.38] }], searches: [] });
    expect(point.status).toBe(400);
    expect(JSON.stringify(point.body)).toContain('polygon');
    const abroad = await api(geodesist.token, 'PUT', '/profiles/me/service-areas', { areas: [{ ...TARTU, coordinates: [TARTU.coordinates[0]!.map(([x, y]) => [x! - 20, y])] }], searches: [] });
    expect(abroad.status).toBe(400);
    const tooMany = Array.from({ length: 6 }, (_, i) => ({ field: 'Cadastral surveying', licenceNumber: `EE-${i}` }));
    expect((await api(geodesist.token, 'PUT', '/profiles/me', { qualifications: tooMany })).status).toBe(400);
    expect((await api(geodesist.token, 'PUT', '/profiles/me/service-areas', { areas: [TARTU], searches: [] })).status).toBe(200);
    const saved = await api(geodesist.token, 'PUT', '/profiles/me', { qualifications: [{ field: 'Cadastral surveying', licenceNumber: 'EE-0042' }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.qualifications).toEqual([{ field: 'Cadastral surveying', licenceNumber: 'EE-0042' }]);
    expect(saved.body.areas.map((a: { type: string }) => a.type)).toEqual(['Polygon']);
  });
});

describe('ratings', () => {
  it('counts a completion once, keeps ratings blind until both rated, and reveals them once when both rate at once', async () => {
    const before = (await api(geodesist.token, 'GET', '/profiles/me')).body;
    const tenderId = await completed('Survey rated by both sides at once');
    await until(
      async () => (await api(geodesist.token, 'GET', '/profiles/me')).body.completedProjects,
      (n) => n === before.completedProjects + 1,
    );

    const [a, b] = await Promise.all([
      api(poster.token, 'POST', `/tenders/${tenderId}/ratings`, { stars: posterStars, text: 'Precise work, a day late' }),
      api(geodesist.token, 'POST', `/tenders/${tenderId}/ratings`, { stars: contractorStars, text: 'Clear brief' }),
    ]);
    expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([201, 201]);
    const seen = await api(poster.token, 'GET', `/tenders/${tenderId}/ratings`);
    expect(seen.body.revealed).toBe(true);
    expect(seen.body.ratings.map((r: { side: string }) => r.side).sort()).toEqual(['contractor', 'poster']);

    const profile = await profileOf(poster, geodesist, tenderId);
    expect(profile.status).toBe(200);
    expect(profile.body.ratings.count).toBe(before.ratings.count + 1);
    expect(profile.body.qualifications).toEqual([{ field: 'Cadastral surveying', licenceNumber: 'EE-0042' }]);
    // Revealed once: the "you were rated" notification, and a second rating of a side is refused.
    await notified(geodesist, 'rating_received', tenderId);
    expect((await api(poster.token, 'POST', `/tenders/${tenderId}/ratings`, { stars: posterStars, text: 'Again' })).status).toBe(409);
    expect((await api(poster.token, 'PUT', `/tenders/${tenderId}/ratings/mine`, { stars: posterStars, text: 'Changed' })).status).toBe(409);
  });

  it('hides the first rating from the other side and from the summary until the second; changes until revealed', async () => {
    const before = (await profileOf(admin, geodesist)).body.ratings.count as number;
    const tenderId = await completed('Survey rated one side at a time');
    expect((await api(poster.token, 'POST', `/tenders/${tenderId}/ratings`, { stars: contractorStars, text: 'Wrong criteria' })).status).toBe(400);
    expect((await api(poster.token, 'POST', `/tenders/${tenderId}/ratings`, { stars: posterStars, text: 'Good' })).status).toBe(201);

    const blind = await api(geodesist.token, 'GET', `/tenders/${tenderId}/ratings`);
    expect(blind.body).toMatchObject({ revealed: false, canRate: true, ratings: [] });
    expect((await profileOf(admin, geodesist)).body.ratings.count).toBe(before);

    const changed = await api(poster.token, 'PUT', `/tenders/${tenderId}/ratings/mine`, { stars: { quality: 2, schedule: 2, communication: 2 }, text: 'Second thoughts' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await api(geodesist.token, 'POST', `/tenders/${tenderId}/ratings`, { stars: contractorStars, text: 'Fair' })).status).toBe(201);

    const open = await api(geodesist.token, 'GET', `/tenders/${tenderId}/ratings`);
    const theirs = open.body.ratings.find((r: { side: string }) => r.side === 'poster');
    expect(theirs.text).toBe('Second thoughts');
    expect((await profileOf(admin, geodesist)).body.ratings.count).toBe(before + 1);

    // One reply by the person rated, after the reveal.
    expect((await api(admin.token, 'POST', `/tenders/${tenderId}/ratings/reply`, { text: 'Not mine' })).status).toBe(403);
    expect((await api(geodesist.token, 'POST', `/tenders/${tenderId}/ratings/reply`, { text: 'The weather held us up' })).status).toBe(200);
    expect((await api(geodesist.token, 'POST', `/tenders/${tenderId}/ratings/reply`, { text: 'Again' })).status).toBe(409);
    await notified(poster, 'rating_replied', tenderId);

    // The admin hides it: out of the summary, the author told, the history shows it; hiding again: 409.
    const hidden = await api(admin.token, 'POST', `/tenders/${tenderId}/ratings/hide`, { side: 'poster', reason: 'Insults' });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.rating).toMatchObject({ hidden: true, stars: null, text: 'Hidden by an admin: Insults' });
    expect((await api(admin.token, 'POST', `/tenders/${tenderId}/ratings/hide`, { side: 'poster', reason: 'Again' })).status).toBe(409);
    expect((await profileOf(admin, geodesist)).body.ratings.count).toBe(before);
    await notified(poster, 'rating_hidden', tenderId);
    const history = await api(poster.token, 'GET', `/tenders/${tenderId}/history`);
    expect(history.body.items.map((e: { kind: string }) => e.kind)).toContain('rating_hidden');
  });

  it('reveals a lone rating once its window has passed, at the next read, counting it once', async () => {
    const before = (await profileOf(admin, geodesist)).body.ratings.count as number;
    const tenderId = await completed('Survey rated by one side only');
    expect((await api(poster.token, 'POST', `/tenders/${tenderId}/ratings`, { stars: posterStars, text: 'Good' })).status).toBe(201);
    // Move the window into the past, as 14 days passing would.
    const { tableOf } = await import('../../lambdas/table/model-table');
    const { ratingRoundModel } = await import('../../lambdas/features/ratings/data/rating-models');
    const { tenderModel } = await import('../../lambdas/features/tenders/public');
    const past = new Date(Date.now() - 15 * 86_400_000).toISOString();
    await tableOf(ratingRoundModel).write({ tenderId }, { set: { revealDue: new Date(Date.now() - 86_400_000).toISOString() } }, { mustExist: true });
    await tableOf(tenderModel).write({ tenderId }, { set: { completedAt: past } }, { mustExist: true });

    const [x, y] = await Promise.all([api(geodesist.token, 'GET', `/tenders/${tenderId}/ratings`), api(poster.token, 'GET', `/tenders/${tenderId}/ratings`)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(x.body).toMatchObject({ revealed: true, canRate: false });
    expect(x.body.ratings).toHaveLength(1);
    expect((await profileOf(admin, geodesist)).body.ratings.count).toBe(before + 1);
    expect((await api(geodesist.token, 'POST', `/tenders/${tenderId}/ratings`, { stars: contractorStars, text: 'Late' })).status).toBe(409);
    const listed = await api(poster.token, 'GET', `/profiles/${geodesist.sub}/ratings?tenderId=${tenderId}`);
    expect(listed.body.items.some((r: { tenderId: string }) => r.tenderId === tenderId)).toBe(true);
  });

  it('shows the poster only the anonymous summary of a bidder while sealed, and the profile after the award', async () => {
    const { tenderId } = await openTender(poster, 'Sealed survey');
    const bidId = await bid(geodesist, tenderId);
    const summary = await api(poster.token, 'GET', `/tenders/${tenderId}/bids/${bidId}/summary`);
    expect(summary.status).toBe(200);
    expect(Object.keys(summary.body).sort()).toEqual(['completedProjects', 'ratings']);
    expect(summary.body.completedProjects).toBeGreaterThan(0);
    expect((await profileOf(poster, geodesist, tenderId)).status).toBe(403);
    expect((await api(geodesist.token, 'GET', `/tenders/${tenderId}/bids/${bidId}/summary`)).status).toBe(403);
    await award(poster, tenderId, bidId);
    expect((await profileOf(poster, geodesist, tenderId)).status).toBe(200);
    expect((await profileOf(geodesist, poster, tenderId)).status).toBe(200);
  });
});
