/**
 * A user's own data (GDPR articles 15, 17 and 20): the export's timings and the erasure's rule
 * and messages. Pure module, shared with the web app as `@features/privacy/domain/privacy`.
 */
import { DELETED_USER } from '../../../domain/roles';
import { english } from '../../../domain/i18n/english';

export { DELETED_USER };

/** How long a prepared export stays downloadable: its record and its object expire after this (ms). */
export const EXPORT_KEPT_MS = 24 * 60 * 60 * 1000;
/** How long the download link of a ready export is valid (seconds); each `GET /me/data-export` signs a new one. */
export const EXPORT_LINK_SECONDS = 15 * 60;
/**
 * The query parameter of the Account page that opens one file of an export (`?exportFile=<exportId>/<n>`): the
 * links inside an export point there, so they work as long as the export is kept.
 */
export const EXPORT_FILE_PARAM = 'exportFile';

/** The link inside an export to its `index`-th file: the Account page of `siteUrl`, which asks for a fresh download link. */
export function exportFileHref(siteUrl: string, exportId: string, index: number): string {
  return `${siteUrl}/account?${EXPORT_FILE_PARAM}=${encodeURIComponent(`${exportId}/${index}`)}`;
}

/** The export id and file number of an `exportFile` parameter, or null when it is not one. */
export function parseExportFile(value: string | null | undefined): { exportId: string; file: number } | null {
  const match = /^([0-9]{15}-[0-9a-f-]{36})\/([0-9]{1,6})$/.exec(value ?? '');
  return match ? { exportId: match[1]!, file: Number(match[2]) } : null;
}
/** A new export may be asked for once the last one is older than this (ms), unless it failed. */
export const EXPORT_REQUEST_INTERVAL_MS = 5 * 60 * 1000;

/** States of an export: asked for and being prepared by the worker, ready to download, or failed. */
export const EXPORT_STATUSES = ['preparing', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/**
 * How long records kept after an erasure stay before they are deleted (ms after the erasure; docs/decisions/security-privacy/erasure.md
 * "Erasure", where each record's legal basis is named): the admins' history about the person 3 years (the general
 * limitation period of claims, so the platform can show what its admins did and that the erasure was done), a
 * contact message without its sender 1 year (the team's record of a request).
 */
export const RETENTION_AFTER_ERASURE_MS = {
  auditEntries: 3 * 365 * 24 * 60 * 60 * 1000,
  contactMessages: 365 * 24 * 60 * 60 * 1000,
} as const;

/** What the erasure confirmation must say in the request body (the Account page's dialog sends it). */
export const ERASE_CONFIRMATION = 'ERASE';

export const privacyMessages = {
  eraseConfirm: english('error.privacy.eraseConfirm', { word: ERASE_CONFIRMATION }),
  adminNotErasable: english('error.privacy.adminNotErasable'),
  contractorOpen: (tender: string) => english('error.privacy.contractorOpen', { tender }),
  posterInProgress: (tender: string) => english('error.privacy.posterInProgress', { tender }),
  userErasing: english('error.privacy.userErasing'),
  exportFileGone: english('error.privacy.exportFileGone'),
} as const;

/** A tender as the erasure rule reads it. */
export interface TenderFacts {
  tenderId: string;
  title: string;
  status: string;
  creatorId: string;
  contractorId?: string | null;
  bidCount: number;
}

/** `Title (PROJECTCODE)`: how a refusal names a tender. */
export function tenderName(t: Pick<TenderFacts, 'tenderId' | 'title'>): string {
  return `“${t.title}” (${t.tenderId.slice(0, 8).toUpperCase()})`;
}

/**
 * Why `userId` may not be erased yet, or null (docs/decisions/security-privacy/erasure.md, "Erasure"): an open contract blocks it:
 * the user is the contractor or the poster of an In Progress tender (the other party is waiting on them).
 * The poster's Open tenders do not block it: the erasure deletes them as the poster's own delete does, and
 * their bidders are told. Takes the user's own tenders and the tenders of their bids; returns the message
 * naming the first such tender.
 */
export function erasureRefusal(userId: string, tenders: readonly TenderFacts[]): string | null {
  for (const t of tenders) {
    if (t.contractorId === userId && t.status === 'In Progress') return privacyMessages.contractorOpen(tenderName(t));
    if (t.creatorId !== userId) continue;
    if (t.status === 'In Progress') return privacyMessages.posterInProgress(tenderName(t));
  }
  return null;
}
