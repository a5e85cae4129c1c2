/**
 * The shared tender table (part 2, "Tender table") on Amplify UI Table: Tender (title, short
 * description, and for geodesists their bid's status badge and amount in euros), Status, Expiry Date
 * (or N/A), Bids (poster view only), Files (count or None), and a View action. The whole row opens
 * the detail under the role's prefix (`tenderHref`).
 */
import { Table, TableBody, TableCell, TableHead, TableRow, VisuallyHidden } from '@aws-amplify/ui-react';
import { Link, useNavigate } from 'react-router';
import type { TenderSummary } from '@features/tenders/domain/dto';
import { formatEuros } from '@domain/money';
import type { Role } from '@domain/roles';
import { BidStatusBadge, TenderStatusBadge } from '@/components/status-badge';
import { EyeIcon, FileIcon } from '@/components/ui/icons';
import { tenderHref } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { unreadMessagesText } from '@features/messages/domain/messages';

/** Cuts a description to `max` characters (default 110) with an ellipsis. */
export const shorten = (text: string, max = 110) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

export interface TenderTableProps {
  items: TenderSummary[];
  role: Role;
  /** The Bids column (poster view only). */
  showBids?: boolean;
  /** Accessible name of the table, e.g. 'Open tenders'. */
  label?: string;
  /** The viewer's unread messages by tender id (a badge on the row), as the notifications answer keeps them. */
  unreadMessages?: Readonly<Record<string, number>>;
}

export function TenderTable({ items, role, showBids = false, label = 'Tenders', unreadMessages = {} }: TenderTableProps) {
  const navigate = useNavigate();
  return (
    <div className="table-wrap">
      <Table className="tender-table" highlightOnHover size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell as="th" scope="col">
              Tender
            </TableCell>
            <TableCell as="th" scope="col">
              Status
            </TableCell>
            <TableCell as="th" scope="col">
              Expiry Date
            </TableCell>
            {showBids && (
              <TableCell as="th" scope="col">
                Bids
              </TableCell>
            )}
            <TableCell as="th" scope="col">
              Files
            </TableCell>
            <TableCell as="th" scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((t) => {
            const href = tenderHref(role, t.tenderId);
            return (
              <TableRow key={t.tenderId} className="clickable-row" data-testid="tender-row" onClick={() => navigate(href)}>
                <TableCell className="tender-cell">
                  <div className="tender-title">{t.title}</div>
                  <div className="tender-desc">{shorten(t.description)}</div>
                  <div className="tender-code">#{t.projectCode}</div>
                  {(unreadMessages[t.tenderId] ?? 0) > 0 && (
                    <div className="tender-unread" data-testid="unread-messages">
                      {unreadMessagesText(unreadMessages[t.tenderId] ?? 0)}
                    </div>
                  )}
                  {role === 'geodesist' && t.hasBid && (
                    <div className="tender-bid" data-testid="own-bid">
                      <BidStatusBadge status={t.bidStatus ?? 'Pending'} />
                      {t.bidAmountCents !== null && <span className="tender-bid-amount">Your bid: {formatEuros(t.bidAmountCents)}</span>}
                    </div>
                  )}
                </TableCell>
                <TableCell>
                  <TenderStatusBadge status={t.status} />
                </TableCell>
                <TableCell className="nowrap">{formatDate(t.expiryDate, 'MMM d, yyyy', 'N/A')}</TableCell>
                {showBids && <TableCell>{t.bidCount}</TableCell>}
                <TableCell className="nowrap">
                  {t.attachmentsCount > 0 ? (
                    <span className="files-count">
                      <FileIcon size={15} /> {t.attachmentsCount}
                    </span>
                  ) : (
                    'None'
                  )}
                </TableCell>
                <TableCell className="actions-cell">
                  <Link to={href} className="btn btn-ghost btn-sm" aria-label={`View ${t.title}`} onClick={(e) => e.stopPropagation()}>
                    <EyeIcon size={16} /> View
                  </Link>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
