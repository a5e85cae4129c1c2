/**
 * Request schemas of the tenders feature (zod): the route table validates bodies and queries with them and the web app its forms.
 */
import * as z from 'zod/mini';
import { siteSchema } from './site-rules';
import { MAX_BUDGET_CENTS, MAX_LOCATION, MAX_REFERENCE, MAX_REQUIREMENTS, TENDER_SORTS, TENDER_STATUSES, tenderFieldMessages, type TenderStatus } from './tender';
import { deadlineRefusal } from './tender-rules';
import { amendmentReasonSchema, editedVersionSchema } from './versions';
import { questionDeadlineMessages } from './question-deadline';
import { searchParam } from './search';
import { toCents } from '../../../domain/money';
import { messages, nameText, noControlCharacters, optionalText, stagedKeySchema, text } from '../../../domain/schemas';
import { built } from '../../../domain/built';
import { english } from '../../../domain/i18n/english';

/** A date string (ISO instant or yyyy-MM-dd); empty or unreadable: 'Expiry date is required'. */
const dateSchema = /* @__PURE__ */ built(() =>
  z.string({ error: messages.expiryRequired }).check(
    z.minLength(1, messages.expiryRequired),
    z.refine((v) => !Number.isNaN(Date.parse(v)), messages.expiryRequired),
  ),
);

/** A new tender's deadline (part 2, 5): a date in the future at validation time (deadlineRefusal without a current deadline). */
export const newDeadlineSchema = /* @__PURE__ */ built(() =>
  dateSchema.check(
    z.refine((v) => Number.isNaN(Date.parse(v)) || deadlineRefusal(v, null) !== messages.expiryFuture, messages.expiryFuture),
    z.refine((v) => Number.isNaN(Date.parse(v)) || deadlineRefusal(v, null) !== tenderFieldMessages.deadlineTooFar, tenderFieldMessages.deadlineTooFar),
  ),
);

/**
 * A question deadline as sent (domain/question-deadline.ts): a date string; empty or absent gives the default (three
 * days before the deadline). Whether it may be set (not after the deadline, in the future) is questionDeadlineRefusal's
 * answer, asked by the create and edit handlers and the forms.
 */
export const questionDeadlineSchema = /* @__PURE__ */ built(() =>
  z.optional(
    z.pipe(
      z.nullable(
        z.string().check(
          z.trim(),
          z.maxLength(40),
          z.refine((v) => v === '' || !Number.isNaN(Date.parse(v)), questionDeadlineMessages.invalid),
        ),
      ),
      z.transform((v: string | null) => (v ? new Date(v).toISOString() : undefined)),
    ),
  ),
);

/** A tender's budget in integer euro cents, 0 (not specified) to MAX_BUDGET_CENTS (part 2, 3 "budget"). */
export const budgetCentsSchema = /* @__PURE__ */ built(() =>
  z.int({ error: tenderFieldMessages.budgetInvalid }).check(z.minimum(0, tenderFieldMessages.budgetInvalid), z.maximum(MAX_BUDGET_CENTS, tenderFieldMessages.budgetInvalid)),
);

/**
 * The budget as the forms take it: euros as typed (dot or comma, at most two decimals), empty for none.
 * Output: integer cents (empty gives 0); anything else fails with tenderFieldMessages.budgetInvalid.
 */
export const budgetEurosSchema = /* @__PURE__ */ built(() =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((v: string) => (v === '' ? 0 : /^\d{1,9}([.,]\d{1,2})?$/.test(v) ? toCents(Number(v.replace(',', '.'))) : Number.NaN)),
    ),
    budgetCentsSchema,
  ),
);

/** The poster's own reference, "Client Reference" (part 2, 5 "Project code optional"; docs/decisions/spec-readings/project-code-and-client-reference.md); empty gives null. */
export const referenceSchema = /* @__PURE__ */ built(() => optionalText(MAX_REFERENCE));
/** Where the work is, as free text (part 2, 3 "location"); empty gives null, stored as 'Not specified'. */
export const locationSchema = /* @__PURE__ */ built(() => optionalText(MAX_LOCATION));
/** What the work must meet (part 2, 3 "requirements"): accuracy, formats, certifications; empty gives null. */
export const requirementsSchema = /* @__PURE__ */ built(() => optionalText(MAX_REQUIREMENTS));

/**
 * An optional text of an edit: absent keeps the stored value, null or empty (after trimming) removes it,
 * any other text of at most `max` characters replaces it.
 */
const editedText = (max: number) =>
  z.optional(
    z.pipe(
      z.nullable(z.string().check(z.trim(), z.maxLength(max), noControlCharacters)),
      z.transform((v: string | null) => (v ? v : null)),
    ),
  );

