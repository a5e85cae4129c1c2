/**
 * Input schemas and their messages, word for word from the specs. One source for the API (which
 * rejects bad input with 400 and these messages) and the web forms (which show them as you type).
 * Pure module: zod/mini only (its functions tree-shake, which keeps every Lambda bundle small).
 */
import * as z from 'zod/mini';
import { APPROVAL_STATUSES, SELF_REGISTER_ROLES } from './roles';
import { TENDER_SORTS, TENDER_STATUSES } from './tender';

/** Messages of part 1, sections 5 and 8, and part 2, sections 5 and 8. */
export const messages = {
  emailOrPhoneAndPassword: 'You must provide either an email or phone number and a password',
  termsNotAccepted: 'You must accept the Terms of Service and Privacy Policy to register',
  passwordsDontMatch: 'Please ensure both passwords match',
  passwordTooShort: 'Password must be at least 6 characters long',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Please enter your email address',
  validEmail: 'Please enter a valid email address',
  resetMin: 'Password must be at least 8 characters',
  resetUpper: 'Password must contain at least one uppercase letter',
  resetLower: 'Password must contain at least one lowercase letter',
  resetNumber: 'Password must contain at least one number',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required (min 6 characters)',
  newPasswordMin: 'New password must be at least 6 characters',
  confirmPasswordRequired: 'Please confirm your new password',
  contactName: 'Name must be at least 2 characters',
  contactSubject: 'Subject must be at least 3 characters',
  contactMessage: 'Message must be at least 10 characters',
  titleMin: 'Title must be at least 5 characters',
  descriptionMin: 'Description must be at least 10 characters',
  expiryRequired: 'Expiry date is required',
  expiryFuture: 'Expiry date must be in the future',
  missingAttachments: 'Please upload at least one attachment',
  bidAmountRequired: 'Please enter a bid amount',
  requiredFields: 'Please fill in all required fields.',
  /** Beyond the spec: TOTP multi-factor authentication. */
  totpCode: 'Enter the 6-digit code from your authenticator app',
} as const;

/** Toast titles paired with some messages above (part 1, 5). */
export const messageTitles = {
  termsNotAccepted: 'Terms not accepted',
  passwordsDontMatch: "Passwords don't match",
  passwordTooShort: 'Password too short',
  missingAttachments: 'Missing Attachments',
} as const;

/** A required, trimmed string whose every failure (missing, too short, too long) says `message`. */
const text = (message: string, min = 1, max = 10_000) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, message));
const email = z.string({ error: messages.emailRequired }).check(z.trim(), z.minLength(1, messages.emailRequired), z.email(messages.validEmail));
/** Optional free text: empty or whitespace becomes null (part 1, 5: "empty saved as null"). */
const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  );
/** A string-vs-string equality rule whose failure is reported on `path`. */
const same = <T extends Record<string, unknown>>(a: keyof T, b: keyof T, message: string) =>
  z.refine<T>((v) => v[a] === v[b], { message, path: [b as string] });

