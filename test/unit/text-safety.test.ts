/**
 * Text that the API accepts survives the e-mail queue, and text it cannot carry is refused at the schema
 * (a NUL in a contact message was answered 201 and then lost on the way to the admins).
 */
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { bidPlaceSchema } from '../../lambdas/features/bids/domain/schemas';
import { contactSchema } from '../../lambdas/features/contact/domain/schemas';
import { CONTROL_CHARACTERS_MESSAGE, stagedKeySchema } from '../../lambdas/domain/schemas';
import { profileUpdateSchema, registerSchema } from '../../lambdas/features/account/domain/schemas';
import { userCreateSchema, userUpdateSchema } from '../../lambdas/features/admin/domain/schemas';
import { tenderFieldsSchema, tenderUpdateSchema } from '../../lambdas/features/tenders/domain/schemas';
import { hasUnseenCharacters, UNSEEN_CHARACTERS_MESSAGE } from '../../lambdas/domain/characters';
import { sanitizeFileName } from '../../lambdas/domain/files';
import { encodeEmailBody } from '../../lambdas/kernel/mail-queue';

const contact = { name: 'Jo Survey', email: 'jo@example.com', subject: 'Parcel 12', message: 'Is the boundary survey still open?' };

describe('control characters', () => {
  it('refuses NUL and other control characters in free text with a message saying so', () => {
    for (const bad of ['a\u0000b', 'bell\u0007', 'esc\u001b[0m', 'del\u007f']) {
      const result = safeParse(contactSchema, { ...contact, message: `Question ${bad} about the parcel` });
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error!.issues.map((i) => i.message)).toContain(CONTROL_CHARACTERS_MESSAGE);
    }
    expect(safeParse(profileUpdateSchema, { firstName: 'A\u0000', lastName: 'B' }).success).toBe(false);
    expect(safeParse(bidPlaceSchema, { amount: 10, comment: 'x\u0000' }).success).toBe(false);
  });

  it('keeps tabs, line breaks, emoji and right-to-left text', () => {
    expect(safeParse(contactSchema, { ...contact, message: 'Line one\r\n\tLine two 😀 שלום \u202e' }).success).toBe(true);
  });

  it('refuses an upload key with a control character', () => {
    expect(safeParse(stagedKeySchema, 'staging/u-1/up-1/site\u0000plan.pdf').success).toBe(false);
    expect(safeParse(stagedKeySchema, 'staging/u-1/up-1/site plan.pdf').success).toBe(true);
  });
});

describe('names a person can read', () => {
  /** Bidi controls (override, isolate, marks), zero-width characters, the BOM, a soft hyphen, a C1 control, a line separator. */
  const unseen = ['\u202E', '\u202A', '\u2066', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u0085', '\u2028'];
  const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
  const register = {
    role: 'geodesist',
    firstName: 'Gerd',
    lastName: 'Geo',
    email: 'gerd@example.com',
    company: 'Maamõõt OÜ',
    password: 'Survey2026',
    confirmPassword: 'Survey2026',
    acceptTerms: true,
  };
  const tender = { title: 'Topographic survey', description: 'A survey of a plot in Tartu.', expiryDate: '2099-01-01' };

  it('refuses each in a person’s first and last name, a company and a tender title, saying so on the field', () => {
    for (const c of unseen) {
      const named = `Ma${c}ria`;
      expect(messagesOf(safeParse(registerSchema, { ...register, firstName: named })), JSON.stringify(c)).toContain(`firstName: ${UNSEEN_CHARACTERS_MESSAGE}`);
      expect(messagesOf(safeParse(registerSchema, { ...register, company: `Geo${c} OÜ` }))).toContain(`company: ${UNSEEN_CHARACTERS_MESSAGE}`);
      expect(messagesOf(safeParse(profileUpdateSchema, { firstName: 'Maria', lastName: named }))).toContain(`lastName: ${UNSEEN_CHARACTERS_MESSAGE}`);
      expect(messagesOf(safeParse(userCreateSchema, { firstName: named, email: 'm@example.com', password: 'Survey2026', role: 'geodesist' }))).toContain(`firstName: ${UNSEEN_CHARACTERS_MESSAGE}`);
      expect(messagesOf(safeParse(userUpdateSchema, { firstName: 'Maria', lastName: named, company: null }))).toContain(`lastName: ${UNSEEN_CHARACTERS_MESSAGE}`);
      expect(messagesOf(safeParse(userUpdateSchema, { firstName: 'Maria', company: `Ge${c}o` }))).toContain(`company: ${UNSEEN_CHARACTERS_MESSAGE}`);
      expect(messagesOf(safeParse(tenderFieldsSchema, { ...tender, title: `Survey ${c}gpj.exe` }))).toContain(`title: ${UNSEEN_CHARACTERS_MESSAGE}`);
      expect(messagesOf(safeParse(tenderUpdateSchema, { title: `Survey ${c}gpj.exe` }))).toContain(`title: ${UNSEEN_CHARACTERS_MESSAGE}`);
      expect(messagesOf(safeParse(contactSchema, { ...contact, name: named }))).toContain(`name: ${UNSEEN_CHARACTERS_MESSAGE}`);
    }
  });

  it('keeps names in any script, with accents, apostrophes, hyphens and emoji', () => {
    for (const name of ['Jüri Õunapuu', 'Zoë O’Brien-Smith', 'שלום', 'مريم', '김민준', 'Ana 😀']) {
      expect(safeParse(registerSchema, { ...register, firstName: name, company: name }).success, name).toBe(true);
      expect(safeParse(tenderFieldsSchema, { ...tender, title: `Survey ${name}` }).success, name).toBe(true);
    }
  });

  it('is the one class file names are cleaned of', () => {
    for (const c of unseen) {
      expect(hasUnseenCharacters(`a${c}b`), JSON.stringify(c)).toBe(true);
      expect(sanitizeFileName(`a${c}b.pdf`), JSON.stringify(c)).toBe('a_b.pdf');
    }
    expect(hasUnseenCharacters('Jüri Õunapuu, Maamõõt OÜ')).toBe(false);
  });
});

describe('e-mail queue body', () => {
  it('is printable ASCII only and decodes to the same message, whatever the text', () => {
    const mail = { to: ['a@example.com'], subject: 'Grüße 😀 \ud800', text: 'line\nnext "q" \\ € \u0000', html: '<p>&lt;script&gt;</p>' };
    const body = encodeEmailBody(mail);
    expect(body).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(body)).toEqual(mail);
  });
});
