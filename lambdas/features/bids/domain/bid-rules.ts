/**
 * The rules of bidding and the award, each once (spec part 2, 4 "Place bid" and "Accept bid", 5): the
 * handlers answer with their refusals, the web app offers only what they allow, and the writes in data/bids.ts
 * carry the same clauses as DynamoDB conditions (lambdas/table/conditions.ts), so a race is refused as the rule says.
 */
import { firstRefusal, type Clause, type Refusal } from '../../../domain/rules';
import { tenderMessages } from '../../tenders/domain/tender';
import { bidMessages } from './bid';

/**
 * The tender attributes the bid rules read (the stored tender; the API's detail has all but `deletingAt`, and its
 * `creatorId` is null for a viewer who may not know the poster, which names nobody here).
 */
export interface BidTenderState {
  creatorId: string | null;
  status: string;
  expiryDate: string;
  contractorId?: string | null;
  deletingAt?: string | null;
}

/** The bid attribute the rules read. */
export interface BidState {
  status: string;
}

const tenderNotOpen: Refusal = { status: 409, message: bidMessages.tenderNotOpen };

/**
 * "A geodesist may bid on this tender now": not their own tender (403); Open and no delete begun (409); the
 * deadline, an ISO instant, not passed at `nowIso`, the deadline instant itself included (409).
 */
export function biddable(bidderId: string, nowIso: string): Clause<BidTenderState>[] {
  return [
    { field: 'creatorId', is: 'ne', value: bidderId, refusal: { status: 403, message: bidMessages.ownTender } },
    { field: 'status', is: 'eq', value: 'Open', refusal: tenderNotOpen },
    { field: 'deletingAt', is: 'absent', refusal: tenderNotOpen },
    { field: 'expiryDate', is: 'gte', value: nowIso, refusal: { status: 409, message: bidMessages.deadlinePassed } },
  ];
}

/** Why `bidderId` may not bid on `tender` at `now` (epoch ms), or null when they may. */
export function bidRefusal(tender: BidTenderState, bidderId: string, now: number = Date.now()): Refusal | null {
  return firstRefusal(biddable(bidderId, new Date(now).toISOString()), tender);
}

/** "A bid may be changed or withdrawn": only while Pending (409). */
export const pendingBid: Clause<BidState>[] = [{ field: 'status', is: 'eq', value: 'Pending', refusal: { status: 409, message: bidMessages.notPending } }];

/** "A bid may be withdrawn from this tender": Open and no delete begun (409); the deadline does not matter. */
export const withdrawableFrom: Clause<BidTenderState>[] = [
  { field: 'status', is: 'eq', value: 'Open', refusal: tenderNotOpen },
  { field: 'deletingAt', is: 'absent', refusal: tenderNotOpen },
];

/** Why the geodesist may not withdraw `bid` from `tender`, or null when they may. */
export function withdrawRefusal(tender: BidTenderState, bid: BidState): Refusal | null {
  return firstRefusal(pendingBid, bid) ?? firstRefusal(withdrawableFrom, tender);
}

/** "This poster may award bids on this tender at all": no delete begun (404, as if gone) and theirs (403). */
export function awardingPoster(posterId: string): Clause<BidTenderState>[] {
  return [
    { field: 'deletingAt', is: 'absent', refusal: { status: 404, message: tenderMessages.notFound } },
    { field: 'creatorId', is: 'eq', value: posterId, refusal: { status: 403, message: bidMessages.notCreator } },
  ];
}

/**
 * "The poster may award this tender now": `awardingPoster`, then no bid accepted yet (409 'another bid
 * accepted') and Open (409).
 */
export function awardable(posterId: string): Clause<BidTenderState>[] {
  return [
    ...awardingPoster(posterId),
    { field: 'contractorId', is: 'absent', refusal: { status: 409, message: bidMessages.otherAccepted } },
    { field: 'status', is: 'eq', value: 'Open', refusal: { status: 409, message: bidMessages.acceptNotOpen } },
  ];
}

/** "A bid may be accepted": only while Pending (409). */
export const acceptableBid: Clause<BidState>[] = [{ field: 'status', is: 'eq', value: 'Pending', refusal: { status: 409, message: bidMessages.bidNotPending } }];

/** Why `posterId` may not accept `bid` on `tender`, or null when they may. */
export function awardRefusal(tender: BidTenderState, bid: BidState | null, posterId: string): Refusal | null {
  return firstRefusal(awardable(posterId), tender) ?? (bid ? firstRefusal(acceptableBid, bid) : null);
}
