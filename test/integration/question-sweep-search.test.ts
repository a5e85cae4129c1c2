/**
 * The question sweep keeps search in step on the local cloud: a tender whose deadline the sweep moved (a question
 * unanswered at the question deadline) sorts by its new deadline in a search's `expiringSoon` order, as after a
 * poster's own edit of the deadline.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { invokeFunction } from './aws-calls';
import { api } from './support';
import { loadModules, newUser, uploadPdf, type WorldUser } from './world';
import { addWorkingDays } from '../../lambdas/features/procurement/domain/working-days';

const { url: recorder } = inject('awsCalls');

let poster: WorldUser;
let asker: WorldUser;

beforeAll(async () => {
  await loadModules();
  [poster, asker] = await Promise.all([newUser('tenderPoster', 'approved', 'SweepPoster'), newUser('geodesist', 'approved', 'SweepAsker')]);
});

/** A new Open tender of `poster` titled `title`, with its deadline and question deadline; returns its id. */
async function newTender(title: string, expiryDate: string, questionDeadline: string): Promise<string> {
  const key = await uploadPdf(poster.token, 'attachment');
  const created = await api(poster.token, 'POST', '/tenders', { title, description: 'Levelling of the site', expiryDate, questionDeadline, attachments: [key] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.tender.tenderId;
}

describe('the question sweep and search', () => {
  it('moves the tender in the expiringSoon order of a search when it moves the deadline', async () => {
    const word = `sweep${randomUUID().slice(0, 8)}`;
    const moved = '2099-06-30T12:00:00.000Z';
    // One day later than the first deadline, and earlier than it once moved by two working days.
    const later = '2099-07-01T12:00:00.000Z';
    expect(addWorkingDays(moved, 2) > later).toBe(true);
    const first = await newTender(`Levelling ${word} first`, moved, new Date(Date.now() + 4_000).toISOString());
    const second = await newTender(`Levelling ${word} second`, later, '2099-06-01T12:00:00.000Z');
    const soonest = async () => ((await api(asker.token, 'GET', `/tenders?search=${word}&sort=expiringSoon`)).body.items as { tenderId: string }[]).map((t) => t.tenderId);
    expect(await soonest()).toEqual([first, second]);

    expect((await api(asker.token, 'POST', `/tenders/${first}/questions`, { text: 'Is there a site visit?' })).status).toBe(201);
    await new Promise((r) => setTimeout(r, 4_500));
    await invokeFunction(recorder, 'question-sweep');

    expect((await api(asker.token, 'GET', `/tenders/${first}`)).body.expiryDate).toBe(addWorkingDays(moved, 2));
    expect(await soonest()).toEqual([second, first]);
  }, 60_000);
});
