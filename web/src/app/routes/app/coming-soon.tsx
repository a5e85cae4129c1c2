/** Routes of the table whose screens arrive with later work: they answer, and say so. */
import { ClockIcon } from '@/components/ui/icons';
import { ListEmptyState } from '@/components/ui/list-states';

export default function ComingSoonRoute() {
  return (
    <div className="page">
      <ListEmptyState icon={<ClockIcon size={28} />} title="Coming soon" message="This part of GeoTender is not available yet." />
    </div>
  );
}
