/**
 * `GET /admin/stats`: the Analytics card's live counts (spec part 2, 'Admin dashboard'):
 * users by role and approval, tenders by status, bids and deliveries, read from the counters each write
 * keeps (lambdas/table/stats.ts; one Query, never a Scan). Admins only.
 */
import { readStats } from '../../../table/stats';
import type { Stats } from '../domain/dto';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('admin-stats-get', async (): Promise<Stats> => {
  const c = await readStats();
  const atLeast0 = (n: number) => Math.max(0, n);
  return {
    users: {
      geodesist: atLeast0(c.usersGeodesist),
      tenderPoster: atLeast0(c.usersTenderPoster),
      admin: atLeast0(c.usersAdmin),
      pending: atLeast0(c.usersPending),
      approved: atLeast0(c.usersApproved),
      rejected: atLeast0(c.usersRejected),
    },
    tenders: { Open: atLeast0(c.tendersOpen), 'In Progress': atLeast0(c.tendersInProgress), Completed: atLeast0(c.tendersCompleted), Cancelled: atLeast0(c.tendersCancelled) },
    bids: atLeast0(c.bids),
    deliveries: atLeast0(c.deliveries),
  };
});
