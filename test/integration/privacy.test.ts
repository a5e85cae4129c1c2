/**
 * A user's own data on the local cloud: the export holds the user's records and no one else's;
 * an open contract blocks the erasure with the tender's name (the user's own request and the admin's alike);
 * once the erasure is accepted the very next request is 401, and after the queued erasure the other party's records keep their amounts under
 * 'Deleted user', the history keeps the erasure without personal data, no e-mail reaches the address, and
 * the user's Open tenders without bids and exports are gone with their files.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { api, cloud, cognito, mailTo, objectsUnder, registerConfirmAndSignIn, waitForMail } from './support';
import { award, bid, deliver, erasureDone, loadModules, newUser, openTender, type WorldUser } from './world';

let admin: WorldUser;
let poster: WorldUser;
let contractor: WorldUser;
let loser: WorldUser;
let stranger: WorldUser;
let contract: { tenderId: string; attachmentId: string };
let strangerTender: { tenderId: string; attachmentId: string };
const contactMarker = randomUUID().slice(0, 8);
const erasedMessageId = randomUUID();

/** Asks for an export as `user` and waits for the worker to make it ready; returns the parsed file. */
async function exportOf(user: WorldUser): Promise<{ text: string; json: any }> {
  const asked = await api(user.token, 'POST', '/me/data-export');
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const deadline = Date.now() + 30_000;
  let state = asked.body.export;
  while (state.status === 'preparing' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 300));
    state = (await api(user.token, 'GET', '/me/data-export')).body.export;
  }
  expect(state).toMatchObject({ status: 'ready', downloadUrl: expect.any(String) });
  const text = await (await fetch(state.downloadUrl)).text();
  return { text, json: JSON.parse(text) };
}

beforeAll(async () => {
  const { notifications } = await loadModules();
  admin = await newUser('admin', 'approved', 'Warden');
  poster = await newUser('tenderPoster', 'approved', 'Poster');
  contractor = await newUser('geodesist', 'approved', 'Erased');
  loser = await newUser('geodesist', 'approved', 'Loser');
  stranger = await newUser('tenderPoster', 'approved', 'Stranger');
  contract = await openTender(poster, 'Levelling of the privacy test site');
  const winning = await bid(contractor, contract.tenderId, 1500);
  await bid(loser, contract.tenderId, 1700);
  await award(poster, contract.tenderId, winning);
  await deliver(contractor, contract.tenderId);
  strangerTender = await openTender(stranger, 'Someone else’s tender');
  await notifications.createNotifications([contractor.sub], { type: 'bid_accepted', message: 'Your bid was accepted', referenceId: contract.tenderId, referenceType: 'tender' });
  await notifications.createNotifications([loser.sub], { type: 'bid_rejected', message: 'Not this time', referenceId: contract.tenderId, referenceType: 'tender' });
  const { createContactMessage } = await import('../../lambdas/features/contact/data/contact-messages');
  await createContactMessage({ messageId: erasedMessageId, name: 'Erased Person', email: contractor.email, subject: `Question ${contactMarker}`, message: 'Call me back' });
  await createContactMessage({ messageId: randomUUID(), name: 'Loser Person', email: loser.email, subject: `Other ${contactMarker}`, message: 'Not theirs' });
}, 120_000);

describe('the data export (GDPR articles 15 and 20)', () => {
  it('holds the geodesist’s profile, bids, deliveries with file links, notifications and contact messages, and nothing of anyone else', async () => {
    const { text, json } = await exportOf(contractor);
    expect(json.profile).toMatchObject({ userId: contractor.sub, email: contractor.email, phone: contractor.phone, company: contractor.company });
    expect(json.bids).toEqual([expect.objectContaining({ tenderId: contract.tenderId, amountCents: 150_000, status: 'Accepted' })]);
    expect(json.deliveries).toHaveLength(1);
    const file = json.deliveries[0].files[0];
    expect(file.filename).toBe('survey-report.pdf');
    expect((await fetch(await fileUrlOf(contractor, file.downloadUrl))).status).toBe(200);
    expect(json.notifications.map((n: { message: string }) => n.message)).toContain('Your bid was accepted');
    expect(json.contactMessages).toEqual([expect.objectContaining({ subject: `Question ${contactMarker}`, email: contractor.email })]);
    // (A notification may name another poster's tender: 'new tender' went to every geodesist.)
    for (const foreign of [loser.sub, loser.email, stranger.sub, stranger.email, poster.email, poster.phone, 'Not this time', `Other ${contactMarker}`]) expect(text, foreign).not.toContain(foreign);
    // Asked again at once: the same export, no second file (its JSON and its copy of the one deliverable).
    const again = await api(contractor.token, 'POST', '/me/data-export');
    expect(again.body.export).toMatchObject({ exportId: json.exportId, status: 'ready' });
    expect(await objectsUnder(`exports/${contractor.sub}/`)).toHaveLength(2);
  }, 60_000);

  it('holds the poster’s tenders with attachment links, and not another poster’s', async () => {
    const { json } = await exportOf(poster);
    expect(json.tenders.map((t: { tenderId: string }) => t.tenderId)).toEqual([contract.tenderId]);
    expect(json.tenders[0].attachments).toEqual([expect.objectContaining({ attachmentId: contract.attachmentId, downloadUrl: expect.any(String) })]);
    expect(json.bids).toEqual([]);
  }, 60_000);
});

