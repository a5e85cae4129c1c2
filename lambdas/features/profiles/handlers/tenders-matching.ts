/**
 * `GET /tenders/matching`: 'Matches my areas' for a geodesist: the Open tenders whose site lies in one of their service
 * areas, soonest deadline first (tenders-matching.ts). One page: `nextCursor` is always null.
 */
import { httpHandler } from '../../../api/http-handler';
import { getServiceAlerts } from '../data/public-profiles';
import { tendersMatching } from '../tenders-matching';

export const handler = httpHandler('tenders-matching', async ({ auth }) => {
  const { areas } = await getServiceAlerts(auth.userId);
  const { items } = await tendersMatching(auth.userId, areas);
  return { items, nextCursor: null };
});
