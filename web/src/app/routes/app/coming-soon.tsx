/** Routes of the table whose screens arrive with later work: they answer, and say so. */
import { EmptyState } from '@/components/ui/empty-state';
import { ClockIcon } from '@/components/ui/icons';

export default function ComingSoonRoute() {
  return (
    <div className="page">
      <EmptyState icon={<ClockIcon size={28} />} title="Coming soon" message="This part of GeoTender is not available yet." />
    </div>
  );
}