/** The download link a link inside an export (`/account?exportFile=…`) leads `user` to, asked of the API as the Account page does. */
async function fileUrlOf(user: WorldUser, href: string): Promise<string> {
  const [exportId, file] = new URL(href).searchParams.get('exportFile')!.split('/');
  const opened = await api(user.token, 'GET', `/me/data-export?exportId=${exportId}&file=${file}`);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return opened.body.fileUrl;
}

/** The pool's attributes of user `sub`, by name. */
async function poolAttributes(sub: string): Promise<Record<string, string>> {
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: cloud.ids.userPoolId, Username: sub }));
  return Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name!, a.Value!]));
}

describe('the export is whole', () => {
  it('holds what the user pool holds about the user, and a profile change reaches the pool’s copy, the user’s own and an admin’s', async () => {
    const signedIn = await registerConfirmAndSignIn('tenderPoster', { 'custom:company': 'Pool Company', 'custom:phone': '+372 5000 1234' });
    const user = { token: signedIn.accessToken } as WorldUser;
    const { json } = await exportOf(user);
    expect(json.signIn).toMatchObject({
      status: 'CONFIRMED',
      enabled: true,
      attributes: { email: signedIn.email, given_name: 'Test', 'custom:company': 'Pool Company', 'custom:phone': '+372 5000 1234' },
    });

    const own = await api(signedIn.accessToken, 'PUT', '/me/profile', { firstName: 'Renamed', lastName: 'Person', company: null, phone: null });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const afterOwn = await poolAttributes(signedIn.sub);
    expect(afterOwn).toMatchObject({ given_name: 'Renamed', family_name: 'Person' });
    expect(afterOwn).not.toHaveProperty('custom:company');
    expect(afterOwn).not.toHaveProperty('custom:phone');

    const byAdmin = await api(admin.token, 'PATCH', `/admin/users/${signedIn.sub}`, { firstName: 'Edited', lastName: 'ByAdmin', company: 'New Company', phone: null });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect(await poolAttributes(signedIn.sub)).toMatchObject({ given_name: 'Edited', family_name: 'ByAdmin', 'custom:company': 'New Company' });
  }, 60_000);

  it('holds copies of the user’s files, whose links open them through the Account page for as long as the export is kept', async () => {
    const { json } = await exportOf(poster);
    const attachment = json.tenders[0].attachments[0];
    expect(JSON.stringify(json)).not.toMatch(/X-Amz-/);
    const link = new URL(attachment.downloadUrl);
    expect(link.pathname).toBe('/account');
    const [exportId, file] = link.searchParams.get('exportFile')!.split('/');
    expect(Number(file)).toBe(attachment.file);
    const download = await fetch(await fileUrlOf(poster, attachment.downloadUrl));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(attachment.filename);
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(await objectsUnder(`exports/${poster.sub}/${exportId}/files/`)).toHaveLength(json.tenders.flatMap((t: { attachments: unknown[] }) => t.attachments).length);
    // Not another user's export, and no file it does not hold.
    expect((await api(contractor.token, 'GET', `/me/data-export?exportId=${exportId}&file=${file}`)).status).toBe(404);
    expect((await api(poster.token, 'GET', `/me/data-export?exportId=${exportId}&file=99`)).status).toBe(404);
  }, 60_000);
});

