/**
 * Questions and answers on the local cloud (docs/decisions/procurement/questions.md): a geodesist asks, the poster is
 * told; the poster answers with a file, the bidders and askers are told and download it; the asker stays unnamed to
 * all but admins; the sweep moves the deadline of a tender whose question was unanswered at the question deadline by
 * two working days, once, with its history entry and the bidders told.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { invokeFunction } from './aws-calls';
import { api } from './support';
import { bid, loadModules, newUser, openTender, uploadPdf, type WorldUser } from './world';
import { addWorkingDays } from '../../lambdas/features/procurement/domain/working-days';

const { url: recorder } = inject('awsCalls');

let poster: WorldUser;
let bidder: WorldUser;
let asker: WorldUser;
let admin: WorldUser;

beforeAll(async () => {
  await loadModules();
  [poster, bidder, asker, admin] = await Promise.all([
    newUser('tenderPoster', 'approved', 'QaPoster'),
    newUser('geodesist', 'approved', 'QaBidder'),
    newUser('geodesist', 'approved', 'QaAsker'),
    newUser('admin', 'approved', 'QaAdmin'),
  ]);
});

/** Waits until `user` has a notification of `type` about `tenderId`; returns its message. */
async function notified(user: WorldUser, type: string, tenderId: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api(user.token, 'GET', '/notifications');
    const found = (res.body.items as { notificationType?: string; type?: string; referenceId: string; message: string }[]).find(
      (n) => (n.type ?? n.notificationType) === type && n.referenceId === tenderId,
    );
    if (found) return found.message;
    if (Date.now() > deadline) throw new Error(`no ${type} notification for ${user.email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('asking and answering', () => {
  it('tells the poster of a question, the bidders and askers of the answer, and serves the answer’s file', async () => {
    const { tenderId } = await openTender(poster, 'Survey with questions');
    await bid(bidder, tenderId);
    const asked = await api(asker.token, 'POST', `/tenders/${tenderId}/questions`, { text: 'Which coordinate system should we use?' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const { questionId } = asked.body.question;
    expect(await notified(poster, 'question_asked', tenderId)).toContain('Survey with questions');

    // Refusals write nothing: a poster asks, another geodesist answers, an empty answer.
    expect((await api(poster.token, 'POST', `/tenders/${tenderId}/questions`, { text: 'Mine?' })).status).toBe(403);
    expect((await api(bidder.token, 'POST', `/tenders/${tenderId}/questions/${questionId}/answer`, { text: 'No' })).status).toBe(403);
    expect((await api(poster.token, 'POST', `/tenders/${tenderId}/questions/${questionId}/answer`, { text: ' ' })).status).toBe(400);

    const file = await uploadPdf(poster.token, 'attachment', 'coordinates.pdf');
    const answered = await api(poster.token, 'POST', `/tenders/${tenderId}/questions/${questionId}/answer`, { text: 'L-EST97, heights in EH2000.', file });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.question.answer.file.filename).toBe('coordinates.pdf');
    expect((await api(poster.token, 'POST', `/tenders/${tenderId}/questions/${questionId}/answer`, { text: 'Again' })).status).toBe(409);

    for (const geodesist of [bidder, asker]) expect(await notified(geodesist, 'question_answered', tenderId)).toContain('has been answered');

    const listed = await api(bidder.token, 'GET', `/tenders/${tenderId}/questions`);
    expect(listed.body.items).toEqual([expect.objectContaining({ questionId, askerName: null, answer: expect.objectContaining({ text: 'L-EST97, heights in EH2000.' }) })]);
    expect(JSON.stringify(listed.body)).not.toContain(asker.sub);
    expect((await api(admin.token, 'GET', `/tenders/${tenderId}/questions`)).body.items[0].askerName).toBe(asker.company);
    const link = await api(bidder.token, 'GET', `/tenders/${tenderId}/questions/${questionId}/answer/file`);
    expect(link.status).toBe(200);
    expect((await fetch(link.body.url)).status).toBe(200);

    const tender = await api(poster.token, 'GET', `/tenders/${tenderId}`);
    expect(tender.body.questionCount).toBe(1);
    const history = await api(admin.token, 'GET', `/tenders/${tenderId}/history`);
    expect(history.body.items.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['question_asked', 'question_answered']));
  });
});

describe('the sweep of unanswered questions', () => {
  it('moves the deadline by two working days once, with a history entry, and tells the bidders', async () => {
    const key = await uploadPdf(poster.token, 'attachment');
    const questionDeadline = new Date(Date.now() + 10_000).toISOString();
    const created = await api(poster.token, 'POST', '/tenders', {
      title: 'Survey with a late answer',
      description: 'Topographic survey of the parcel',
      expiryDate: '2099-06-30T12:00:00.000Z',
      questionDeadline,
      attachments: [key],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { tenderId } = created.body.tender;
    await bid(bidder, tenderId);
    expect((await api(asker.token, 'POST', `/tenders/${tenderId}/questions`, { text: 'Is there a site visit?' })).status).toBe(201);
    expect((await api(asker.token, 'POST', `/tenders/${tenderId}/questions`, { text: 'And parking?' })).status).toBe(201);
    await new Promise((r) => setTimeout(r, Date.parse(questionDeadline) - Date.now() + 500));
    expect((await api(asker.token, 'POST', `/tenders/${tenderId}/questions`, { text: 'Too late?' })).status).toBe(409);

    await invokeFunction(recorder, 'question-sweep');
    await invokeFunction(recorder, 'question-sweep');
    const tender = await api(poster.token, 'GET', `/tenders/${tenderId}`);
    expect(tender.body.expiryDate).toBe(addWorkingDays('2099-06-30T12:00:00.000Z', 2));
    const history = await api(admin.token, 'GET', `/tenders/${tenderId}/history`);
    const moves = history.body.items.filter((e: { kind: string }) => e.kind === 'deadline_moved');
    expect(moves).toEqual([expect.objectContaining({ actorRole: 'system', details: expect.objectContaining({ from: '2099-06-30T12:00:00.000Z', to: tender.body.expiryDate }) })]);
    expect(await notified(bidder, 'deadline_moved', tenderId)).toContain('Survey with a late answer');
  });
});
