/**
 * The admin dashboard's Analytics card (spec part 2, 'Admin dashboard': 'Coming Soon' there):
 * live counts of users by role and approval, tenders by status, bids and deliveries.
 */
import { Loader } from '@aws-amplify/ui-react';
import { Card } from '@/components/ui/card';
import { ListErrorCard } from '@/components/ui/list-states';
import { useStats } from '../api/stats';

export function AnalyticsCard() {
  const stats = useStats();
  const rows: [string, [string, number][]][] = stats.data
    ? [
        [
          'Users',
          [
            ['Geodesists', stats.data.users.geodesist],
            ['Tender posters', stats.data.users.tenderPoster],
            ['Admins', stats.data.users.admin],
          ],
        ],
        [
          'Approval',
          [
            ['Pending', stats.data.users.pending],
            ['Approved', stats.data.users.approved],
            ['Rejected', stats.data.users.rejected],
          ],
        ],
        [
          'Tenders',
          [
            ['Open', stats.data.tenders.Open],
            ['In Progress', stats.data.tenders['In Progress']],
            ['Completed', stats.data.tenders.Completed],
            ['Cancelled', stats.data.tenders.Cancelled],
          ],
        ],
        [
          'Work',
          [
            ['Bids', stats.data.bids],
            ['Deliveries', stats.data.deliveries],
          ],
        ],
      ]
    : [];
  return (
    <Card title="Analytics" description="Platform statistics, live." level={3}>
      {stats.isPending ? (
        <Loader />
      ) : stats.isError ? (
        <ListErrorCard message="Failed to load the statistics." onRetry={() => void stats.refetch()} />
      ) : (
        <div className="analytics" aria-label="Platform statistics">
          {rows.map(([group, items]) => (
            <section key={group} className="analytics-group">
              <h4>{group}</h4>
              <dl aria-label={group}>
                {items.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd data-testid={`stat-${label}`}>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