describe('erasure (GDPR article 17)', () => {
  it('is refused while a contract is open, with the tender’s name, to the user and to an admin alike', async () => {
    const own = await api(contractor.token, 'DELETE', '/me', { confirm: 'ERASE' });
    expect(own.status).toBe(409);
    expect(own.body.message).toMatch(/contractor of the tender “Levelling of the privacy test site”/);
    const byAdmin = await api(admin.token, 'DELETE', `/admin/users/${contractor.sub}`);
    expect(byAdmin).toMatchObject({ status: 409, body: { message: own.body.message } });
    const posterOwn = await api(poster.token, 'DELETE', '/me', { confirm: 'ERASE' });
    expect(posterOwn.status).toBe(409);
    expect(posterOwn.body.message).toMatch(/Your tender “Levelling of the privacy test site” .* is In Progress/);
    expect((await api(contractor.token, 'GET', '/me')).status).toBe(200);
  });

  it('ends access at once and keeps the poster’s records with the amounts under ‘Deleted user’, without personal data, and sends no e-mail', async () => {
    expect((await api(poster.token, 'POST', `/tenders/${contract.tenderId}/complete`)).status).toBe(200);
    const erased = await api(contractor.token, 'DELETE', '/me', { confirm: 'ERASE' });
    expect(erased, JSON.stringify(erased.body)).toMatchObject({ status: 200, body: { userId: contractor.sub, status: 'erasing' } });

    expect(await api(contractor.token, 'GET', '/notifications')).toMatchObject({ status: 401, body: { message: 'Your account no longer exists' } });
    expect((await api(contractor.token, 'GET', '/me')).status).toBe(401);
    await erasureDone(contractor.sub);
    const { notificationsOf } = await import('../../lambdas/features/privacy/data/user-records');
    expect(await notificationsOf(contractor.sub)).toEqual([]);

    const bids = await api(poster.token, 'GET', `/tenders/${contract.tenderId}/bids`);
    const rows = bids.body.items as { amountCents: number; label: string; bidderName: string | null; comment: string | null; isContractor: boolean }[];
    expect(rows.find((r) => r.isContractor)).toMatchObject({ amountCents: 150_000, label: 'Deleted user', bidderName: null, comment: null });
    expect(rows.find((r) => !r.isContractor)).toMatchObject({ amountCents: 170_000, label: expect.stringContaining('Loser') });
    const deliveries = await api(poster.token, 'GET', `/tenders/${contract.tenderId}/deliveries`);
    expect(deliveries.body.items[0]).toMatchObject({ geodesistName: 'Deleted user' });
    expect(JSON.stringify([bids.body, deliveries.body])).not.toMatch(new RegExp(`${contractor.email}|${contractor.company}|${contractor.phone.replace('+', '\\+')}`));

    const history = await api(admin.token, 'GET', `/admin/users/${contractor.sub}/history`);
    expect(history.body.items[0]).toMatchObject({ action: 'delete', targetName: 'Deleted user' });
    expect(JSON.stringify(history.body)).not.toContain(contractor.email);

    const { contactMessagesFrom } = await import('../../lambdas/features/privacy/data/user-records');
    expect(await contactMessagesFrom(contractor.email)).toEqual([]);
    expect((await contactMessagesFrom(loser.email)).map((m) => m.name)).toEqual(['Loser Person']);
    // The message stays for the team, without its sender and out of the sender index.
    const { ContactMessageEntity } = await import('../../lambdas/features/contact/data/contact-entities');
    const kept = (await ContactMessageEntity.get({ messageId: erasedMessageId }).go({ data: 'raw' })).data as unknown as { Item: Record<string, unknown> };
    expect(kept.Item).toMatchObject({ name: 'Deleted user', email: '', subject: `Question ${contactMarker}`, message: 'Call me back' });
    expect(kept.Item).not.toHaveProperty('gsi2pk');
    expect(kept.Item).not.toHaveProperty('gsi2sk');
    // Kept records end: the message a year after the erasure, the history three years.
    const year = 365 * 86_400;
    const nowS = Date.now() / 1000;
    expect(kept.Item.expiresAt as number).toBeGreaterThan(nowS + year - 600);
    expect(kept.Item.expiresAt as number).toBeLessThan(nowS + year + 600);
    const { tableOf } = await import('../../lambdas/table/model-table');
    const { auditEntryModel } = await import('../../lambdas/features/account/data/user-models');
    const entries = await tableOf<{ expiresAt?: number }>(auditEntryModel).queryAll('byTarget', { targetUserId: contractor.sub });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(Math.abs(entry.expiresAt! - (nowS + 3 * year))).toBeLessThan(600);

    // An e-mail queued to the address now is dropped; one to another address in the same moment arrives.
    const { enqueueEmail } = await import('../../lambdas/kernel/mail-queue');
    await enqueueEmail({ to: contractor.email, subject: `After erasure ${contactMarker}`, text: 'Should not arrive' });
    await enqueueEmail({ to: loser.email, subject: `After erasure ${contactMarker}`, text: 'Arrives' });
    await waitForMail(loser.email, new RegExp(`After erasure ${contactMarker}`));
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailTo(contractor.email)).filter((m) => m.subject.includes(contactMarker))).toEqual([]);
    expect(await objectsUnder(`exports/${contractor.sub}/`)).toEqual([]);
  }, 60_000);

  it('deletes a poster’s Open tender without bids and their exports, files and all', async () => {
    await exportOf(stranger);
    const erased = await api(stranger.token, 'DELETE', '/me', { confirm: 'erase' });
    expect(erased, JSON.stringify(erased.body)).toMatchObject({ status: 200, body: { status: 'erasing' } });
    await erasureDone(stranger.sub);
    expect((await api(admin.token, 'GET', `/tenders/${strangerTender.tenderId}`)).status).toBe(404);
    expect(await objectsUnder(`tenders/${strangerTender.tenderId}/`)).toEqual([]);
    expect(await objectsUnder(`exports/${stranger.sub}/`)).toEqual([]);
  }, 60_000);

  it('is the admin’s deletion too: a Pending bid is withdrawn, an Open tender and exports go; an admin cannot be erased', async () => {
    const other = await newUser('tenderPoster', 'approved', 'OtherPoster');
    const open = await openTender(other, 'Open tender with a bid of the deleted geodesist');
    await bid(loser, open.tenderId, 800);
    await exportOf(loser);
    const deleted = await api(admin.token, 'DELETE', `/admin/users/${loser.sub}`);
    expect(deleted).toMatchObject({ status: 200, body: { userId: loser.sub, deleted: true } });
    await erasureDone(loser.sub);
    expect((await api(other.token, 'GET', `/tenders/${open.tenderId}`)).body).toMatchObject({ bidCount: 0 });
    expect((await api(loser.token, 'GET', '/me')).status).toBe(401);

    const doomedPoster = await newUser('tenderPoster', 'approved', 'DoomedPoster');
    const doomed = await openTender(doomedPoster, 'Tender of a deleted poster');
    expect((await api(admin.token, 'DELETE', `/admin/users/${doomedPoster.sub}`)).status).toBe(200);
    await erasureDone(doomedPoster.sub);
    expect(await objectsUnder(`tenders/${doomed.tenderId}/`)).toEqual([]);

    expect((await api(admin.token, 'DELETE', '/me', { confirm: 'ERASE' })).status).toBe(403);
  }, 60_000);
});

