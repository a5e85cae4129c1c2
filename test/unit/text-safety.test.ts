/**
 * Text that the API accepts survives the e-mail queue, and text it cannot carry is refused at the schema
 * (issue 13: a NUL in a contact message was answered 201 and then lost on the way to the admins).
 */
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { bidPlaceSchema } from '../../lambdas/features/bids/domain/schemas';
import { contactSchema } from '../../lambdas/features/contact/domain/schemas';
import { CONTROL_CHARACTERS_MESSAGE, stagedKeySchema } from '../../lambdas/domain/schemas';
import { profileUpdateSchema } from '../../lambdas/features/account/domain/schemas';
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

describe('e-mail queue body', () => {
  it('is printable ASCII only and decodes to the same message, whatever the text', () => {
    const mail = { to: ['a@example.com'], subject: 'Grüße 😀 \ud800', text: 'line\nnext "q" \\ € \u0000', html: '<p>&lt;script&gt;</p>' };
    const body = encodeEmailBody(mail);
    expect(body).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(body)).toEqual(mail);
  });
});
