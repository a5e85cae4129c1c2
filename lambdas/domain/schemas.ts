/**
 * Input schemas and their messages, word for word from the specs. One source for the API (which
 * rejects bad input with 400 and these messages) and the web forms (which show them as you type).
 * Pure module: zod/mini only (its functions tree-shake, which keeps every Lambda bundle small).
 */
import * as z from 'zod/mini';
import { built } from './built';
import { hasUnseenCharacters, UNSEEN_CHARACTERS_MESSAGE } from './characters';
import { english } from './i18n/english';

/** Messages of part 1, sections 5 and 8, and part 2, sections 5 and 8. */
export const messages = {
  emailOrPhoneAndPassword: english('error.form.emailOrPhoneAndPassword'),
  termsNotAccepted: english('error.form.termsNotAccepted'),
  passwordsDontMatch: english('error.form.passwordsDontMatch'),
  passwordTooShort: english('error.form.passwordTooShort'),
  firstNameRequired: english('error.form.firstNameRequired'),
  lastNameRequired: english('error.form.lastNameRequired'),
  emailRequired: english('error.form.emailRequired'),
  validEmail: english('error.form.validEmail'),
  resetMin: english('error.form.resetMin'),
  resetUpper: english('error.form.resetUpper'),
  resetLower: english('error.form.resetLower'),
  resetNumber: english('error.form.resetNumber'),
  passwordsDoNotMatch: english('error.form.passwordsDoNotMatch'),
  currentPasswordRequired: english('error.form.currentPasswordRequired'),
  newPasswordMin: english('error.form.newPasswordMin'),
  confirmPasswordRequired: english('error.form.confirmPasswordRequired'),
  contactName: english('error.form.contactName'),
  contactSubject: english('error.form.contactSubject'),
  contactMessage: english('error.form.contactMessage'),
  titleMin: english('error.form.titleMin'),
  descriptionMin: english('error.form.descriptionMin'),
  expiryRequired: english('error.form.expiryRequired'),
  expiryFuture: english('error.form.expiryFuture'),
  missingAttachments: english('error.form.missingAttachments'),
  bidAmountRequired: english('error.form.bidAmountRequired'),
  bidAmountInvalid: english('error.form.bidAmountInvalid'),
  missingFiles: english('error.form.missingFiles'),
  changeRequestRequired: english('error.form.changeRequestRequired'),
  editTitleRequired: english('error.form.editTitleRequired'),
  editDescriptionRequired: english('error.form.editDescriptionRequired'),
  deadlineRequired: english('error.form.deadlineRequired'),
  requiredFields: english('error.form.requiredFields'),
  /** Beyond the spec: TOTP multi-factor authentication. */
  totpCode: english('error.form.totpCode'),
} as const;

/** Toast titles paired with some messages above (part 1, 5). */
export const messageTitles = {
  termsNotAccepted: english('error.formTitle.termsNotAccepted'),
  passwordsDontMatch: english('error.formTitle.passwordsDontMatch'),
  passwordTooShort: english('error.formTitle.passwordTooShort'),
  missingAttachments: english('error.formTitle.missingAttachments'),
  bidAmountRequired: english('error.formTitle.bidAmountRequired'),
  missingFiles: english('error.formTitle.missingFiles'),
} as const;

/** C0 control characters other than tab, line feed and carriage return, and DEL: never part of a person's text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Message for text with control characters (refused with 400 rather than lost on the way). */
export const CONTROL_CHARACTERS_MESSAGE = english('error.form.controlCharacters');

/** Refuses text with control characters (CONTROL_CHARACTERS_MESSAGE). */
export const noControlCharacters = /* @__PURE__ */ built(() => z.refine<string>((v) => !CONTROL_CHARACTERS.test(v), CONTROL_CHARACTERS_MESSAGE));

/** A required, trimmed string whose every failure (missing, too short, too long) says `message`; no control characters. */
export const text = (message: string, min = 1, max = 10_000) => z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, message), noControlCharacters);

/**
 * Refuses a name a person cannot read as it is stored: bidi controls, zero-width and
 * other format or control characters (characters.ts, the class file names are cleaned of), with
 * UNSEEN_CHARACTERS_MESSAGE.
 */
