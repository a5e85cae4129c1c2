import { describe, expect, it } from 'vitest';
import { approvalDecisionSchema } from '../../lambdas/features/admin/domain/schemas';
import { contactSchema } from '../../lambdas/features/contact/domain/schemas';
import { messages, stagedKeySchema } from '../../lambdas/domain/schemas';
import { profileUpdateSchema, registerSchema, resetPasswordSchema } from '../../lambdas/features/account/domain/schemas';
import { budgetEurosSchema, tenderCreateSchema, tenderListQuerySchema } from '../../lambdas/features/tenders/domain/schemas';
import { tenderFieldMessages } from '../../lambdas/features/tenders/domain/tender';

/** The first message of each field, as the API and the forms show it. */
const issues = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[String(i.path[0] ?? '_')] ??= i.message;
  return out;
};

describe('tender create', () => {
  it('gives each spec message', () => {
    const r = tenderCreateSchema.safeParse({ title: 'abcd', description: 'too short', expiryDate: '2000-01-01', attachments: [] });
    expect(issues(r)).toEqual({
      title: messages.titleMin,
      description: messages.descriptionMin,
      expiryDate: messages.expiryFuture,
      attachments: messages.missingAttachments,
    });
  });

  it('requires an expiry date and accepts a valid tender, saving an empty reference as null', () => {
    expect(issues(tenderCreateSchema.safeParse({ title: 'Valid title', description: 'Long enough text', expiryDate: '', attachments: ['x'] })).expiryDate).toBe(messages.expiryRequired);
    const ok = tenderCreateSchema.parse({
      title: ' Valid title ',
      description: 'Long enough text',
      reference: '  ',
      expiryDate: '2099-01-01',
      attachments: ['staging/abc/def-1/plan.pdf'],
    });
    expect(ok.title).toBe('Valid title');
    expect(ok.reference).toBeNull();
  });

  it('accepts only staged keys', () => {
    expect(stagedKeySchema.safeParse('staging/u1/up-1/a.pdf').success).toBe(true);
    expect(stagedKeySchema.safeParse('tenders/t/a/a.pdf').success).toBe(false);
    expect(stagedKeySchema.safeParse('staging/u1/../a.pdf').success).toBe(false);
  });
});

describe('account forms', () => {
  it('register: terms, password length and matching passwords', () => {
    const r = registerSchema.safeParse({
      role: 'geodesist',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: 'abc',
      confirmPassword: 'abd',
      acceptTerms: false,
    });
    const msgs = r.error!.issues.map((i) => i.message);
    expect(msgs).toContain(messages.passwordTooShort);
    expect(msgs).toContain(messages.termsNotAccepted);
  });

  it('register refuses the admin role', () => {
    const r = registerSchema.safeParse({ role: 'admin', firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'Abcdefg1', confirmPassword: 'Abcdefg1', acceptTerms: true });
    expect(issues(r).role).toBeDefined();
  });

  it('reset password: the four rules and the match', () => {
    const m = (password: string, confirmPassword = password) => resetPasswordSchema.safeParse({ password, confirmPassword }).error?.issues[0]?.message;
    expect(m('Ab1')).toBe(messages.resetMin);
    expect(m('abcdefg1')).toBe(messages.resetUpper);
    expect(m('ABCDEFG1')).toBe(messages.resetLower);
    expect(m('Abcdefgh')).toBe(messages.resetNumber);
    expect(m('Abcdefg1', 'Abcdefg2')).toBe(messages.passwordsDoNotMatch);
  });

  it('reset password: takes a password that meets the rules and its confirmation, and reports a mismatch on the confirmation', () => {
    expect(resetPasswordSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }).success).toBe(true);
    expect(issues(resetPasswordSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg2' }))).toEqual({ confirmPassword: messages.passwordsDoNotMatch });
  });

  it('profile: first and last name required', () => {
    expect(issues(profileUpdateSchema.safeParse({ firstName: '', lastName: '' }))).toEqual({ firstName: messages.firstNameRequired, lastName: messages.lastNameRequired });
  });

  it('contact: each field message', () => {
    expect(issues(contactSchema.safeParse({ name: 'J', email: 'x', subject: 'Hi', message: 'short' }))).toEqual({
      name: messages.contactName,
      email: messages.validEmail,
      subject: messages.contactSubject,
      message: messages.contactMessage,
    });
  });
});

describe('API inputs', () => {
  it('list query defaults to open, newest', () => {
    expect(tenderListQuerySchema.parse({})).toMatchObject({ scope: 'open', sort: 'newest' });
    expect(tenderListQuerySchema.safeParse({ scope: 'everything' }).success).toBe(false);
  });

  it('list query takes one status or several, comma-separated, and refuses one it does not know', () => {
    expect(tenderListQuerySchema.parse({ status: 'Open, In Progress,' }).status).toEqual(['Open', 'In Progress']);
    expect(tenderListQuerySchema.parse({ status: 'Completed' }).status).toEqual(['Completed']);
    expect(tenderListQuerySchema.parse({ status: 'Cancelled' }).status).toEqual(['Cancelled']);
    expect(issues(tenderListQuerySchema.safeParse({ status: 'Open,Withdrawn' }))).toEqual({ status: 'Unknown tender status' });
  });

  it('approval decision is approved or rejected only', () => {
    expect(approvalDecisionSchema.safeParse({ status: 'approved' }).success).toBe(true);
    expect(approvalDecisionSchema.safeParse({ status: 'pending' }).success).toBe(false);
  });
});

describe('missing fields', () => {
  it('answers a missing contact field with that field’s spec message, not a type error', () => {
    const result = contactSchema.safeParse({ name: 'Anna' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({
      email: 'Please enter a valid email address',
      subject: 'Subject must be at least 3 characters',
      message: 'Message must be at least 10 characters',
    });
  });

  it('answers a tender without attachments with the Missing Attachments message', () => {
    const result = tenderCreateSchema.safeParse({ title: 'Boundary survey', description: 'Survey of parcel 12 please', expiryDate: '2099-01-01' });
    expect(result.error!.issues.map((i) => i.message)).toEqual(['Please upload at least one attachment']);
  });
});

describe('the budget as the forms take it (budgetEurosSchema)', () => {
  it('reads euros with a dot or a comma and up to two decimals as cents, and empty as no budget', () => {
    expect(budgetEurosSchema.parse('1234')).toBe(123_400);
    expect(budgetEurosSchema.parse('1234,5')).toBe(123_450);
    expect(budgetEurosSchema.parse('1234.56')).toBe(123_456);
    expect(budgetEurosSchema.parse(' 99 ')).toBe(9_900);
    expect(budgetEurosSchema.parse('')).toBe(0);
    expect(budgetEurosSchema.parse('   ')).toBe(0);
    expect(budgetEurosSchema.parse('9999999,99')).toBe(999_999_999);
  });

  it('refuses anything else with the budget message: signs, three decimals, thousands separators, ten digits, words', () => {
    for (const typed of ['+5', '-5', '12.345', '1.234,56', '1,5.5', ',5', '5.', '1234567890', 'abc', '12 34', '5€']) {
      expect(
        budgetEurosSchema.safeParse(typed).error?.issues.map((i) => i.message),
        typed,
      ).toEqual([tenderFieldMessages.budgetInvalid]);
    }
  });
});
