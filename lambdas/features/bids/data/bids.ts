/**
 * Bids (spec part 2, 3 "bid", 4 "Place bid" and "Accept bid", 5). One item per geodesist and
 * tender (key tenderId + bidderId), so "one bid per geodesist per tender" is the key design; every write
 * that also touches the tender is ONE transaction whose conditions settle races. Money in integer euro
 * cents. Access patterns in docs/data-model.md ("Bids").
 */
import { profileModel } from '../../account/public';
import { count, move } from '../../../table/stats';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { effectiveBidStatus } from '../domain/bid';
import { acceptableBid, awardable, biddable, pendingBid, withdrawableFrom } from '../domain/bid-rules';
import { whereAll } from '../../../table/conditions';
import type { OwnBid } from '../domain/dto';
import { documentClient } from '../../../table/client';
import { tableOf, transactWrite, type TransactItem } from '../../../table/model-table';
import { bidModel, tenderModel, type BidItem, type TenderItem } from '../../tenders/public';
import { needsConfirmation } from '../../tenders/domain/versions';

export { getBid, getBidById, getBidsOf, listBidderBids, listBidderIds, listTenderBids, deleteAllBids, type BidItem } from '../../tenders/public';
import { accountInForce } from '../../account/domain/account-rules';

/**
 * The caller's own bid as the API shows it, with the status it reads as on `tender` (effectiveBidStatus) and whether
 * it waits for confirmation after an amendment (a Pending bid on an Open tender that predates its terms' last change).
 */
export function toOwnBid(b: BidItem, tender: Pick<TenderItem, 'status' | 'termsVersion'>): OwnBid {
  const status = effectiveBidStatus(b.status, tender.status);
  return {
    bidId: b.bidId,
    tenderId: b.tenderId,
    amountCents: b.amountCents,
    comment: b.comment ?? null,
    status,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    needsConfirmation: status === 'Pending' && tender.status === 'Open' && needsConfirmation(b.tenderVersion, tender),
  };
}

/** Bids in the table (table/model-table.ts): every key is composed from bidModel, none is written here. */
const bids = tableOf<BidItem>(bidModel);
/** The tenders a bid's transactions also write. */
const tenders = tableOf(tenderModel);
/** The profiles a bid's transactions check: no bid or award lands for an account being erased. */
const profiles = tableOf(profileModel);

/** The transaction item checking that `userId`'s account is in force (account/domain/account-rules.ts). */
const accountCheck = (userId: string, whose: 'own' | 'bidder') => profiles.checkItem({ userId }, whereAll(accountInForce(userId, whose)));

/**
 * Creates the geodesist's first bid (Pending) and adds 1 to the tender's bidCount in ONE transaction:
 * the bid put is conditioned on the item not existing, the tender update on the rule `biddable`
 * (domain/bid-rules.ts), and the bidder's profile on `accountInForce` (not being erased). Returns the
 * stored bid. Throws TransactionCanceledException (CancellationReasons[0] ConditionalCheckFailed: the
 * bid exists; [1]: the tender is no longer biddable; [2]: the bidder's account is being erased). `bidId` defaults to a
 * new UUID; `also` is written in the same transaction, after those parts (the outbox item of its event).
 * `tenderVersion`: the tender's version as read (features/tenders/domain/versions.ts); an amendment landing between
 * the read and the write leaves the bid at the older version, so it asks for confirmation rather than pass unseen.
 */
export async function createBid(input: {
  tenderId: string;
  bidderId: string;
  amountCents: number;
  comment: string | null;
  at?: string;
  bidId?: string;
  also?: readonly TransactItem[];
  tenderVersion?: number;
}): Promise<BidItem> {
  const at = input.at ?? new Date().toISOString();
  const bid: BidItem = {
    tenderId: input.tenderId,
    bidderId: input.bidderId,
    bidId: input.bidId ?? randomUUID(),
    amountCents: input.amountCents,
    ...(input.comment ? { comment: input.comment } : {}),
    status: 'Pending',
    createdAt: at,
    updatedAt: at,
    ...(input.tenderVersion !== undefined ? { tenderVersion: input.tenderVersion } : {}),
  };
  await transactWrite([
    bids.putItem({ ...bid }, { ifAbsent: true }),
    tenders.updateItem({ tenderId: input.tenderId }, { add: { bidCount: 1 }, where: whereAll(biddable(input.bidderId, at)) }),
    accountCheck(input.bidderId, 'own'),
    ...(input.also ?? []),
  ]);
  await count({ bids: 1 });
  return bid;
}

/**
 * Changes the amount and comment of a Pending bid (`pendingBid`), in ONE transaction with a check of the
 * tender (`biddable`; domain/bid-rules.ts). Takes the bid as read; returns it as stored. Throws TransactionCanceledException when
 * the bid is no longer Pending ([1]), the tender no longer biddable ([0]) or the bidder's account is being erased ([2]).
 * `tenderVersion`: the tender's version as read (a change answers the tender as the bidder saw it, as createBid).
 */
export async function updateBid(current: BidItem, change: { amountCents: number; comment: string | null; at?: string; tenderVersion?: number }): Promise<BidItem> {
  const at = change.at ?? new Date().toISOString();
  const { tenderId, bidderId } = current;
  const seen = change.tenderVersion !== undefined ? { tenderVersion: change.tenderVersion } : {};
  await transactWrite([
    tenders.checkItem({ tenderId }, whereAll(biddable(bidderId, at))),
    bids.updateItem(
      { tenderId, bidderId },
      change.comment
        ? { set: { amountCents: change.amountCents, comment: change.comment, updatedAt: at, ...seen }, where: whereAll(pendingBid) }
        : { set: { amountCents: change.amountCents, updatedAt: at, ...seen }, remove: ['comment'], where: whereAll(pendingBid) },
      { mustExist: true },
    ),
    accountCheck(bidderId, 'own'),
  ]);
  const { comment: _old, ...rest } = current;
  return { ...rest, amountCents: change.amountCents, ...(change.comment ? { comment: change.comment } : {}), updatedAt: at, ...seen };
}

