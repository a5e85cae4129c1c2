/**
 * The admin dashboard's Analytics card (spec part 2, 'Admin dashboard': 'Coming Soon' there):
 * live counts of users by role and approval, tenders by status, bids and deliveries. Texts from the catalogue's
 * `admin` part, counts in the language's number format; each count's test id stays its English name
 * (`stat-Geodesists`).
 */
import { Loader } from '@aws-amplify/ui-react';
import type { MessageKey } from '@domain/i18n/catalogue';
import { Card } from '@/components/ui/card';
import { ListErrorCard } from '@/components/ui/list-states';
import { useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
import { useStats } from '../api/stats';

type Stats = NonNullable<ReturnType<typeof useStats>['data']>;

/** The groups of counts: each group's heading, and each count's test id, label and value (tenders as the admin's tender tabs group them: Finished counts as Completed). */
const groups = (s: Stats): { heading: MessageKey; items: { id: string; label: MessageKey; value: number }[] }[] => [
  {
    heading: 'admin.analytics.users',
    items: [
      { id: 'Geodesists', label: 'admin.analytics.geodesists', value: s.users.geodesist },
      { id: 'Tender posters', label: 'admin.analytics.tenderPosters', value: s.users.tenderPoster },
      { id: 'Admins', label: 'admin.analytics.admins', value: s.users.admin },
    ],
  },
  {
    heading: 'admin.analytics.approval',
    items: [
      { id: 'Pending', label: 'admin.approval.pending', value: s.users.pending },
      { id: 'Approved', label: 'admin.approval.approved', value: s.users.approved },
      { id: 'Rejected', label: 'admin.approval.rejected', value: s.users.rejected },
    ],
  },
  {
    heading: 'admin.analytics.tenders',
    items: [
      { id: 'Open', label: 'admin.tenders.tab.open', value: s.tenders.Open },
      { id: 'In Progress', label: 'admin.tenders.tab.inProgress', value: s.tenders['In Progress'] },
      { id: 'Completed', label: 'admin.tenders.tab.completed', value: s.tenders.Completed },
      { id: 'Cancelled', label: 'admin.tenders.tab.cancelled', value: s.tenders.Cancelled },
    ],
  },
  {
    heading: 'admin.analytics.work',
    items: [
      { id: 'Bids', label: 'admin.analytics.bids', value: s.bids },
      { id: 'Deliveries', label: 'admin.analytics.deliveries', value: s.deliveries },
    ],
  },
];

/** The card: live counts, a loader, or the error with a retry. */
export function AnalyticsCard() {
  const t = useT();
  const format = useFormat();
  const stats = useStats();
  return (
    <Card title={t('admin.analytics.title')} description={t('admin.analytics.description')} level={3}>
      {stats.isPending ? (
        <Loader />
      ) : stats.isError ? (
        <ListErrorCard message={t('admin.analytics.loadFailed')} onRetry={() => void stats.refetch()} />
      ) : (
        <div className="analytics" aria-label={t('admin.analytics.label')}>
          {groups(stats.data).map(({ heading, items }) => (
            <section key={heading} className="analytics-group">
              <h4>{t(heading)}</h4>
              <dl aria-label={t(heading)}>
                {items.map(({ id, label, value }) => (
                  <div key={id}>
                    <dt>{t(label)}</dt>
                    <dd data-testid={`stat-${id}`}>{format.number(value)}</dd>
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
