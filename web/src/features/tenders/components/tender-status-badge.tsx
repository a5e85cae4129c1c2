/** Tender status badge (part 2, 4): Open orange, In Progress cyan, Finished grey, Completed green. */
import type { TenderStatus } from '@domain/tender';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<TenderStatus, BadgeTone> = { Open: 'orange', 'In Progress': 'cyan', Finished: 'grey', Completed: 'green' };

export function TenderStatusBadge({ status }: { status: TenderStatus }) {
  return (
    <Badge tone={TONES[status] ?? 'neutral'} className="status-badge">
      {status}
    </Badge>
  );
}
