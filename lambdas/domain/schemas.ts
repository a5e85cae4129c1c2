/**
 * Input schemas and their messages, word for word from the specs. One source for the API (which
 * rejects bad input with 400 and these messages) and the web forms (which show them as you type).
 * Pure module: zod only.
 */
import * as z from 'zod';
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
} as const;

/** Toast titles paired with some messages above (part 1, 5). */
export const messageTitles = {
  termsNotAccepted: 'Terms not accepted',
  passwordsDontMatch: "Passwords don't match",
  passwordTooShort: 'Password too short',
  missingAttachments: 'Missing Attachments',
} as const;

const trimmed = z.string().trim();
const email = trimmed.min(1, messages.emailRequired).pipe(z.email(messages.validEmail));
/** Optional free text: empty or whitespace becomes null (part 1, 5: "empty saved as null"). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Login form (part 1, 2.5 and 5): e-mail and password required. */
export const loginSchema = z.object({
  email: trimmed.min(1, messages.emailOrPhoneAndPassword),
  password: z.string().min(1, messages.emailOrPhoneAndPassword),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** New password at the reset screen (part 1, 5): 8+ characters, upper, lower, digit, and a matching confirmation. */
export const newPasswordRule = z
  .string()
  .min(8, messages.resetMin)
  .regex(/[A-Z]/, messages.resetUpper)
  .regex(/[a-z]/, messages.resetLower)
  .regex(/[0-9]/, messages.resetNumber);
/** Registration form (part 1, 2.6 and 5). */
export const registerSchema = z
  .object({
    role: z.enum(SELF_REGISTER_ROLES),
    firstName: trimmed.min(1, messages.firstNameRequired).max(100),
    lastName: trimmed.min(1, messages.lastNameRequired).max(100),
    email,
    phone: optionalText(40),
    company: optionalText(200),
    // Spec minimum 6 first (its own message), then the pool-wide password policy Cognito enforces
    // (docs/decisions.md, "Password rules").
    password: z.string().min(6, messages.passwordTooShort).pipe(newPasswordRule),
    confirmPassword: z.string().min(1, messages.passwordsDontMatch),
    acceptTerms: z.boolean().refine((v) => v, messages.termsNotAccepted),
  })
  .refine((v) => v.password === v.confirmPassword, { message: messages.passwordsDontMatch, path: ['confirmPassword'] });
export type RegisterInput = z.input<typeof registerSchema>;

/** Reset request dialog (part 1, 5). */
export const resetRequestSchema = z.object({ email });

/** Reset screen: the new password and its confirmation. */
export const resetPasswordSchema = z
  .object({ password: newPasswordRule, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: messages.passwordsDoNotMatch, path: ['confirmPassword'] });

/** Change password in the account page (part 1, 5). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(6, messages.currentPasswordRequired),
    newPassword: z.string().min(6, messages.newPasswordMin),
    confirmPassword: z.string().min(6, messages.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: messages.passwordsDoNotMatch, path: ['confirmPassword'] });

/** Profile form and `PUT /me/profile` body (part 1, 2.13 and 5). */
export const profileUpdateSchema = z.object({
  firstName: trimmed.min(1, messages.firstNameRequired).max(100),
  lastName: trimmed.min(1, messages.lastNameRequired).max(100),
  company: optionalText(200),
  phone: optionalText(40),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Contact form (part 1, 2.10 and 5). */
export const contactSchema = z.object({
  name: trimmed.min(2, messages.contactName).max(200),
  email: trimmed.pipe(z.email(messages.validEmail)),
  subject: trimmed.min(3, messages.contactSubject).max(200),
  message: trimmed.min(10, messages.contactMessage).max(5000),
});

/** An ISO date-time or date string that lies in the future at validation time (part 2, 5). */
const futureDate = z
  .string({ error: messages.expiryRequired })
  .min(1, messages.expiryRequired)
  .refine((v) => !Number.isNaN(Date.parse(v)), messages.expiryRequired)
  .refine((v) => Date.parse(v) > Date.now(), messages.expiryFuture);

/** Create Tender form fields (part 2, Create tender and 5), without the files. */
export const tenderFieldsSchema = z.object({
  title: trimmed.min(5, messages.titleMin).max(200),
  description: trimmed.min(10, messages.descriptionMin).max(10000),
  /** The poster's own optional reference; the displayed project code is always derived from the id. */
  reference: optionalText(50),
  expiryDate: futureDate,
});
export type TenderFields = z.input<typeof tenderFieldsSchema>;

/** A staged upload's S3 key: `staging/{userSub}/{uploadId}/{sanitisedName}`. */
export const stagedKeySchema = z.string().regex(/^staging\/[A-Za-z0-9-]+\/[A-Za-z0-9-]+\/[^/]+$/, 'Invalid upload reference');

/** `POST /tenders` body: the fields plus at least one staged upload (part 2, 5). */
export const tenderCreateSchema = tenderFieldsSchema.extend({
  attachments: z.array(stagedKeySchema).min(1, messages.missingAttachments).max(20),
});
export type TenderCreate = z.input<typeof tenderCreateSchema>;

/** One file the browser is about to upload: name, size in bytes, declared content type. */
export const fileDescriptorSchema = z.object({
  name: z.string().min(1).max(255),
  size: z.number().int().nonnegative(),
  contentType: z.string().max(255).default(''),
});

/** `POST /uploads` body: the files to presign. */
export const uploadRequestSchema = z.object({ files: z.array(fileDescriptorSchema).min(1).max(20) });

/** `POST /uploads/verify` body: one staged key to check now. */
export const uploadVerifySchema = z.object({ key: stagedKeySchema });

/** `GET /tenders` query (part 2, 7 "List tenders"). */
export const tenderListQuerySchema = z.object({
  scope: z.enum(['open', 'mine', 'all']).default('open'),
  status: z.enum(TENDER_STATUSES).optional(),
  sort: z.enum(TENDER_SORTS).default('newest'),
  search: trimmed.max(100).optional(),
  cursor: z.string().max(2000).optional(),
});
export type TenderListQuery = z.input<typeof tenderListQuerySchema>;

/** A path id (tender, user, attachment). */
export const idSchema = z.string().min(1).max(100).regex(/^[A-Za-z0-9-]+$/, 'Invalid tender ID');

/** `POST /admin/users/{userId}/approval` body (part 2, 7 "update_approval"). */
export const approvalDecisionSchema = z.object({ status: z.enum(APPROVAL_STATUSES).exclude(['pending']) });
