/**
 * The texts of notifications and e-mails in both languages (lambdas/domain/i18n/notices.ts, catalogue part
 * `notices`): English is the text of before, word for word; Estonian is written with Estonian dates
 * ('26.06.2026 kell 10:00', Tallinn's time) and money ('1 234,50 €').
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { noticeDate, noticeEuros, noticeText } from '../../lambdas/domain/i18n/notices';
import { formatEuros } from '../../lambdas/domain/money';
import { CANCEL_REASON_LABELS, type CancelReason } from '../../lambdas/features/procurement/domain/cancellation';
import { NOTIFICATION_LABELS, NOTIFICATION_TYPES, notificationSubject } from '../../lambdas/features/notifications/domain/notifications';
import { digestSubject } from '../../lambdas/features/notifications/domain/digest';
import { amendmentMessage } from '../../lambdas/features/notifications/amendment-listeners';
import { cancelledMessage } from '../../lambdas/features/notifications/cancellation-listeners';
import { deadlineNoticeTexts } from '../../lambdas/features/notifications/deadline-listeners';
import { deadlineText } from '../../lambdas/features/notifications/procurement-listeners';
import { automaticAcceptanceTexts, reviewReminderText } from '../../lambdas/features/notifications/review-listeners';
import { approvalEmail } from '../../lambdas/features/notifications/account-listeners';
import { roleCodeOf } from '../../lambdas/features/notifications/registration-email';
import { unreadEmail } from '../../lambdas/features/notifications/message-listeners';

const NBSP = '\u00a0';
const AT = '2026-06-26T07:00:00.000Z'; // 10:00 in Tallinn (summer time)

describe('dates and money', () => {
  it('writes a deadline in Tallinn: English as before, Estonian as 26.06.2026 kell 10:00', () => {
    expect(deadlineText(AT)).toBe('26 June 2026 at 10:00');
    expect(deadlineText(AT, 'et')).toBe('26.06.2026 kell 10:00');
    expect(noticeDate('2026-12-31T23:30:00.000Z', 'date', 'et')).toBe('01.01.2027');
    expect(noticeDate('2026-12-31T23:30:00.000Z', 'dateUtc', 'et')).toBe('31.12.2026');
  });

  it('writes euros in English as the specs show and in Estonian with a space between thousands', () => {
    expect(noticeEuros(123_450, 'en')).toBe(formatEuros(123_450));
    expect(noticeEuros(123_450, 'et')).toBe(`1${NBSP}234,50${NBSP}€`);
  });
});

describe('labels and subjects', () => {
  it('keeps every English label and subject of before, and has an Estonian one for each type', () => {
    expect(notificationSubject('bid_received', 'Parcel 12')).toBe('New Bid Received "Parcel 12" — GeoTender');
    expect(notificationSubject('bid_received', 'Parcel 12', 'et')).toBe('Uus pakkumine „Parcel 12“ — GeoTender');
    expect(notificationSubject('admin_user_registered', null, 'et')).toBe('Uus kasutaja registreerus — GeoTender');
    for (const type of NOTIFICATION_TYPES) {
      expect(notificationSubject(type)).toBe(`${NOTIFICATION_LABELS[type]} — GeoTender`);
      expect(noticeText('et', `notice.label.${type}`)).not.toBe(NOTIFICATION_LABELS[type]);
    }
  });

  it('names the digest’s count by each language’s plural', () => {
    expect(digestSubject(1)).toBe('1 new tender for you — GeoTender daily digest');
    expect(digestSubject(3)).toBe('3 new tenders for you — GeoTender daily digest');
    expect(digestSubject(1, 'et')).toBe('1 uus hange sulle — GeoTenderi päevakokkuvõte');
    expect(digestSubject(3, 'et')).toBe('3 uut hanget sulle — GeoTenderi päevakokkuvõte');
  });
});

describe('what happened', () => {
  const amended = { title: 'Survey', version: 2, reason: 'New parcel', expiryDate: '2026-07-01T00:00:00.000Z', deadlineFrom: '2026-06-20T00:00:00.000Z', confirm: true };

  it('writes an amendment with its optional sentences', () => {
    expect(amendmentMessage(amended)).toBe('"Survey" was amended (version 2): New parcel. The deadline is now 1 July 2026. Please confirm or update your bid.');
    expect(amendmentMessage({ ...amended, deadlineFrom: undefined, confirm: false })).toBe('"Survey" was amended (version 2): New parcel.');
    expect(amendmentMessage(amended, 'et')).toBe('Hanget „Survey“ muudeti (versioon 2): New parcel. Uus tähtaeg on 01.07.2026. Palun kinnita või muuda oma pakkumist.');
  });

  it('names a registered person’s role in each language’s words', () => {
    const values = { name: 'Mari Maasikas', email: 'mari@example.com', role: 'Tender Poster', roleCode: roleCodeOf('Tender Poster'), approval: 'yes' };
    expect(noticeText('en', 'notice.userRegistered', values)).toBe('Mari Maasikas (mari@example.com) registered as Tender Poster and awaits your approval');
    expect(noticeText('en', 'notice.userRegistered', { ...values, approval: 'no' })).toBe('Mari Maasikas (mari@example.com) registered as Tender Poster');
    expect(noticeText('et', 'notice.userRegistered', values)).toBe('Mari Maasikas (mari@example.com) registreerus hankijana ja ootab sinu kinnitust');
  });

  it('names each cancellation reason by its label in English, and in Estonian', () => {
    for (const reason of Object.keys(CANCEL_REASON_LABELS) as CancelReason[]) {
      expect(cancelledMessage({ title: 'Survey', reason })).toBe(`The tender "Survey" has been cancelled (${CANCEL_REASON_LABELS[reason]})`);
      expect(cancelledMessage({ title: 'Survey', reason }, 'et')).toMatch(/^Hange „Survey“ on tühistatud \([a-zõäöü ]+\)$/);
    }
  });

  it('counts the bids before a deadline by the plural of each language', () => {
    const e = { which: 'deadline' as const, deadline: AT };
    expect(deadlineNoticeTexts(e, { title: 'Survey', bidCount: 1 }).poster).toBe('Bidding on your tender "Survey" closes in 24 hours, on 26 June 2026 at 10:00. It has 1 bid so far.');
    expect(deadlineNoticeTexts(e, { title: 'Survey', bidCount: 1200 }).poster).toContain('It has 1200 bids so far.');
    expect(deadlineNoticeTexts(e, { title: 'Survey', bidCount: 1 }, 'et')).toEqual({
      poster: 'Pakkumiste esitamine sinu hankele „Survey“ lõpeb 24 tunni pärast, 26.06.2026 kell 10:00. Seni on tehtud 1 pakkumine.',
      geodesists: 'Pakkumiste esitamine hankele „Survey“ lõpeb 24 tunni pärast, 26.06.2026 kell 10:00.',
    });
    expect(deadlineNoticeTexts(e, { title: 'Survey', bidCount: 3 }, 'et').poster).toContain('Seni on tehtud 3 pakkumist.');
  });

  it('writes the review reminders and the automatic acceptance with the fee summary', () => {
    expect(reviewReminderText('reminder', 'Survey', '2026-06-01T10:00:00.000Z', 'et')).toBe('Hanke „Survey“ üleantud tööd on oodanud sinu ülevaatust 7 päeva. Võta need vastu või palu muudatusi.');
    expect(reviewReminderText('warning', 'Survey', '2026-06-01T10:00:00.000Z', 'et')).toMatch(/võetakse need automaatselt vastu \d\d\.\d\d\.2026\.$/);
    const et = automaticAcceptanceTexts('Survey', 123_456, 'et');
    expect(et.poster).toBe(
      `Hanke „Survey“ üleantud tööd võeti automaatselt vastu, sest neid ei vaadatud 14 päeva jooksul üle: pakkumine 1${NBSP}234,56${NBSP}€, platvormi tasu 98,76${NBSP}€, kokku 1${NBSP}333,32${NBSP}€.`,
    );
    expect(automaticAcceptanceTexts('Survey', 123_456).contractor).toBe('Your deliverables for "Survey" were accepted automatically after 14 days without the poster\'s review.');
  });
});

describe('e-mails of their own', () => {
  beforeAll(() => vi.stubEnv('SITE_URL', 'https://geotender.example'));
  afterAll(() => vi.unstubAllEnvs());
  const person = { firstName: 'Mari', lastName: 'Maasikas', email: 'mari@example.com' };

  it('tells of the approval decision in the person’s language', () => {
    expect(approvalEmail(person, true).subject).toBe('Your GeoTender account has been approved');
    expect(approvalEmail(person, true).text).toMatch(/^Hello Mari Maasikas,\n\nyour account has been approved\. Sign in at https?:\/\/\S+\/login to start\.$/);
    expect(approvalEmail({ ...person, language: 'et' }, false)).toEqual({
      subject: 'Sinu GeoTenderi konto lükati tagasi',
      text: expect.stringMatching(/^Tere, Mari Maasikas!\n\nSinu konto lükati tagasi\. Kui arvad, et see on eksitus, vasta sellele e-kirjale või kasuta lehte https?:\/\/\S+\/contact\.$/),
    });
  });

  it('writes the unread-messages e-mail in the recipient’s language', () => {
    expect(unreadEmail('Survey', 't-1').text).toMatch(/^You have unread messages about "Survey"\.\n\nRead and answer them on GeoTender: /);
    expect(unreadEmail('Survey', 't-1', 'et')).toEqual({
      subject: 'Lugemata sõnumid „Survey“ — GeoTender',
      text: expect.stringMatching(/^Sul on hanke „Survey“ kohta lugemata sõnumeid\.\n\nLoe ja vasta neile GeoTenderis: \S+\n\n\(Hange t-1\. /),
    });
  });
});
