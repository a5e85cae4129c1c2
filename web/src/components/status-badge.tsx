/**
 * Status badges for tenders, bids and deliveries, on Amplify UI `Badge`.
 * Colours come from the palette in styles/index.css (part 2, 4: Open orange, In Progress cyan,
 * Finished grey, Completed green; Cancelled red); bids and deliveries reuse the same tones.
 */
import { Badge } from '@aws-amplify/ui-react';
import type { TenderStatus } from '@features/tenders/domain/tender';
import type { BidStatus } from '@features/bids/domain/bid';
import type { DeliveryStatus } from '@features/deliveries/domain/delivery';
import type { MessageKey } from '@domain/i18n/catalogue';
import type { Translate } from '@domain/i18n/translate';
import { useT } from '@/i18n/i18n';

/** Palette tones shared by every status badge. */
export type StatusTone = 'orange' | 'cyan' | 'green' | 'grey' | 'red' | 'blue' | 'purple' | 'neutral';

const TONE_COLOURS: Record<StatusTone, { bg: string; fg: string }> = {
  // Text one step darker than --orange-600 / --green-600: 4.5:1 contrast on the light backgrounds (WCAG AA).
  orange: { bg: 'var(--orange-100)', fg: '#9a3412' },
  cyan: { bg: 'var(--cyan-100)', fg: 'var(--cyan-700)' },
  green: { bg: 'var(--green-100)', fg: '#17653a' },
  grey: { bg: 'var(--gray-200)', fg: 'var(--gray-700)' },
  red: { bg: 'var(--red-100)', fg: 'var(--red-600)' },
  blue: { bg: 'var(--blue-100)', fg: 'var(--blue-600)' },
  purple: { bg: 'var(--purple-100)', fg: 'var(--purple-600)' },
  neutral: { bg: 'var(--gray-100)', fg: 'var(--gray-700)' },
};

/** A pill label in one palette tone; `label` is the visible (and accessible) text. */
export function StatusBadge({ tone, label, className }: { tone: StatusTone; label: string; className?: string }) {
  const { bg, fg } = TONE_COLOURS[tone];
  return (
    <Badge className={['status-badge', className].filter(Boolean).join(' ')} data-tone={tone} size="small" backgroundColor={bg} color={fg} fontWeight="600">
      {label}
    </Badge>
  );
}

/** The shown names of the statuses (English: the status itself; any other value shows as it is). */
const TENDER_NAMES: Record<TenderStatus, MessageKey> = {
  Open: 'status.tender.open',
  'In Progress': 'status.tender.inProgress',
  Finished: 'status.tender.finished',
  Completed: 'status.tender.completed',
  Cancelled: 'status.tender.cancelled',
};
const BID_NAMES: Record<BidStatus, MessageKey> = { Pending: 'status.bid.pending', Accepted: 'status.bid.accepted', Rejected: 'status.bid.rejected', Cancelled: 'status.bid.cancelled' };
const DELIVERY_NAMES: Record<DeliveryStatus, MessageKey> = { Submitted: 'status.delivery.submitted', 'Changes Requested': 'status.delivery.changesRequested', Accepted: 'status.delivery.accepted' };

const TENDER_TONES: Record<TenderStatus, StatusTone> = { Open: 'orange', 'In Progress': 'cyan', Finished: 'grey', Completed: 'green', Cancelled: 'red' };

/** The shown name of a tender status in the active language (any other value as it is). */
export function tenderStatusName(status: TenderStatus | string, t: Translate): string {
  const key = TENDER_NAMES[status as TenderStatus];
  return key ? t(key) : status;
}

/** Tender status (part 2, 4): Open orange, In Progress cyan, Finished grey, Completed green, Cancelled red. */
export function TenderStatusBadge({ status }: { status: TenderStatus | string }) {
  const t = useT();
  const key = TENDER_NAMES[status as TenderStatus];
  return <StatusBadge tone={TENDER_TONES[status as TenderStatus] ?? 'neutral'} label={key ? t(key) : status} />;
}

const BID_TONES: Record<BidStatus, StatusTone> = { Pending: 'blue', Accepted: 'green', Rejected: 'red', Cancelled: 'grey' };

/** Bid status (part 2, 3): Pending, Accepted, Rejected, Cancelled (its tender was cancelled); any other value shows as a neutral badge. */
export function BidStatusBadge({ status }: { status: BidStatus | string }) {
  const t = useT();
  const key = BID_NAMES[status as BidStatus];
  return <StatusBadge tone={BID_TONES[status as BidStatus] ?? 'neutral'} label={key ? t(key) : status} />;
}

const DELIVERY_TONES: Record<DeliveryStatus, StatusTone> = { Submitted: 'blue', 'Changes Requested': 'orange', Accepted: 'green' };

/** Delivery status (part 2, 5): Submitted, Changes Requested, Accepted; other values neutral. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus | string }) {
  const t = useT();
  const key = DELIVERY_NAMES[status as DeliveryStatus];
  return <StatusBadge tone={DELIVERY_TONES[status as DeliveryStatus] ?? 'neutral'} label={key ? t(key) : status} />;
}
