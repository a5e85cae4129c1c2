/**
 * The shared tender table (part 2, "Tender table"): Tender (title and short description), Status,
 * Expiry Date (or N/A), Bids (poster view only), Files (count or None), and a View action. The whole
 * row opens the detail under the role's prefix.
 */
import { Link, useNavigate } from 'react-router';
import type { TenderSummary } from '@domain/dto';
import type { Role } from '@domain/roles';
import { EyeIcon, FileIcon } from '@/components/ui/icons';
import { tenderHref } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { TenderStatusBadge } from './tender-status-badge';

const shorten = (text: string, max = 110) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

export function TenderTable({ items, role, showBids = false }: { items: TenderSummary[]; role: Role; showBids?: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="table-wrap">
      <table className="table tender-table">
        <thead>
          <tr>
            <th scope="col">Tender</th>
            <th scope="col">Status</th>
            <th scope="col">Expiry Date</th>
            {showBids && <th scope="col">Bids</th>}
            <th scope="col">Files</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((t) => {
            const href = tenderHref(role, t.tenderId);
            return (
              <tr key={t.tenderId} className="clickable-row" data-testid="tender-row" onClick={() => navigate(href)}>
                <td className="tender-cell">
                  <div className="tender-title">{t.title}</div>
                  <div className="tender-desc">{shorten(t.description)}</div>
                  <div className="tender-code">#{t.projectCode}</div>
                </td>
                <td>
                  <TenderStatusBadge status={t.status} />
                </td>
                <td className="nowrap">{formatDate(t.expiryDate, 'MMM d, yyyy', 'N/A')}</td>
                {showBids && <td>{t.bidCount}</td>}
                <td className="nowrap">
                  {t.attachmentsCount > 0 ? (
                    <span className="files-count">
                      <FileIcon size={15} /> {t.attachmentsCount}
                    </span>
                  ) : (
                    'None'
                  )}
                </td>
                <td className="actions-cell">
                  <Link to={href} className="btn btn-ghost btn-sm" aria-label={`View ${t.title}`} onClick={(e) => e.stopPropagation()}>
                    <EyeIcon size={16} /> View
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
