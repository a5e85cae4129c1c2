/** Geodesist history (part 2), first cut: the empty state until completed work is listed. */
import { EmptyState } from '@/components/ui/empty-state';
import { HistoryIcon } from '@/components/ui/icons';

export default function GeodesistHistoryRoute() {
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>History</h1>
          <p className="muted">Your completed projects.</p>
        </div>
      </header>
      <EmptyState icon={<HistoryIcon size={28} />} title="No completed tenders yet" message="Projects you complete appear here." />
    </div>
  );
}
