/**
 * A bidder's confirmation of their bid after an amendment (features/tenders/domain/versions.ts;
 * docs/decisions/procurement/amendments.md): the bid's `tenderVersion` becomes the tender's version, in ONE
 * transaction with a check that the tender is still biddable and still at that version, so a confirmation never
 * answers a version its bidder did not see. Nothing is written per bid when the tender is amended.
 */
import { whereAll } from '../../../table/conditions';
import { tableOf, transactWrite } from '../../../table/model-table';
import { bidModel, tenderModel, type BidItem } from '../../tenders/public';
import { biddable, pendingBid } from '../domain/bid-rules';

const bids = tableOf<BidItem>(bidModel);
const tenders = tableOf(tenderModel);

/**
 * Confirms `bid` at tender version `version` (the tender's as read; `termsVersion` its last change of terms), at
 * `at` (ISO instant, default now). Conditions: the tender biddable (domain/bid-rules.ts) and at `version`; the bid
 * Pending and still before `termsVersion`. Returns the bid as stored. Throws TransactionCanceledException
 * ([0] the tender changed or closed, [1] the bid changed).
 */
export async function confirmBid(bid: BidItem, version: number, termsVersion: number, at = new Date().toISOString()): Promise<BidItem> {
  const { tenderId, bidderId } = bid;
  await transactWrite([
    tenders.checkItem(
      { tenderId },
      whereAll(biddable(bidderId, at), (a, op) => (version === 1 ? `(${op.notExists(a.version)} OR ${op.eq(a.version, 1)})` : op.eq(a.version, version))),
    ),
    bids.updateItem(
      { tenderId, bidderId },
      { set: { tenderVersion: version }, where: whereAll(pendingBid, (a, op) => `(${op.notExists(a.tenderVersion)} OR ${op.lt(a.tenderVersion, termsVersion)})`) },
      { mustExist: true },
    ),
  ]);
  return { ...bid, tenderVersion: version };
}
