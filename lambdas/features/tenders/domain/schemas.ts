/**
 * Request schemas of the tenders feature (zod): the route table validates bodies and queries with them and the web app its forms.
 */
import * as z from 'zod/mini';
import { siteSchema } from './site-rules';
import { TENDER_SORTS, TENDER_STATUSES, type TenderStatus } from './tender';
import { futureDate, messages, noControlCharacters, optionalText, stagedKeySchema, text } from '../../../domain/schemas';

/** Create Tender form fields (part 2, Create tender and 5), without the files. */
export const tenderFieldsSchema = z.object({
  title: text(messages.titleMin, 5, 200),
  description: text(messages.descriptionMin, 10, 10_000),
  /** The poster's own optional reference; the displayed project code is always derived from the id. */
  reference: optionalText(50),
  expiryDate: futureDate,
});

export type TenderFields = z.input<typeof tenderFieldsSchema>;

/**
 * `POST /tenders` body: the fields plus at least one staged upload (part 2, 5), and optionally the site
 * of the work (issue 14: a GeoJSON geometry under the rules of features/tenders/domain/site-rules.ts; null or absent: none).
 */
export const tenderCreateSchema = z.extend(tenderFieldsSchema, {
  attachments: z.array(stagedKeySchema, { error: messages.missingAttachments }).check(z.minLength(1, messages.missingAttachments), z.maxLength(20)),
  site: z.optional(z.nullable(siteSchema)),
});

export type TenderCreate = z.input<typeof tenderCreateSchema>;

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
