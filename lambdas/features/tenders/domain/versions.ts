/**
 * Amendments with versions (docs/decisions/procurement/amendments.md). Pure module, shared by the edit handler,
 * the bids feature, procurement and the web app.
 *
 * - An edit of an Open tender once it has a bid or a question (`isAmendment`) is an amendment: the poster gives a
 *   short reason (at most MAX_AMENDMENT_REASON characters), the tender's `version` goes up by one and a version item
 *   records what it now says (a snapshot) with the reason, the time and the fields that changed. Before the first
 *   bid or question an edit is a plain edit: no version, no reason.
 * - A tender without `version` (stored before versions) is at version 1; so is a new one.
 * - `termsVersion` is the last version that changed more than the deadline. A bid placed, changed or confirmed at a
 *   version before it predates the change and waits for its bidder's confirmation (`needsConfirmation`); a
 *   deadline-only amendment (an extension) asks no bidder to confirm.
 * - An amendment made less than AMENDMENT_NOTICE_DAYS before the deadline moves the deadline so that that much time
 *   remains (`deadlineAfterAmendment`); once a tender has bids its deadline may be moved later, never earlier.
 */
import * as z from 'zod/mini';
import { built } from '../../../domain/built';
import { noControlCharacters } from '../../../domain/schemas';
import { english } from '../../../domain/i18n/english';

/** Longest reason of an amendment, in characters. */
export const MAX_AMENDMENT_REASON = 500;

/** Days that must remain before the deadline after an amendment (the decision's figure; Prozorro asks 7 of large procedures). */
export const AMENDMENT_NOTICE_DAYS = 2;

const DAY_MS = 86_400_000;

/** Messages of amendments, each one a person can act on. */
export const amendmentMessages = {
  reasonRequired: english('error.amendment.reasonRequired'),
  reasonTooLong: english('error.amendment.reasonTooLong', { max: MAX_AMENDMENT_REASON }),
  versionStale: english('error.amendment.versionStale'),
  shortenWithBids: english('error.amendment.shortenWithBids'),
  nothingToConfirm: english('error.amendment.nothingToConfirm'),
  noBidToConfirm: english('error.amendment.noBidToConfirm'),
} as const;

/** What the amendment rules read of a tender (the stored item; the detail has all but `questionCount`). */
export interface VersionedTender {
  bidCount: number;
  questionCount?: number;
  version?: number;
  termsVersion?: number;
}

/** The tender's version: 1 when it has none (created before versions). */
export const versionOf = (t: Pick<VersionedTender, 'version'>): number => t.version ?? 1;

/** The last version that changed more than the deadline: 1 when none did. */
export const termsVersionOf = (t: Pick<VersionedTender, 'termsVersion'>): number => t.termsVersion ?? 1;

/** Whether an edit of `t` now is an amendment: a bid or a question exists. */
export function isAmendment(t: VersionedTender): boolean {
  return t.bidCount > 0 || (t.questionCount ?? 0) > 0;
}

/**
 * Whether a bid stored at tender version `bidVersion` (absent: 1, a bid from before versions) waits for its
 * bidder's confirmation on `t`: it predates the last amendment that changed the terms.
 */
export function needsConfirmation(bidVersion: number | undefined, t: Pick<VersionedTender, 'termsVersion'>): boolean {
  return (bidVersion ?? 1) < termsVersionOf(t);
}

/**
 * The deadline after an amendment at `now` (epoch ms): `deadline` (ISO instant), or `now` plus AMENDMENT_NOTICE_DAYS
 * when less than that would remain. Returns the ISO instant and whether the rule moved it.
 */
export function deadlineAfterAmendment(deadline: string, now: number = Date.now()): { expiryDate: string; moved: boolean } {
  const least = now + AMENDMENT_NOTICE_DAYS * DAY_MS;
  return Date.parse(deadline) >= least ? { expiryDate: deadline, moved: false } : { expiryDate: new Date(least).toISOString(), moved: true };
}

/** Whether moving the deadline from `current` to `next` (ISO instants) shortens it. */
export const shortens = (current: string, next: string): boolean => Date.parse(next) < Date.parse(current);

/** The fields a version records and compares, in the order a difference lists them. */
export const VERSION_FIELDS = ['title', 'description', 'requirements', 'reference', 'location', 'budgetCents', 'expiryDate', 'site', 'attachments'] as const;
export type VersionField = (typeof VERSION_FIELDS)[number];

/** The site as a version records it: kind, centroid [lon, lat] in degrees and area in m² (null for a point). */
export const versionSiteSchema = /* @__PURE__ */ built(() =>
  z.object({ type: z.enum(['Point', 'Polygon', 'MultiPolygon']), centroid: z.tuple([z.number(), z.number()]), areaM2: z.nullable(z.number()) }),
);
export type VersionSite = z.infer<typeof versionSiteSchema>;

/** What a tender said at one version. Money in integer euro cents; `expiryDate` an ISO instant. */
export const versionSnapshotSchema = /* @__PURE__ */ built(() =>
  z.object({
    title: z.string(),
    description: z.string(),
    requirements: z.nullable(z.string()),
    reference: z.nullable(z.string()),
    location: z.string(),
    budgetCents: z.int(),
    expiryDate: z.string(),
    site: z.nullable(versionSiteSchema),
    attachments: z.array(z.object({ attachmentId: z.string(), filename: z.string(), size: z.int() })),
  }),
);
export type VersionSnapshot = z.infer<typeof versionSnapshotSchema>;

/** The fields in which `to` differs from `from`, in VERSION_FIELDS order. */
export function changedFields(from: VersionSnapshot, to: VersionSnapshot): VersionField[] {
  return VERSION_FIELDS.filter((f) => JSON.stringify(from[f]) !== JSON.stringify(to[f]));
}

/** The amendment's reason in the PATCH body: trimmed, 1 to MAX_AMENDMENT_REASON characters, no control characters. */
export const amendmentReasonSchema = /* @__PURE__ */ built(() =>
  z.string().check(z.trim(), z.minLength(1, amendmentMessages.reasonRequired), z.maxLength(MAX_AMENDMENT_REASON, amendmentMessages.reasonTooLong), noControlCharacters),
);

/** The version the poster edited from (the detail's `version`). */
export const editedVersionSchema = /* @__PURE__ */ built(() => z.int().check(z.minimum(1), z.maximum(1_000_000)));