export const readableName = /* @__PURE__ */ built(() => z.refine<string>((v) => !hasUnseenCharacters(v), UNSEEN_CHARACTERS_MESSAGE));

/** A required name (a person's, a company's, a tender's title): `text` that is also a readableName. */
export const nameText = (message: string, min = 1, max = 10_000) => text(message, min, max).check(readableName);

/** An optional name (a company): empty or whitespace becomes null; otherwise at most `max` characters, a readableName. */
export const optionalName = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max), noControlCharacters, readableName)),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  );

export const email = /* @__PURE__ */ built(() => z.string({ error: messages.emailRequired }).check(z.trim(), z.minLength(1, messages.emailRequired), z.email(messages.validEmail)));

/** Optional free text: empty or whitespace becomes null (part 1, 5: "empty saved as null"). */
export const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max), noControlCharacters)),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  );

/** A string-vs-string equality rule whose failure is reported on `path`. */
export const same = <T extends Record<string, unknown>>(a: keyof T, b: keyof T, message: string) => z.refine<T>((v) => v[a] === v[b], { message, path: [b as string] });

/**
 * The one form of an id: a lower-case UUID (tenders, bids, files, deliveries, and users: the
 * Cognito `sub`), for notifications after 15 digits of time and a dash. Ids are never normalised: a path id in
 * another form (upper case, braces, spaces) names nothing we store, and the request pipeline answers 404.
 */
export const ID_PATTERN = /^(?:\d{15}-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An id in its one form (ID_PATTERN): path parameters, and ids in request bodies. */
export const idSchema = /* @__PURE__ */ built(() => z.string().check(z.regex(ID_PATTERN, english('error.form.invalidId'))));

/** A staged upload's S3 key: `staging/{userSub}/{uploadId}/{sanitisedName}`. */
// eslint-disable-next-line no-control-regex -- a key has no control characters
export const stagedKeySchema = /* @__PURE__ */ built(() => z.string().check(z.regex(/^staging\/[A-Za-z0-9-]+\/[A-Za-z0-9-]+\/[^/\u0000-\u001F\u007F]+$/, english('error.form.invalidUpload'))));

/** One file the browser is about to upload: name, size in bytes, declared content type. */
export const fileDescriptorSchema = /* @__PURE__ */ built(() =>
  z.object({
    name: z.string().check(z.minLength(1), z.maxLength(255)),
    size: z.int().check(z.nonnegative()),
    contentType: z._default(z.string().check(z.maxLength(255)), ''),
  }),
);

/** What an upload is for: a tender attachment (posters, 50 MB) or a deliverable (contractors, 100 MB). */
export const UPLOAD_PURPOSES = ['attachment', 'deliverable'] as const;

export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * Message of a deliverable upload without the tender it is for: the handlers require `tenderId`
 * with purpose deliverable after the role check, so a poster still hears that deliverables are not theirs.
 */
export const DELIVERABLE_TENDER_MESSAGE = english('error.form.deliverableTender');

/**
 * `POST /uploads` body: the files to presign, and what they are for (default attachment); deliverables
 * name the tender of the caller's contract (`tenderId`, required with purpose deliverable).
 */
export const uploadRequestSchema = /* @__PURE__ */ built(() =>
  z.object({
    purpose: z._default(z.enum(UPLOAD_PURPOSES), 'attachment'),
    tenderId: z.optional(idSchema),
    files: z.array(fileDescriptorSchema).check(z.minLength(1), z.maxLength(20)),
  }),
);

/** `POST /uploads/verify` body: one staged key to check now, with the purpose it was uploaded for (deliverables: and their `tenderId`). */
export const uploadVerifySchema = /* @__PURE__ */ built(() => z.object({ key: stagedKeySchema, purpose: z._default(z.enum(UPLOAD_PURPOSES), 'attachment'), tenderId: z.optional(idSchema) }));

/** Query of download routes: `inline` for the preview dialog, else a download under the file name. */
export const downloadQuerySchema = /* @__PURE__ */ built(() => z.object({ disposition: z._default(z.enum(['attachment', 'inline']), 'attachment') }));

/** Query of paged lists other than tenders: the opaque cursor of the previous page. */
export const pageQuerySchema = /* @__PURE__ */ built(() => z.object({ cursor: z.optional(z.string().check(z.maxLength(2000))) }));
