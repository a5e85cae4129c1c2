/**
 * Reading what a tender's OCDS release is made of (domain/ocds.ts): the tender with its attachments and site (one
 * Query of its partition, already read by the caller), its history (one Query), and after the award the accepted bid
 * and the winner's profile; the buyer's profile. Parties are named by opaque ids (`org-` and 12 hex characters of a
 * SHA-256 of the user id), never by a user id, so one organisation has the same id in every release.
 */
import { createHash } from 'node:crypto';
import { getProfile } from '../../account/public';
import { allHistory, getBid, type AttachmentItem, type TenderItem } from '../../tenders/public';
import { bidderCompanyLabel } from '../../tenders/domain/tender-bids';
import { config } from '../../../kernel/config';
import type { HttpEvent } from '../../../api/http-handler';
import { DEFAULT_OCID_PREFIX, toOcdsRelease, type OcdsAward, type OcdsOrganisation, type OcdsRelease } from '../domain/ocds';

/** The published id of the organisation of user `userId`. */
export const partyIdOf = (userId: string): string => `org-${createHash('sha256').update(userId).digest('hex').slice(0, 12)}`;

/** The base URL of the API a request came to, e.g. `https://abc.execute-api.eu-central-1.amazonaws.com` (no trailing slash). */
export function apiBaseOf(event: HttpEvent): string {
  const host = event.requestContext.domainName || event.headers?.host || 'localhost';
  const proto = event.headers?.['x-forwarded-proto'] ?? (/^(localhost|127\.|\[::1\])/.test(host) ? 'http' : 'https');
  return `${proto}://${host}`;
}

/** Profiles by user id, read once per request (a page of the export names a buyer many times). */
export type ProfileNames = Map<string, Promise<string>>;

function organisationOf(userId: string, names: ProfileNames): Promise<OcdsOrganisation> {
  if (!names.has(userId)) names.set(userId, getProfile(userId).then(bidderCompanyLabel));
  return names.get(userId)!.then((name) => ({ id: partyIdOf(userId), name }));
}

/** The award of a tender past Open: the accepted bid and its bidder; null while Open or when the bid is gone. */
async function awardOf(tender: TenderItem, names: ProfileNames): Promise<OcdsAward | null> {
  if (tender.status === 'Open' || !tender.contractorId) return null;
  const [bid, supplier] = await Promise.all([getBid(tender.tenderId, tender.contractorId), organisationOf(tender.contractorId, names)]);
  if (!bid) return null;
  return { supplier, amountCents: bid.amountCents, acceptedAt: bid.acceptedAt ?? bid.updatedAt };
}

/**
 * The OCDS release of a tender read with its attachments (getTenderWithAttachments or loadVisibleTender), its
 * documents linked to the API's download route under `apiBase`. Reads the history, the buyer's profile and, after the
 * award, the accepted bid and the winner's profile, at the same time.
 */
export async function releaseOf(tender: TenderItem, attachments: AttachmentItem[], apiBase: string, names: ProfileNames = new Map()): Promise<OcdsRelease> {
  const [history, buyer, award] = await Promise.all([allHistory(tender.tenderId), organisationOf(tender.creatorId, names), awardOf(tender, names)]);
  const extra = tender as TenderItem & { questionDeadline?: string };
  return toOcdsRelease({
    ocidPrefix: config.ocidPrefix ?? DEFAULT_OCID_PREFIX,
    tender: { ...tender, questionDeadline: extra.questionDeadline ?? null },
    attachments: attachments.map((a) => ({ ...a, url: `${apiBase}/tenders/${tender.tenderId}/attachments/${a.attachmentId}/download` })),
    site: tender.site?.geometry ?? null,
    buyer,
    award,
    history,
  });
}
