/**
 * Input schemas and their messages, word for word from the specs. One source for the API (which
 * rejects bad input with 400 and these messages) and the web forms (which show them as you type).
 * Pure module: zod/mini only (its functions tree-shake, which keeps every Lambda bundle small).
 */
import * as z from 'zod/mini';
import { MAX_BID_CENTS, MAX_BID_COMMENT } from './bid';
import { MAX_CHANGE_REQUEST_COMMENT, MAX_DELIVERY_FILES, MAX_DELIVERY_NOTES } from './delivery';
import { PREFERENCE_CHOICES, PREFERENCE_KINDS } from './notifications';
import { APPROVAL_STATUSES, ROLES, SELF_REGISTER_ROLES } from './roles';
import { siteSchema } from './site-rules';
import { TENDER_SORTS, TENDER_STATUSES, type TenderStatus } from './tender';
import { isPhoneNumber, userMessages } from './users';

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
  bidAmountInvalid: 'The bid amount must be a number of euros from 0 to 10,000,000 with at most two decimals',
  bidCommentTooLong: `The comment can be at most ${MAX_BID_COMMENT} characters`,
  missingFiles: 'Please upload at least one file to submit your deliverables.',
  deliveryNotesTooLong: `Notes can be at most ${MAX_DELIVERY_NOTES} characters`,
  changeRequestRequired: 'Please say what should change',
  editTitleRequired: 'Title is required',
  editDescriptionRequired: 'Description is required',
  deadlineRequired: 'Deadline is required',
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
  bidAmountRequired: 'Missing Information',
  missingFiles: 'Missing Files',
} as const;

/** C0 control characters other than tab, line feed and carriage return, and DEL: never part of a person's text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Message for text with control characters (issue 13: refused with 400 rather than lost on the way). */
export const CONTROL_CHARACTERS_MESSAGE = 'Remove the control characters (such as NUL) from this text';
/** Refuses text with control characters (CONTROL_CHARACTERS_MESSAGE). */
export const noControlCharacters = z.refine<string>((v) => !CONTROL_CHARACTERS.test(v), CONTROL_CHARACTERS_MESSAGE);

/** A required, trimmed string whose every failure (missing, too short, too long) says `message`; no control characters. */
const text = (message: string, min = 1, max = 10_000) => z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, message), noControlCharacters);
const email = z.string({ error: messages.emailRequired }).check(z.trim(), z.minLength(1, messages.emailRequired), z.email(messages.validEmail));
/** Optional free text: empty or whitespace becomes null (part 1, 5: "empty saved as null"). */
const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max), noControlCharacters)),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  );
/** A string-vs-string equality rule whose failure is reported on `path`. */
const same = <T extends Record<string, unknown>>(a: keyof T, b: keyof T, message: string) => z.refine<T>((v) => v[a] === v[b], { message, path: [b as string] });

/** Login form (part 1, 2.5 and 5): e-mail and password required. */
export const loginSchema = z.object({
  email: text(messages.emailOrPhoneAndPassword),
  password: z.string({ error: messages.emailOrPhoneAndPassword }).check(z.minLength(1, messages.emailOrPhoneAndPassword)),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * The user pool's password policy (lib/constructs/auth.ts reads it from here) and the hint every password
 * field shows, so the form says what Cognito will enforce.
 */
export const PASSWORD_POLICY = { minLength: 8, requireLowercase: true, requireUppercase: true, requireDigits: true, requireSymbols: false } as const;
export const PASSWORD_HINT = 'At least 8 characters, with an upper-case letter, a lower-case letter and a number';

/** New password at the reset screen (part 1, 5): 8+ characters, upper, lower, digit (PASSWORD_POLICY). */
export const newPasswordRule = z
  .string({ error: messages.resetMin })
  .check(z.minLength(PASSWORD_POLICY.minLength, messages.resetMin), z.regex(/[A-Z]/, messages.resetUpper), z.regex(/[a-z]/, messages.resetLower), z.regex(/[0-9]/, messages.resetNumber));

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

/**
 * Change password in the account page (part 1, 5): the spec's minimum 6 first (its own message), then the
 * pool-wide password policy Cognito enforces (newPasswordRule), as at registration.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: messages.currentPasswordRequired }).check(z.minLength(6, messages.currentPasswordRequired)),
    newPassword: z.pipe(z.string({ error: messages.newPasswordMin }).check(z.minLength(6, messages.newPasswordMin)), newPasswordRule),
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
// eslint-disable-next-line no-control-regex -- a key has no control characters
export const stagedKeySchema = z.string().check(z.regex(/^staging\/[A-Za-z0-9-]+\/[A-Za-z0-9-]+\/[^/\u0000-\u001F\u007F]+$/, 'Invalid upload reference'));

/**
 * `POST /tenders` body: the fields plus at least one staged upload (part 2, 5), and optionally the site
 * of the work (issue 14: a GeoJSON geometry under the rules of domain/site-rules.ts; null or absent: none).
 */
export const tenderCreateSchema = z.extend(tenderFieldsSchema, {
  attachments: z.array(stagedKeySchema, { error: messages.missingAttachments }).check(z.minLength(1, messages.missingAttachments), z.maxLength(20)),
  site: z.optional(z.nullable(siteSchema)),
});
export type TenderCreate = z.input<typeof tenderCreateSchema>;

/** One file the browser is about to upload: name, size in bytes, declared content type. */
export const fileDescriptorSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  size: z.int().check(z.nonnegative()),
  contentType: z._default(z.string().check(z.maxLength(255)), ''),
});

