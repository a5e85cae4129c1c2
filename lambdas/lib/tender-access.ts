/**
 * Who may see a tender (issue 2, "Who sees what"; spec part 2, 3): admins every tender; a poster only
 * their own; an approved geodesist Open tenders and the ones they are contractor of.
 */
import { getProfile } from '../data/profiles';
import { getTenderWithAttachments, type AttachmentItem, type TenderItem } from '../data/tenders';
import type { TenderDetail } from '../domain/dto';
import { displayName } from '../domain/roles';
import { ForbiddenError, NotFoundError } from './errors';
import type { Auth } from './http-handler';

/** Messages of tender loading (spec part 2, 8). */
export const tenderMessages = {
  notFound: 'Tender not found',
  forbidden: 'You do not have access to this tender',
} as const;

/** Whether `auth` may see `tender`. */
export function canView(auth: Pick<Auth, 'userId' | 'role'>, tender: Pick<TenderItem, 'creatorId' | 'contractorId' | 'status'>): boolean {
  if (auth.role === 'admin') return true;
  if (auth.role === 'tenderPoster') return tender.creatorId === auth.userId;
  return tender.status === 'Open' || tender.contractorId === auth.userId;
}

/** The tender and its attachments when the caller may see it. Throws NotFoundError (404) or ForbiddenError (403). */
export async function loadVisibleTender(auth: Auth, tenderId: string): Promise<{ tender: TenderItem; attachments: AttachmentItem[] }> {
  const found = await getTenderWithAttachments(tenderId);
  if (!found) throw new NotFoundError(tenderMessages.notFound);
  if (!canView(auth, found.tender)) throw new ForbiddenError(tenderMessages.forbidden);
  return found;
}

/**
 * The poster's contact details for the viewer: only for the contractor of an In Progress tender, never
 * for the poster (spec part 2, geodesist detail). Returns null otherwise.
 */
export async function contactFor(auth: Auth, tender: TenderItem): Promise<TenderDetail['contact']> {
  if (auth.userId === tender.creatorId) return null;
  if (tender.status !== 'In Progress' || tender.contractorId !== auth.userId) return null;
  const poster = await getProfile(tender.creatorId);
  if (!poster) return { postedBy: null, contactPerson: null, contactEmail: null, contactPhone: null };
  return {
    postedBy: poster.company || displayName(poster),
    contactPerson: displayName(poster),
    contactEmail: poster.email || null,
    contactPhone: poster.phone,
  };
}
