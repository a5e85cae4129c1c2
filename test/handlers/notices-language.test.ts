/**
 * Notifications in the recipient's language (lambdas/domain/i18n/notices.ts, docs/decisions/web/languages.md): one
 * event, an Estonian and an English recipient; each gets the in-app record, the push and the e-mail in their own
 * language, and the English ones are the texts of before. Also the registration e-mail per admin's language and
 * Cognito's e-mails in the language the sign-up sent.
 */
import './env';
import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bidReceived } from '../../lambdas/features/bids/events';
import { userRegistered } from '../../lambdas/features/account/events';
import { formatEuros } from '../../lambdas/domain/money';
import { call, callers, ddb, httpEvent, ids, profile, profileItem, resetMocks, sqs, storeProfiles } from './support';

const pushes = vi.hoisted(() => [] as unknown[][]);
vi.mock('../../lambdas/features/notifications/realtime', async (original) => ({
  ...(await original<object>()),
  pushToUser: async (...args: unknown[]) => {
    pushes.push(args);
    return 1;
  },
}));
const { dispatch } = await import('../../lambdas/features/notifications/event-listeners');
const { emailRegistration } = await import('../../lambdas/features/notifications/registration-email');
const { emailAdmins } = await import('../../lambdas/features/account/admin-mail');
const { noticeText } = await import('../../lambdas/domain/i18n/notices');
const { handler: emailTest } = await import('../../lambdas/features/admin/handlers/admin-email-test');
const { handler: customMessage } = await import('../../lambdas/features/account/triggers/custom-message');

const e = { ...bidReceived.example, amountCents: 123_450 };
const posterEt = profile({ userId: e.creatorId, role: 'tenderPoster', email: 'piret@example.com', firstName: 'Piret', lastName: 'Põder', language: 'et' });
const adminEn = profile({ userId: '0b6f1f7e-2c1d-4a0e-9a7b-3e5d2c1b0a99', role: 'admin', email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin' });
const adminEt = profile({ userId: '1c7e2a8f-3d2e-4b1f-8b8c-4f6e3d2c1b00', role: 'admin', email: 'haldur@example.com', firstName: 'Mari', lastName: 'Maasikas', language: 'et' });

const transactPuts = () => ddb.commandCalls(TransactWriteCommand).flatMap((c) => c.args[0].input.TransactItems!.map((t) => t.Put!.Item!));
const mails = () => sqs.commandCalls(SendMessageBatchCommand).flatMap((c) => c.args[0].input.Entries!.map((x) => JSON.parse(x.MessageBody!)));
const mailTo = (address: string) => mails().find((m) => (m.to as string[]).includes(address));

beforeEach(() => {
  resetMocks();
  pushes.length = 0;
  ddb.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => ({ Item: [profileItem(posterEt)].find((i) => i.pk === input.Key.pk && i.sk === input.Key.sk) }));
  ddb.on(QueryCommand).resolves({ Items: [profileItem(adminEn)] });
  ddb.on(BatchGetCommand).resolves({ Responses: {}, UnprocessedKeys: {} });
  ddb.on(TransactWriteCommand).resolves({});
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [] });
});

