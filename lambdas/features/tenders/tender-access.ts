/**
 * Who may see a tender, written once (issue 7 "Who may read what"; spec part 2, 3): admins every tender;
 * a poster only their own; an approved geodesist Open tenders, tenders they bid on and tenders they are
 * contractor of. A tender the caller may not see answers 403, an unknown one 404 (docs/decisions.md,
 * "Foreign tenders: 403, unknown: 404"). Contact details and bidder identities come only from here.
 */
import { getBid, type BidItem } from '../bids/data/bids';
import { getProfile } from '../account/data/profiles';
import { getTenderWithAttachments, type AttachmentItem, type TenderItem } from './data/tenders';
import { bidderCompanyLabel, bidMessages } from '../bids/domain/bid';
import type { AcceptedBid, TenderDetail } from './domain/dto';
import { displayName } from '../../domain/roles';
import { isPastDeadline } from './domain/tender';
import { ConflictError, ForbiddenError, NotFoundError } from '../../kernel/errors';
import type { Auth } from '../../api/http-handler';

/** Messages of tender loading and editing (spec part 2, 8 and "Edit tender"). */
export const tenderMessages = {
  notFound: 'Tender not found',
  forbidden: 'You do not have access to this tender',
  editForbidden: "You don't have permission to edit this tender.",
  deleteForbidden: "You don't have permission to delete this tender.",
  notEditable: 'Only an Open tender can be edited',
  notDeletable: 'Only an Open tender can be deleted',
  beingDeleted: 'This tender is being deleted',
  changedMeanwhile: 'The tender was changed meanwhile; please reload and try again',
} as const;

/**
 * Whether `auth` may see `tender`; `hasBid` says whether the caller (a geodesist) has a bid on it.
 * Pure: the rule of issue 7 "Who may read what".
 */
export function canView(auth: Pick<Auth, 'userId' | 'role'>, tender: Pick<TenderItem, 'creatorId' | 'contractorId' | 'status'>, hasBid = false): boolean {
  if (auth.role === 'admin') return true;
  if (auth.role === 'tenderPoster') return tender.creatorId === auth.userId;
  return tender.status === 'Open' || tender.contractorId === auth.userId || hasBid;
}

/**
 * The tender and its attachments when the caller may see it, with the caller's own bid for geodesists.
 * Throws NotFoundError (404) for an unknown id, ForbiddenError (403) for one the caller may not see.
 * A tender whose delete has begun stays readable until the delete completes (a retry resumes it).
 */
export async function loadVisibleTender(auth: Auth, tenderId: string): Promise<{ tender: TenderItem; attachments: AttachmentItem[]; ownBid?: BidItem }> {
  const found = await getTenderWithAttachments(tenderId);
  if (!found) throw new NotFoundError(tenderMessages.notFound);
  const ownBid = auth.role === 'geodesist' ? await getBid(tenderId, auth.userId) : undefined;
  if (!canView(auth, found.tender, Boolean(ownBid))) throw new ForbiddenError(tenderMessages.forbidden);
  return { ...found, ...(ownBid ? { ownBid } : {}) };
}

/**
 * Throws why `bidderId` may not bid on `tender` at `now` (epoch ms): 403 on their own tender, 409 when
 * it is not Open, is being deleted or its deadline has passed (part 2, 4; features/tenders/domain/tender.ts isPastDeadline).
 */
export function assertBiddable(tender: TenderItem, bidderId: string, now = Date.now()): void {
  if (tender.creatorId === bidderId) throw new ForbiddenError(bidMessages.ownTender);
  if (tender.status !== 'Open' || tender.deletingAt) throw new ConflictError(bidMessages.tenderNotOpen);
  if (isPastDeadline(tender.expiryDate, now)) throw new ConflictError(bidMessages.deadlinePassed);
}

/**
 * Throws unless the poster `auth` may edit or delete `tender` now: 403 with the spec's message when it
 * is not theirs, 409 when it is not Open (part 2, 4: edit and delete only while Open).
 */
export function assertEditable(auth: Auth, tender: TenderItem, action: 'edit' | 'delete'): void {
  if (tender.creatorId !== auth.userId) throw new ForbiddenError(action === 'edit' ? tenderMessages.editForbidden : tenderMessages.deleteForbidden);
  if (action === 'edit' && tender.deletingAt) throw new ConflictError(tenderMessages.beingDeleted);
  if (tender.status !== 'Open') throw new ConflictError(action === 'edit' ? tenderMessages.notEditable : tenderMessages.notDeletable);
}

/**
 * The poster's contact details for the viewer (part 2, geodesist detail and admin detail): the
 * contractor of the tender once it is past Open, and admins; never the poster, never anyone else.
 * Returns null otherwise; missing fields are null (the web shows fallbacks).
 */
export async function contactFor(auth: Auth, tender: TenderItem): Promise<TenderDetail['contact']> {
  if (auth.userId === tender.creatorId) return null;
  const isContractor = auth.role === 'geodesist' && tender.status !== 'Open' && tender.contractorId === auth.userId;
  if (!isContractor && auth.role !== 'admin') return null;
  const poster = await getProfile(tender.creatorId);
  if (!poster) return { postedBy: null, contactPerson: null, contactEmail: null, contactPhone: null };
  return {
    postedBy: poster.company || displayName(poster),
    contactPerson: displayName(poster),
    contactEmail: poster.email || null,
    contactPhone: poster.phone,
  };
}

/** Admins' "Posted by" (part 2, admin detail): company, else name, else 'Unknown'; null for everyone else. */
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
