/**
 * Loading a tender for a caller and the parts of it only some callers see (spec
 * part 2, 3). The rules themselves are in domain/tender-rules.ts (canView, seesContact). A tender the caller
 * may not see answers 403, an unknown one 404 (docs/decisions/server/foreign-and-unknown-tenders.md, "Foreign tenders: 403, unknown: 404").
 * Contact details and bidder identities come only from here.
 */
import { getBid, type BidItem } from './data/tender-bids';
import { getProfile } from '../account/public';
import { getTenderWithAttachments, type AttachmentItem, type TenderItem } from './data/tenders';
import { bidderCompanyLabel } from './domain/tender-bids';
import type { AcceptedBid, TenderDetail } from './domain/dto';
import { displayName } from '../../domain/roles';
import { tenderMessages } from './domain/tender';
import { canView, seesContact } from './domain/tender-rules';
import { ForbiddenError, NotFoundError } from '../../kernel/errors';
import type { Auth } from '../../api/http-handler';

/**
 * The tender and its attachments when the caller may see it, with the caller's own bid for geodesists
 * (read at the same time as the tender; strongly consistent with `consistentBid`, for a write that follows).
 * Throws NotFoundError (404) for an unknown id, ForbiddenError (403) for one the caller may not see.
 * A tender whose delete has begun stays readable until the delete completes (a retry resumes it).
 */
export async function loadVisibleTender(auth: Auth, tenderId: string, options: { consistentBid?: boolean } = {}): Promise<{ tender: TenderItem; attachments: AttachmentItem[]; ownBid?: BidItem }> {
  const [found, ownBid] = await Promise.all([getTenderWithAttachments(tenderId), auth.role === 'geodesist' ? getBid(tenderId, auth.userId, { consistent: options.consistentBid }) : undefined]);
  if (!found) throw new NotFoundError(tenderMessages.notFound);
  if (!canView(auth, found.tender, Boolean(ownBid))) throw new ForbiddenError(tenderMessages.forbidden);
  return { ...found, ...(ownBid ? { ownBid } : {}) };
}

/**
 * The poster's contact details for the viewer (part 2, geodesist detail and admin detail): the
 * contractor of the tender once it is past Open, and admins; never the poster, never anyone else.
 * Returns null otherwise; missing fields are null (the web shows fallbacks).
 */
export async function contactFor(auth: Auth, tender: TenderItem): Promise<TenderDetail['contact']> {
  if (!seesContact(auth, tender)) return null;
  const poster = await getProfile(tender.creatorId);
  if (!poster) return { postedBy: null, contactPerson: null, contactEmail: null, contactPhone: null };
  return {
    postedBy: poster.company || displayName(poster),
    contactPerson: displayName(poster),
    contactEmail: poster.email || null,
    contactPhone: poster.phone,
  };
}

/**
 * Admins' "Posted by" (part 2, admin detail): company, else name, else 'Unknown'; 'Deleted user' when the poster
 * erased their account; null for everyone else.
 */
export async function postedByFor(auth: Auth, tender: TenderItem): Promise<string | null> {
  if (auth.role !== 'admin') return null;
  return bidderCompanyLabel(await getProfile(tender.creatorId));
}

/**
 * The Accepted Bid card (part 2): for the poster, the contractor and admins once the tender is past
 * Open; null otherwise. bidderName: company, else name, else 'Unknown'.
 */
export async function acceptedBidFor(auth: Auth, tender: TenderItem): Promise<AcceptedBid | null> {
  if (tender.status === 'Open' || !tender.contractorId) return null;
  const allowed = auth.role === 'admin' || auth.userId === tender.creatorId || auth.userId === tender.contractorId;
  if (!allowed) return null;
  const [bid, bidder] = await Promise.all([getBid(tender.tenderId, tender.contractorId), getProfile(tender.contractorId)]);
  if (!bid) return null;
  return {
    bidId: bid.bidId,
    bidderId: bid.bidderId,
    bidderName: bidderCompanyLabel(bidder),
    amountCents: bid.amountCents,
    comment: bid.comment ?? null,
    acceptedAt: bid.acceptedAt ?? bid.updatedAt,
  };
}
