/**
 * `GET /tenders/{tenderId}/bid`: the caller's own bid on a tender they may see, or `{bid: null}` (spec
 * part 2, geodesist detail "Your bid"). Never anyone else's bid. Unknown tender: 404; not visible: 403.
 */
import { toOwnBid } from '../data/bids';
import { httpHandler } from '../../../api/http-handler';
import { loadVisibleTender } from '../../tenders/public';

export const handler = httpHandler('bids-mine-get', async ({ auth, params }) => {
  const { tender, ownBid } = await loadVisibleTender(auth, params.tenderId!);
  return { bid: ownBid ? toOwnBid(ownBid, tender) : null };
});