/** What an upload is for: a tender attachment (posters, 50 MB) or a deliverable (contractors, 100 MB). */
export const UPLOAD_PURPOSES = ['attachment', 'deliverable'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** `POST /uploads` body: the files to presign, and what they are for (default attachment). */
export const uploadRequestSchema = z.object({
  purpose: z._default(z.enum(UPLOAD_PURPOSES), 'attachment'),
  files: z.array(fileDescriptorSchema).check(z.minLength(1), z.maxLength(20)),
});

/** `POST /uploads/verify` body: one staged key to check now, with the purpose it was uploaded for. */
export const uploadVerifySchema = z.object({ key: stagedKeySchema, purpose: z._default(z.enum(UPLOAD_PURPOSES), 'attachment') });

/**
 * A bid amount in euros (part 2, 5: number, min 0, step 0.01): a finite number from 0 to the ceiling
 * with at most two decimals. Handlers store it as integer cents (domain/money.ts toCents).
 */
export const bidAmountSchema = z.number({ error: messages.bidAmountRequired }).check(
  z.refine((v) => Number.isFinite(v) && v >= 0 && v * 100 <= MAX_BID_CENTS, messages.bidAmountInvalid),
  z.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, messages.bidAmountInvalid),
);

/** `PUT /tenders/{tenderId}/bid` body: place or update the caller's one bid (part 2, 5 "Bid"). */
export const bidPlaceSchema = z.object({
  amount: bidAmountSchema,
  comment: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(MAX_BID_COMMENT, messages.bidCommentTooLong), noControlCharacters)),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  ),
});
export type BidPlace = z.input<typeof bidPlaceSchema>;

/** `POST /tenders/{tenderId}/deliveries` body: staged deliverable uploads and optional notes (part 2, 5 "Deliver"). */
export const deliveryCreateSchema = z.object({
  files: z.array(stagedKeySchema, { error: messages.missingFiles }).check(z.minLength(1, messages.missingFiles), z.maxLength(MAX_DELIVERY_FILES)),
  notes: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(MAX_DELIVERY_NOTES, messages.deliveryNotesTooLong), noControlCharacters)),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  ),
});
export type DeliveryCreate = z.input<typeof deliveryCreateSchema>;

/** `POST .../deliveries/{deliveryId}/request-changes` body: the required comment (issue 9, beyond the spec). */
export const changeRequestSchema = z.object({ comment: text(messages.changeRequestRequired, 1, MAX_CHANGE_REQUEST_COMMENT) });

/** Query of download routes: `inline` for the preview dialog, else a download under the file name. */
export const downloadQuerySchema = z.object({ disposition: z._default(z.enum(['attachment', 'inline']), 'attachment') });

/** `POST /admin/email/test` body (part 2, 5 "Test email"): an address of simple shape. */
export const emailTestSchema = z.object({
  to: z.string({ error: 'Please enter an email address' }).check(z.trim(), z.minLength(1, 'Please enter an email address'), z.email('Invalid email format')),
});

/** `POST /notifications/read` body: the ids to mark read, or `all` for every unread one (part 1, 2.14). */
export const notificationsReadSchema = z.object({
  ids: z.optional(z.array(z.string().check(z.regex(/^[0-9]{15}-[0-9a-f-]{36}$/, 'Invalid notification id'))).check(z.maxLength(100))),
  all: z.optional(z.boolean()),
});