/**
 * Withdraws a Pending bid: deletes it and subtracts 1 from the tender's bidCount in ONE transaction,
 * conditioned on the rules `pendingBid` and `withdrawableFrom` (domain/bid-rules.ts). `also` is written in the
 * same transaction, after those parts (the history entry). Throws TransactionCanceledException otherwise.
 */
export async function withdrawBid(tenderId: string, bidderId: string, also: readonly TransactItem[] = []): Promise<void> {
  await transactWrite([
    bids.deleteItem({ tenderId, bidderId }, { where: whereAll(pendingBid) }),
    tenders.updateItem({ tenderId }, { add: { bidCount: -1 }, where: whereAll(withdrawableFrom) }),
    ...also,
  ]);
  await count({ bids: -1 });
}

/**
 * Awards a tender (part 2, 4 "Accept bid"): the tender becomes In Progress with `contractorId` and the
 * bid Accepted with `acceptedAt`, in ONE transaction conditioned on the rules `awardable(creatorId)` and
 * `acceptableBid` (domain/bid-rules.ts), and on the poster's and the bidder's accounts being in force
 * (`accountInForce`: neither is being erased). Of concurrent awards exactly one commits. The tender leaves the map index (its siteCell and siteGeohash are removed). `also` is
 * written in the same transaction, last (the outbox item of the award's event). Returns the time. Throws TransactionCanceledException when a condition fails.
 */
export async function acceptBid(input: { bid: BidItem; creatorId: string; at?: string; also?: readonly TransactItem[] }): Promise<string> {
  const at = input.at ?? new Date().toISOString();
  const { tenderId, bidderId } = input.bid;
  await transactWrite([
    tenders.updateItem(
      { tenderId },
      {
        set: { status: 'In Progress', contractorId: bidderId, updatedAt: at },
        // Off the map index: the map shows Open tenders, so an awarded one no longer costs its reads.
        remove: ['siteCell', 'siteGeohash'],
        where: whereAll(awardable(input.creatorId)),
      },
      { mustExist: true },
    ),
    bids.updateItem({ tenderId, bidderId }, { set: { status: 'Accepted', acceptedAt: at, updatedAt: at }, where: whereAll(acceptableBid) }, { mustExist: true }),
    accountCheck(input.creatorId, 'own'),
    accountCheck(bidderId, 'bidder'),
    ...(input.also ?? []),
  ]);
  await count(move('tendersOpen', 'tendersInProgress'));
  return at;
}

/** Bids rejected per batch of parallel conditional updates. */
const REJECT_CONCURRENCY = 25;

/**
 * Rejects every Pending bid of a tender except the contractor's (part 2, 4: "other bids Rejected"), page
 * by page through the tender's partition, each with a conditional update Pending -> Rejected; bids that
 * are not Pending any more are skipped. Idempotent: a retry finishes what a crash left. Returns the
 * bidder ids it rejected now, and the write capacity consumed when asked.
 */
export async function rejectOtherBids(tenderId: string, contractorId: string, opts: { returnConsumedCapacity?: boolean } = {}): Promise<{ rejected: string[]; consumedWriteUnits: number }> {
  const rejected: string[] = [];
  let consumed = 0;
  let cursor: string | null = null;
  do {
    const page = await bids.query('byTenderBidder', { tenderId }, { cursor, limit: 200 });
    const pending = page.items.filter((b) => b.status === 'Pending' && b.bidderId !== contractorId);
    for (let i = 0; i < pending.length; i += REJECT_CONCURRENCY) {
      await Promise.all(
        pending.slice(i, i + REJECT_CONCURRENCY).map(async (b) => {
          const at = new Date().toISOString();
          try {
            const { Update: update } = bids.updateItem(
              { tenderId, bidderId: b.bidderId },
              { set: { status: 'Rejected', updatedAt: at }, where: (a, op) => op.eq(a.status, 'Pending') },
              { mustExist: true },
            );
            const out = await documentClient.send(new UpdateCommand({ ...update!, ReturnConsumedCapacity: opts.returnConsumedCapacity ? 'TOTAL' : undefined }));
            consumed += out.ConsumedCapacity?.CapacityUnits ?? 0;
            rejected.push(b.bidderId);
          } catch (error) {
            if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
          }
        }),
      );
    }
    cursor = page.cursor;
  } while (cursor);
  return { rejected, consumedWriteUnits: consumed };
}

/**
 * Settles an award in queued work: rejects every other Pending bid (rejectOtherBids), then
 * returns the ids of every bidder of the tender whose bid is Rejected, those rejected now and by an earlier
 * attempt alike, so a retry tells each of them (once, by the notification ids of the event).
 */
export async function settleAward(tenderId: string, contractorId: string): Promise<string[]> {
  await rejectOtherBids(tenderId, contractorId);
  const all = await bids.queryAll('byTenderBidder', { tenderId }, { attributes: ['bidderId', 'status'] });
  return all.filter((b) => b.status === 'Rejected' && b.bidderId !== contractorId).map((b) => b.bidderId);
}

/**
 * The positions of the transaction items whose condition failed (TransactionCanceledException
 * CancellationReasons), or [] for another error.
 */
export function failedConditions(error: unknown): number[] {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (reasons) return reasons.flatMap((r, i) => (r?.Code === 'ConditionalCheckFailed' ? [i] : []));
    e = (e as { cause?: unknown }).cause;
  }
  return [];
}
