/**
 * Messages on the local cloud (docs/decisions/after-award/messages.md): after the award the poster and the
 * contractor write, with a file through the verified upload path; counts are kept (two posts at once both count),
 * mark-read resets them and shows 'Read' to the other side; pages run upward by cursor; an admin posts as GeoTender
 * support and hides a message (the history shows it); after completion the thread is read-only; nobody else reads it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, mailTo, moveClock, openSocket, waitForMail } from './support';
import { award, bid, deliver, loadModules, newUser, openTender, uploadPdf, type WorldUser } from './world';
import { MESSAGE_PAGE_SIZE, messageMessages, SUPPORT_AUTHOR } from '../../lambdas/features/messages/domain/messages';

let poster: WorldUser;
let contractor: WorldUser;
let other: WorldUser;
let admin: WorldUser;

// The clock goes back to real time, so later files' timers wait as they should.
afterAll(() => moveClock({ offsetMs: 0 }));

beforeAll(async () => {
  await loadModules();
  [poster, contractor, other, admin] = await Promise.all([
    newUser('tenderPoster', 'approved', 'MsgPoster'),
    newUser('geodesist', 'approved', 'MsgContractor'),
    newUser('geodesist', 'approved', 'MsgOther'),
    newUser('admin', 'approved', 'MsgAdmin'),
  ]);
});

async function awardedTender(title: string): Promise<string> {
  const { tenderId } = await openTender(poster, title);
  const [won] = await Promise.all([bid(contractor, tenderId), bid(other, tenderId, 1500)]);
  // Before the award there is no thread.
  expect(await api(poster.token, 'GET', `/tenders/${tenderId}/messages`)).toMatchObject({ status: 404, body: { message: messageMessages.noThread } });
  await award(poster, tenderId, won);
  return tenderId;
}
const MINUTE = 60_000;
const advance = (ms: number) => moveClock({ advanceMs: ms });
const page = (user: WorldUser, tenderId: string, cursor?: string) => api(user.token, 'GET', `/tenders/${tenderId}/messages${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
const post = (user: WorldUser, tenderId: string, body: unknown) => api(user.token, 'POST', `/tenders/${tenderId}/messages`, body);

describe('a thread after the award', () => {
  it('carries text and files both ways, keeps the unread counts through a race of two posts, and shows read receipts', async () => {
    const tenderId = await awardedTender('Survey with a conversation');
    expect((await page(other, tenderId)).status).toBe(403);
    expect((await post(other, tenderId, { text: 'Me too?' })).status).toBe(403);

    // Two posts of the poster at once: both stored, both counted for the contractor, who hears of each over the WebSocket.
    const { socket, messages: pushed } = await openSocket(contractor.token);
    const [a, b] = await Promise.all([post(poster, tenderId, { text: 'Which benchmark do you tie in?' }), post(poster, tenderId, { text: 'And the height system?' })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    let seen = await page(contractor, tenderId);
    expect(seen.body.items.map((m: { text: string }) => m.text).sort()).toEqual(['And the height system?', 'Which benchmark do you tie in?']);
    expect(seen.body.thread).toMatchObject({ side: 'contractor', unread: 2, writable: true });
    await vi.waitFor(() => expect(pushed.filter((m) => (m as { type: string }).type === 'message')).toHaveLength(2), { timeout: 15_000, interval: 200 });
    expect(pushed).toContainEqual({ type: 'message', tenderId, messageId: a.body.message.messageId, unread: expect.any(Number) });
    socket.close();
    // The bell's count: both posts, on this tender, kept per person (two posts at once add 2, not 1).
    const bell = async (user: typeof contractor) => (await api(user.token, 'GET', '/notifications')).body.messages as { total: number; tenders: { tenderId: string; unread: number }[] };
    expect((await bell(contractor)).tenders.find((t) => t.tenderId === tenderId)).toMatchObject({ unread: 2, title: 'Survey with a conversation' });

    // The contractor answers with a file: verified, stored under the tender, downloadable by both sides.
    const file = await uploadPdf(contractor.token, 'deliverable', 'benchmarks.pdf', tenderId);
    const answer = await post(contractor, tenderId, { text: 'BM 4711, heights in EH2000.', files: [file] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { messageId, files } = answer.body.message;
    const link = await api(poster.token, 'GET', `/tenders/${tenderId}/messages/${messageId}/files/${files[0].fileId}`);
    expect(link.status).toBe(200);
    expect((await fetch(link.body.url)).status).toBe(200);

    // The contractor marks read up to the newest; the poster sees 'Read' up to their messages.
    seen = await page(contractor, tenderId);
    expect((await bell(poster)).tenders.find((t) => t.tenderId === tenderId)).toMatchObject({ unread: 1 });
    expect((await api(contractor.token, 'POST', `/tenders/${tenderId}/messages/read`, { upTo: seen.body.items[0].messageId })).body).toEqual({ unread: 0 });
    expect((await bell(contractor)).tenders.some((t) => t.tenderId === tenderId)).toBe(false);
    const posterView = await page(poster, tenderId);
    expect(posterView.body.thread).toMatchObject({ unread: 1, lastRead: { contractor: messageId } });
    // Marking read up to an older message than the newest keeps the count (a newer one was not seen).
    const older = posterView.body.items[1].messageId;
    expect((await api(poster.token, 'POST', `/tenders/${tenderId}/messages/read`, { upTo: older })).body).toEqual({ unread: 1 });
    expect((await bell(poster)).tenders.find((t) => t.tenderId === tenderId)).toMatchObject({ unread: 1 });
    expect((await api(poster.token, 'POST', `/tenders/${tenderId}/messages/read`, { upTo: messageId })).body).toEqual({ unread: 0 });
    expect((await bell(poster)).total).toBe(0);
  });

  it('pages upward by cursor, one page at a time', async () => {
    const tenderId = await awardedTender('Survey with a long thread');
    for (let i = 0; i < MESSAGE_PAGE_SIZE + 2; i++) expect((await post(i % 2 ? contractor : poster, tenderId, { text: `Message ${i}` })).status).toBe(201);
    const first = await page(poster, tenderId);
    expect(first.body.items).toHaveLength(MESSAGE_PAGE_SIZE);
    expect(first.body.items[0].text).toBe(`Message ${MESSAGE_PAGE_SIZE + 1}`);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await page(poster, tenderId, first.body.nextCursor);
    expect(second.body.items.map((m: { text: string }) => m.text)).toEqual(['Message 1', 'Message 0']);
    expect((await page(contractor, tenderId)).body.thread.unread).toBe(Math.ceil((MESSAGE_PAGE_SIZE + 2) / 2));
  });

  it('lets an admin post as GeoTender support and hide a message; read-only after completion', async () => {
    const tenderId = await awardedTender('Survey under moderation');
    const rude = await post(contractor, tenderId, { text: 'Call me on +372 5555 5555' });
    const support = await post(admin, tenderId, { text: 'Please keep contact details on the platform.' });
    expect(support.body.message).toMatchObject({ author: 'support', authorName: SUPPORT_AUTHOR });
    const hidden = await api(admin.token, 'POST', `/tenders/${tenderId}/messages/${rude.body.message.messageId}/hide`, { reason: 'Contact details' });
    expect(hidden.status).toBe(200);
    const posterView = (await page(poster, tenderId)).body.items.find((m: { messageId: string }) => m.messageId === rude.body.message.messageId);
    expect(posterView).toMatchObject({ text: null, hidden: { reason: 'Contact details' } });
    const history = await api(poster.token, 'GET', `/tenders/${tenderId}/history`);
    expect(history.body.items.map((h: { kind: string }) => h.kind)).toContain('message_hidden');

    await deliver(contractor, tenderId);
    expect((await api(poster.token, 'POST', `/tenders/${tenderId}/complete`)).status).toBe(200);
    expect(await post(poster, tenderId, { text: 'Thanks!' })).toMatchObject({ status: 409, body: { message: messageMessages.readOnly } });
    expect((await page(contractor, tenderId)).body.thread).toMatchObject({ writable: false, readOnlyReason: messageMessages.readOnly });
  });

  it('e-mails a message unread for 10 minutes, once an hour at most per thread, and not after it was read', async () => {
    const tenderId = await awardedTender('Survey with an unread message');
    expect((await post(poster, tenderId, { text: 'Are you on site on Monday?' })).status).toBe(201);
    expect((await post(poster, tenderId, { text: 'Please confirm.' })).status).toBe(201);
    await advance(11 * MINUTE);
    // Only this thread's e-mails count: the contractor's other threads (earlier tests) have timers of their own.
    const thisThread = /Unread Messages "Survey with an unread message/;
    await waitForMail(contractor.email, thisThread, 20_000);

    // Read, then a new message unread for 10 minutes: within the hour of the last e-mail, no second one.
    let seen = await page(contractor, tenderId);
    await api(contractor.token, 'POST', `/tenders/${tenderId}/messages/read`, { upTo: seen.body.items[0].messageId });
    expect((await post(poster, tenderId, { text: 'Any news?' })).status).toBe(201);
    await advance(11 * MINUTE);
    await new Promise((r) => setTimeout(r, 3_000));
    expect((await mailTo(contractor.email)).filter((m) => thisThread.test(m.subject))).toHaveLength(1);

    // Read in time: the timer is cancelled and nothing is sent, also after the hour.
    seen = await page(contractor, tenderId);
    await api(contractor.token, 'POST', `/tenders/${tenderId}/messages/read`, { upTo: seen.body.items[0].messageId });
    expect((await post(poster, tenderId, { text: 'Thanks for the update.' })).status).toBe(201);
    seen = await page(contractor, tenderId);
    await api(contractor.token, 'POST', `/tenders/${tenderId}/messages/read`, { upTo: seen.body.items[0].messageId });
    await advance(70 * MINUTE);
    await new Promise((r) => setTimeout(r, 3_000));
    expect((await mailTo(contractor.email)).filter((m) => thisThread.test(m.subject))).toHaveLength(1);
  });
});