describe('questions about tenders (GDPR articles 15, 17 and 20)', () => {
  it('are in the asker’s export with the answer; after the asker’s erasure the question stays, its asker ‘Deleted user’ to admins', async () => {
    const owner = await newUser('tenderPoster', 'approved', 'QuestionPoster');
    const live = await newUser('geodesist', 'approved', 'LiveAsker');
    const asker = await newUser('geodesist', 'approved', 'Asker');
    const { tenderId } = await openTender(owner, 'Survey asked about by two geodesists');
    const asked = await api(asker.token, 'POST', `/tenders/${tenderId}/questions`, { text: 'Are the boundary marks in place?' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const mine = await api(live.token, 'POST', `/tenders/${tenderId}/questions`, { text: 'Is a site visit possible?' });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const answer = await api(owner.token, 'POST', `/tenders/${tenderId}/questions/${mine.body.question.questionId}/answer`, { text: 'Yes, on Mondays.' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    // The live geodesist's export lists their own question with its answer, and not the other asker's.
    const { json, text } = await exportOf(live);
    expect(json.questions).toEqual([
      expect.objectContaining({ tenderId, tenderTitle: 'Survey asked about by two geodesists', text: 'Is a site visit possible?', answer: expect.objectContaining({ text: 'Yes, on Mondays.' }) }),
    ]);
    expect(text).not.toContain('Are the boundary marks in place?');

    expect((await api(asker.token, 'DELETE', '/me', { confirm: 'ERASE' })).status).toBe(200);
    await erasureDone(asker.sub);

    // The text stays for every reader; admins read 'Deleted user' for the erased asker and still the live one's name.
    const listed = await api(admin.token, 'GET', `/tenders/${tenderId}/questions`);
    const byText = Object.fromEntries(listed.body.items.map((q: { text: string; askerName: string }) => [q.text, q.askerName]));
    expect(byText).toEqual({ 'Are the boundary marks in place?': 'Deleted user', 'Is a site visit possible?': live.company });
    expect((await api(live.token, 'GET', `/tenders/${tenderId}/questions`)).body.items).toHaveLength(2);
    // Nothing stored names the erased asker: their questions left the asker index.
    const { questionsAskedBy } = await import('../../lambdas/features/procurement/public');
    const { getQuestion } = await import('../../lambdas/features/procurement/data/questions');
    expect(await getQuestion(tenderId, asked.body.question.questionId)).toMatchObject({ askerId: '', text: 'Are the boundary marks in place?' });
    expect(await questionsAskedBy(asker.sub)).toEqual([]);
    expect(await questionsAskedBy(live.sub)).toHaveLength(1);
  }, 90_000);
});
