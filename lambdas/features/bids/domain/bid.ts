/**
 * Bids (spec part 2, sections 3, 4, 5 and 9). Pure module shared by the handlers and the web app.
 * Amounts are integer euro cents.
 */
import { english } from '../../../domain/i18n/english';
import { englishName } from '../../../domain/i18n/english-name';
export { BID_STATUSES, type BidStatus, effectiveBidStatus, bidderLabel, bidderCompanyLabel } from '../../tenders/domain/tender-bids';

/** Largest bid accepted: 10,000,000.00 € (docs/decisions/server/bid-amounts.md, "Amounts"). In cents. */
export const MAX_BID_CENTS = 1_000_000_000;

/** Longest bid comment (proposal), in characters (docs/decisions/README.md, "Server design"). */
export const MAX_BID_COMMENT = 2000;

/** Comments in the poster's bid table are cut at this many characters (part 2, 9). */
export const BID_COMMENT_PREVIEW = 50;

/** Bids per page of a tender's bid list. */
export const BID_PAGE_SIZE = 25;

/** Tooltip of the anonymised bidder column (part 2, poster detail). */
export const ANONYMIZED_TOOLTIP = englishName('domain.bid.anonymizedTooltip');

/** The anonymised label of the n-th bid (1-based) in newest-first order (part 2, poster detail). */
export function anonymizedLabel(n: number): string {
  return englishName('domain.bid.anonymized', { n });
}

/** Messages of refused bid actions (part 2, 4 and 5; docs/decisions/server/refusal-messages.md, "Messages"). */
export const bidMessages = {
  tenderNotOpen: english('error.bid.tenderNotOpen'),
  deadlinePassed: english('error.bid.deadlinePassed'),
  ownTender: english('error.bid.ownTender'),
  commentTooLong: english('error.bid.commentTooLong', { max: MAX_BID_COMMENT }),
  notPending: english('error.bid.notPending'),
  noBid: english('error.bid.noBid'),
  bidNotFound: english('error.bid.bidNotFound'),
  notCreator: english('error.bid.notCreator'),
  acceptNotOpen: english('error.bid.acceptNotOpen'),
  otherAccepted: english('error.bid.otherAccepted'),
  bidNotPending: english('error.bid.bidNotPending'),
  listForbidden: english('error.bid.listForbidden'),
} as const;