/** Create Tender form fields (part 2, Create tender, 3 and 5), without the files. Budget absent: 0. */
export const tenderFieldsSchema = /* @__PURE__ */ built(() =>
  z.object({
    title: nameText(messages.titleMin, 5, 200),
    description: text(messages.descriptionMin, 10, 10_000),
    /** The poster's own optional reference (Client Reference); the Project Code is always derived from the id. */
    reference: referenceSchema,
    requirements: requirementsSchema,
    location: locationSchema,
    budgetCents: z.optional(budgetCentsSchema),
    expiryDate: newDeadlineSchema,
    /** Until when questions may be asked; absent: three days before the deadline. */
    questionDeadline: questionDeadlineSchema,
  }),
);

export type TenderFields = z.input<typeof tenderFieldsSchema>;

/**
 * `POST /tenders` body: the fields plus at least one staged upload (part 2, 5), and optionally the site
 * of the work (a GeoJSON geometry under the rules of features/tenders/domain/site-rules.ts; null or absent: none).
 */
export const tenderCreateSchema = /* @__PURE__ */ built(() =>
  z.extend(tenderFieldsSchema, {
    attachments: z.array(stagedKeySchema, { error: messages.missingAttachments }).check(z.minLength(1, messages.missingAttachments), z.maxLength(20)),
    site: z.optional(z.nullable(siteSchema)),
  }),
);

export type TenderCreate = z.input<typeof tenderCreateSchema>;

/**
 * `PATCH /tenders/{tenderId}` body (part 2, "Edit tender", 3 and 5): the fields changed, attachments to
 * remove (by id) and staged uploads to add. Title and description keep the create rules. A text field
 * absent is kept, null or empty removes it (location: back to 'Not specified'). The deadline is a date
 * here; whether it may be set (in the future, or the tender's current one) is deadlineRefusal's answer,
 * asked by the handler against the stored tender. The tender must keep at least one attachment (checked by
 * the handler). After the tender's first bid or question the edit is an amendment (domain/versions.ts): `reason` is
 * required, and `version`, when sent, must be the tender's current one.
 */
export const tenderUpdateSchema = /* @__PURE__ */ built(() =>
  z.object({
    title: z.optional(nameText(messages.titleMin, 5, 200)),
    description: z.optional(text(messages.descriptionMin, 10, 10_000)),
    reference: editedText(MAX_REFERENCE),
    requirements: editedText(MAX_REQUIREMENTS),
    location: editedText(MAX_LOCATION),
    budgetCents: z.optional(budgetCentsSchema),
    expiryDate: z.optional(dateSchema),
    /** A new question deadline; absent keeps it (a tender without one keeps reading three days before its deadline). */
    questionDeadline: questionDeadlineSchema,
    removeAttachmentIds: z._default(z.array(z.string().check(z.regex(/^[A-Za-z0-9-]{1,100}$/, english('error.form.invalidAttachmentId')))).check(z.maxLength(20)), []),
    addAttachments: z._default(z.array(stagedKeySchema).check(z.maxLength(20)), []),
    /** The site of the work: a new geometry replaces it, null removes it, absent keeps it. */
    site: z.optional(z.nullable(siteSchema)),
    /** Why the tender changes: required when the edit is an amendment (a bid or question exists; domain/versions.ts). */
    reason: z.optional(amendmentReasonSchema),
    /** The version the poster edited from (the detail's `version`): another one answers 409. */
    version: z.optional(editedVersionSchema),
  }),
);

export type TenderUpdate = z.input<typeof tenderUpdateSchema>;

/**
 * Tender list scopes (`GET /tenders`): open (Open tenders: geodesists, admins), mine (a poster's own),
 * bids (tenders a geodesist bid on: My Bids), contracts (tenders a geodesist is contractor of: In
 * Progress), history (a geodesist's closed contracts and closed bids), all (admin).
 */
export const TENDER_SCOPES = ['open', 'mine', 'bids', 'contracts', 'history', 'all'] as const;

export type TenderScope = (typeof TENDER_SCOPES)[number];

/** A comma-separated list of tender statuses (`status=Open,In Progress`). */
const statusList = /* @__PURE__ */ built(() =>
  z
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
    .check(z.refine((list: TenderStatus[]) => list.every((x) => (TENDER_STATUSES as readonly string[]).includes(x)), english('error.form.unknownTenderStatus'))),
);

/** `GET /tenders` query (part 2, 7 "List tenders"). */
export const tenderListQuerySchema = /* @__PURE__ */ built(() =>
  z.object({
    scope: z._default(z.enum(TENDER_SCOPES), 'open'),
    /** One status or several, comma-separated (the poster's Active tab: Open,In Progress). */
    status: z.optional(statusList),
    sort: z._default(z.enum(TENDER_SORTS), 'newest'),
    search: searchParam,
    cursor: z.optional(z.string().check(z.maxLength(2000))),
  }),
);

export type TenderListQuery = z.input<typeof tenderListQuerySchema>;
