/** Tender detail header (part 2, detail pages): back, title, posted and expiry dates, view count, status badge. */
import { Link } from 'react-router';
import type { TenderDetail } from '@domain/dto';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, EyeIcon } from '@/components/ui/icons';
import { formatDate, pluralize } from '@/lib/format';
import { TenderStatusBadge } from './tender-status-badge';

export function TenderDetailHeader({ tender, backHref }: { tender: TenderDetail; backHref: string }) {
  return (
    <header className="detail-header">
      <Link to={backHref} className="btn btn-ghost btn-icon" aria-label="Back">
        <ArrowLeftIcon />
      </Link>
      <div className="detail-header-main">
        <div className="detail-title-row">
          <h1>{tender.title}</h1>
          <TenderStatusBadge status={tender.status} />
        </div>
        <ul className="meta-list">
          <li>
            <CalendarIcon size={15} /> Posted {formatDate(tender.createdAt)}
          </li>
          <li>
            <ClockIcon size={15} /> Expires {formatDate(tender.expiryDate)}
          </li>
          <li data-testid="view-count">
            <EyeIcon size={15} /> {pluralize(tender.viewCount, 'view')}
          </li>
        </ul>
      </div>
    </header>
  );
}