/** Login form (part 1, 2.5 and 5): e-mail and password required. */
export const loginSchema = z.object({
  email: text(messages.emailOrPhoneAndPassword),
  password: z.string({ error: messages.emailOrPhoneAndPassword }).check(z.minLength(1, messages.emailOrPhoneAndPassword)),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** New password at the reset screen (part 1, 5): 8+ characters, upper, lower, digit. */
export const newPasswordRule = z.string({ error: messages.resetMin }).check(
  z.minLength(8, messages.resetMin),
  z.regex(/[A-Z]/, messages.resetUpper),
  z.regex(/[a-z]/, messages.resetLower),
  z.regex(/[0-9]/, messages.resetNumber),
);

/** Registration form (part 1, 2.6 and 5). */
export const registerSchema = z
  .object({
    role: z.enum(SELF_REGISTER_ROLES),
    firstName: text(messages.firstNameRequired, 1, 100),
    lastName: text(messages.lastNameRequired, 1, 100),
    email,
    phone: optionalText(40),
    company: optionalText(200),
    // Spec minimum 6 first (its own message), then the pool-wide password policy Cognito enforces
    // (docs/decisions.md, "Password rules").
    password: z.pipe(z.string({ error: messages.passwordTooShort }).check(z.minLength(6, messages.passwordTooShort)), newPasswordRule),
    confirmPassword: z.string({ error: messages.passwordsDontMatch }).check(z.minLength(1, messages.passwordsDontMatch)),
    acceptTerms: z.boolean({ error: messages.termsNotAccepted }).check(z.refine((v) => v, messages.termsNotAccepted)),
  })
  .check(same('password', 'confirmPassword', messages.passwordsDontMatch));
export type RegisterInput = z.input<typeof registerSchema>;

/** Reset request dialog (part 1, 5). */
export const resetRequestSchema = z.object({ email });

/** Reset screen: the new password and its confirmation. */
export const resetPasswordSchema = z
  .object({ password: newPasswordRule, confirmPassword: z.string({ error: messages.passwordsDoNotMatch }) })
  .check(same('password', 'confirmPassword', messages.passwordsDoNotMatch));

/** Change password in the account page (part 1, 5). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: messages.currentPasswordRequired }).check(z.minLength(6, messages.currentPasswordRequired)),
    newPassword: z.string({ error: messages.newPasswordMin }).check(z.minLength(6, messages.newPasswordMin)),
    confirmPassword: z.string({ error: messages.confirmPasswordRequired }).check(z.minLength(6, messages.confirmPasswordRequired)),
  })
  .check(same('newPassword', 'confirmPassword', messages.passwordsDoNotMatch));

/** Profile form and `PUT /me/profile` body (part 1, 2.13 and 5). */
export const profileUpdateSchema = z.object({
  firstName: text(messages.firstNameRequired, 1, 100),
  lastName: text(messages.lastNameRequired, 1, 100),
  company: optionalText(200),
  phone: optionalText(40),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Contact form (part 1, 2.10 and 5). */
export const contactSchema = z.object({
  name: text(messages.contactName, 2, 200),
  email: z.string({ error: messages.validEmail }).check(z.trim(), z.email(messages.validEmail)),
  subject: text(messages.contactSubject, 3, 200),
  message: text(messages.contactMessage, 10, 5000),
});

/** An ISO date-time or date string that lies in the future at validation time (part 2, 5). */
const futureDate = z.string({ error: messages.expiryRequired }).check(
  z.minLength(1, messages.expiryRequired),
  z.refine((v) => !Number.isNaN(Date.parse(v)), messages.expiryRequired),
  z.refine((v) => Date.parse(v) > Date.now(), messages.expiryFuture),
);

/** Create Tender form fields (part 2, Create tender and 5), without the files. */
export const tenderFieldsSchema = z.object({
  title: text(messages.titleMin, 5, 200),
  description: text(messages.descriptionMin, 10, 10_000),
  /** The poster's own optional reference; the displayed project code is always derived from the id. */
  reference: optionalText(50),
  expiryDate: futureDate,
});
export type TenderFields = z.input<typeof tenderFieldsSchema>;

/** A staged upload's S3 key: `staging/{userSub}/{uploadId}/{sanitisedName}`. */
export const stagedKeySchema = z.string().check(z.regex(/^staging\/[A-Za-z0-9-]+\/[A-Za-z0-9-]+\/[^/]+$/, 'Invalid upload reference'));

/** `POST /tenders` body: the fields plus at least one staged upload (part 2, 5). */
export const tenderCreateSchema = z.extend(tenderFieldsSchema, {
  attachments: z.array(stagedKeySchema, { error: messages.missingAttachments }).check(z.minLength(1, messages.missingAttachments), z.maxLength(20)),
});
export type TenderCreate = z.input<typeof tenderCreateSchema>;

/** One file the browser is about to upload: name, size in bytes, declared content type. */
export const fileDescriptorSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  size: z.int().check(z.nonnegative()),
  contentType: z._default(z.string().check(z.maxLength(255)), ''),
});

/** `POST /uploads` body: the files to presign. */
export const uploadRequestSchema = z.object({ files: z.array(fileDescriptorSchema).check(z.minLength(1), z.maxLength(20)) });

/** `POST /uploads/verify` body: one staged key to check now. */
export const uploadVerifySchema = z.object({ key: stagedKeySchema });

/** `GET /tenders` query (part 2, 7 "List tenders"). */
export const tenderListQuerySchema = z.object({
  scope: z._default(z.enum(['open', 'mine', 'all']), 'open'),
  status: z.optional(z.enum(TENDER_STATUSES)),
  sort: z._default(z.enum(TENDER_SORTS), 'newest'),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});
export type TenderListQuery = z.input<typeof tenderListQuerySchema>;

/** A path id (tender, user, attachment). */
export const idSchema = z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9-]+$/, 'Invalid tender ID'));

/** `POST /admin/users/{userId}/approval` body (part 2, 7 "update_approval"). */
export const approvalDecisionSchema = z.object({ status: z.enum(APPROVAL_STATUSES.filter((s) => s !== 'pending') as ['approved', 'rejected']) });

/** A 6-digit code from an authenticator app (TOTP multi-factor sign-in and set-up; beyond the spec). */
export const totpCodeSchema = z.object({
  code: z.string({ error: messages.totpCode }).check(z.trim(), z.regex(/^\d{6}$/, messages.totpCode)),
});