/** `PUT /me/notification-preferences` body: a choice (in_app, email, both) per kind (part 1, 2.13). */
export const notificationPreferencesUpdateSchema = z.object({
  preferences: z.partialRecord(z.enum(PREFERENCE_KINDS), z.enum(PREFERENCE_CHOICES)),
});

/** Query of paged lists other than tenders: the opaque cursor of the previous page. */
export const pageQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(2000))) });

/**
 * `PATCH /tenders/{tenderId}` body (part 2, "Edit tender" and 5): the fields changed, attachments to
 * remove (by id) and staged uploads to add. Title and description keep the create rules; the deadline
 * must lie in the future. The tender must keep at least one attachment (checked by the handler).
 */
export const tenderUpdateSchema = z.object({
  title: z.optional(text(messages.titleMin, 5, 200)),
  description: z.optional(text(messages.descriptionMin, 10, 10_000)),
  reference: optionalText(50),
  expiryDate: z.optional(futureDate),
  removeAttachmentIds: z._default(z.array(z.string().check(z.regex(/^[A-Za-z0-9-]{1,100}$/, 'Invalid attachment id'))).check(z.maxLength(20)), []),
  addAttachments: z._default(z.array(stagedKeySchema).check(z.maxLength(20)), []),
  /** The site of the work (issue 14): a new geometry replaces it, null removes it, absent keeps it. */
  site: z.optional(z.nullable(siteSchema)),
});
export type TenderUpdate = z.input<typeof tenderUpdateSchema>;

/**
 * Tender list scopes (`GET /tenders`): open (Open tenders: geodesists, admins), mine (a poster's own),
 * bids (tenders a geodesist bid on: My Bids), contracts (tenders a geodesist is contractor of: In
 * Progress), history (a geodesist's closed contracts and closed bids), all (admin).
 */
export const TENDER_SCOPES = ['open', 'mine', 'bids', 'contracts', 'history', 'all'] as const;
export type TenderScope = (typeof TENDER_SCOPES)[number];

/** A comma-separated list of tender statuses (`status=Open,In Progress`). */
const statusList = z
  .pipe(
    z.string().check(z.maxLength(200)),
    z.transform(
      (v: string) =>
        v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean) as TenderStatus[],
    ),
  )
  .check(z.refine((list: TenderStatus[]) => list.every((x) => (TENDER_STATUSES as readonly string[]).includes(x)), 'Unknown tender status'));

/** `GET /tenders` query (part 2, 7 "List tenders"). */
export const tenderListQuerySchema = z.object({
  scope: z._default(z.enum(TENDER_SCOPES), 'open'),
  /** One status or several, comma-separated (the poster's Active tab: Open,In Progress). */
  status: z.optional(statusList),
  sort: z._default(z.enum(TENDER_SORTS), 'newest'),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100), noControlCharacters)),
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

/** A phone number field: optional, else 7 to 15 digits as people write them (domain/users.ts isPhoneNumber). */
const phoneNumber = z.pipe(
  z.nullish(
    z.string().check(
      z.trim(),
      z.maxLength(40, userMessages.invalidPhone),
      z.refine((v) => v === '' || isPhoneNumber(v), userMessages.invalidPhone),
    ),
  ),
  z.transform((v: string | null | undefined) => (v ? v : null)),
);

/** `GET /admin/users` query (part 2, 'Admin users'): search over e-mail, full name and company; role filter; cursor. */
export const userListQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100), noControlCharacters)),
  role: z.optional(z.enum(ROLES)),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});

/** `POST /admin/users` body (part 2, 3 "New user form" and 5 "Add user"): the password meets the pool's policy. */
export const userCreateSchema = z.object({
  firstName: text(messages.requiredFields, 1, 100),
  lastName: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(100, userMessages.nameTooLong), noControlCharacters)),
    z.transform((v: string | undefined) => v ?? ''),
  ),
  email,
  password: newPasswordRule,
  role: z.enum(ROLES),
  company: optionalText(200),
  phone: phoneNumber,
});
export type UserCreate = z.output<typeof userCreateSchema>;

/** `PATCH /admin/users/{userId}` body (part 2, 5 "Edit user"): the profile, and a new role when it changes. */
export const userUpdateSchema = z.object({
  firstName: text(messages.requiredFields, 1, 100),
  lastName: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(100, userMessages.nameTooLong), noControlCharacters)),
    z.transform((v: string | undefined) => v ?? ''),
  ),
  company: optionalText(200),
  phone: phoneNumber,
  role: z.optional(z.enum(ROLES)),
});
export type UserUpdate = z.output<typeof userUpdateSchema>;