describe('one event, recipients of two languages', () => {
  it('gives the Estonian poster an Estonian record, push and e-mail, and the English admin the English ones of before', async () => {
    await dispatch({ type: 'bid_received', ...e }, { eventId: `bid_received:${e.bidId}`, atMs: Date.parse('2026-06-01T10:00:00Z') });

    const records = transactPuts();
    expect(records.find((r) => r.userId === posterEt.userId)?.message).toBe(`Said hankele „${e.title}“ uue pakkumise summas 1\u00a0234,50\u00a0€`);
    expect(records.find((r) => r.userId === adminEn.userId)?.message).toBe(`A bid of ${formatEuros(123_450)} was placed on "${e.title}"`);
    expect(pushes.find(([userId]) => userId === posterEt.userId)?.[1]).toMatchObject({ message: `Said hankele „${e.title}“ uue pakkumise summas 1\u00a0234,50\u00a0€` });

    const et = mailTo(posterEt.email)!;
    expect(et.subject).toBe(`Uus pakkumine „${e.title}“ — GeoTender`);
    expect(et.text).toContain('Tere, Piret Põder!');
    expect(et.text).toContain('Ava GeoTenderis: https://');
    expect(et.text).toContain('Muuda, milliseid e-kirju saad:');
    expect(et.html).toContain('<h2>Uus pakkumine</h2>');
    expect(et.html).not.toMatch(/Open in GeoTender|Notification settings|Hello/);

    const en = mailTo(adminEn.email)!;
    expect(en.subject).toBe(`New Bid Received "${e.title}" — GeoTender`);
    expect(en.text.split('\n\n')).toEqual([
      'Hello Ada Admin,',
      `A bid of ${formatEuros(123_450)} was placed on "${e.title}"`,
      expect.stringMatching(/^Open in GeoTender: https?:\/\/.+\/admin\/tender\//),
      expect.stringMatching(/^Change which e-mails you get: https?:\/\/.+\/account\/notifications$/),
    ]);
  });

  it('reads no more than before: the recipients’ profiles once, nothing per recipient for the language', async () => {
    await dispatch({ type: 'bid_received', ...e }, { eventId: `bid_received:${e.bidId}:2`, atMs: Date.parse('2026-06-01T10:00:00Z') });
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
  });

  it('treats an unknown stored language as English', async () => {
    const odd = { ...posterEt, language: 'xx' as never };
    ddb.on(GetCommand).resolves({ Item: profileItem(odd) });
    await dispatch({ type: 'bid_received', ...e }, { eventId: `bid_received:${e.bidId}:3`, atMs: Date.parse('2026-06-01T10:00:00Z') });
    expect(mailTo(posterEt.email)?.subject).toBe(`New Bid Received "${e.title}" — GeoTender`);
  });
});

describe('the registration e-mail to the admins', () => {
  it('goes to each admin in their language, one e-mail per language', async () => {
    const event = { ...userRegistered.example, name: 'Gert Geodeet', email: 'gert@example.com', role: 'Geodesist', needsApproval: true };
    expect(await emailRegistration([adminEn, adminEt], event, 'user_registered:x')).toBe(2);
    expect(mailTo(adminEt.email)).toMatchObject({ subject: 'Uus geodeedi registreerumine: Gert Geodeet', dedupeKey: 'user_registered:x:admin_registration:1' });
    expect(mailTo(adminEt.email)!.text).toMatch(/^Gert Geodeet \(gert@example.com\) registreerus geodeedina\.\n\nKonto ootab sinu kinnitust: https?:\/\/.+\/admin$/);
    expect(mailTo(adminEn.email)).toMatchObject({ subject: 'New Geodesist registration: Gert Geodeet', dedupeKey: 'user_registered:x:admin_registration:0' });
    expect(mailTo(adminEn.email)!.text).toMatch(/^Gert Geodeet \(gert@example.com\) registered as Geodesist\.\n\nThe account is awaiting your approval: /);
  });
});

describe('the contact form’s e-mail to the admins', () => {
  it('goes to each admin in their language', async () => {
    ddb.on(QueryCommand).resolves({ Items: [profileItem(adminEn), profileItem(adminEt)] });
    sqs.on(SendMessageCommand).resolves({});
    const values = { subject: 'Koordinaadid', name: 'Mati', email: 'mati@example.com', message: 'Tere' };
    expect(
      await emailAdmins(
        (l) => noticeText(l, 'notice.contact.subject', values),
        (l) => noticeText(l, 'notice.contact.text', values),
      ),
    ).toBe(2);
    const sent = sqs.commandCalls(SendMessageCommand).map((c) => JSON.parse(c.args[0].input.MessageBody!));
    expect(sent.map((m) => [m.to, m.subject, m.text])).toEqual([
      [[adminEn.email], 'Contact form: Koordinaadid', 'From: Mati <mati@example.com>\nSubject: Koordinaadid\n\nTere'],
      [[adminEt.email], 'Kontaktivorm: Koordinaadid', 'Saatja: Mati <mati@example.com>\nTeema: Koordinaadid\n\nTere'],
    ]);
  });
});

describe('the admin’s test e-mail', () => {
  it('is written in the language of the admin who sends it', async () => {
    storeProfiles(profile({ userId: ids.admin, role: 'admin', email: 'alma.admin@example.com', language: 'et' }));
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
    const res = await call(emailTest, httpEvent({ caller: callers.admin, body: { to: 'keegi@example.com' } }));
    expect(res.status).toBe(200);
    const [mail] = sqs.commandCalls(SendMessageCommand).map((c) => JSON.parse(c.args[0].input.MessageBody!));
    expect(mail).toMatchObject({
      subject: 'GeoTenderi test-e-kiri',
      text: expect.stringMatching(/^See on test-e-kiri, mille saatis GeoTenderi halduslehelt \S+\. Kui saad seda lugeda, e-post töötab\.$/),
    });
  });
});

describe('Cognito’s e-mails', () => {
  const event = (source: string, request: Partial<CustomMessageTriggerEvent['request']>) =>
    ({ triggerSource: source, request: { codeParameter: '{####}', userAttributes: { email: 'uus@example.com' }, ...request }, response: {} }) as unknown as CustomMessageTriggerEvent;

  it('writes the confirmation in the language the sign-up sent, and a reset in the user’s locale', async () => {
    const signUp = await customMessage(event('CustomMessage_SignUp', { clientMetadata: { language: 'et' } }));
    expect(signUp.response.emailSubject).toBe('Kinnita oma GeoTenderi konto');
    expect(signUp.response.emailMessage).toContain('Registreerimise lõpetamiseks kinnita oma e-posti aadress.');
    expect(signUp.response.emailMessage).toContain('Või sisesta see kood: <strong>{####}</strong>');
    const reset = await customMessage(event('CustomMessage_ForgotPassword', { userAttributes: { email: 'uus@example.com', locale: 'et-EE' } }));
    expect(reset.response.emailSubject).toBe('Lähtesta oma GeoTenderi parool');
    expect(reset.response.emailMessage).toContain('>Lähtesta mu parool</a>');
  });

  it('writes English without a language, or with one GeoTender does not speak', async () => {
    for (const request of [{}, { clientMetadata: { language: 'fi' } }]) {
      const out = await customMessage(event('CustomMessage_SignUp', request));
      expect(out.response.emailSubject).toBe('Confirm your GeoTender account');
      expect(out.response.emailMessage).toContain('<h2>Welcome to GeoTender</h2><p>Confirm your e-mail address to finish your registration.</p>');
      expect(out.response.emailMessage).toContain('<p>Or enter this code: <strong>{####}</strong></p><p style="color:#6b7280;font-size:12px">If you did not ask for this, ignore this e-mail.</p>');
    }
  });
});
