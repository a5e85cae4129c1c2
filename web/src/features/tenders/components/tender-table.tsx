/**
 * The shared tender table (part 2, "Tender table") on Amplify UI Table: Tender (title, short
 * description, and for geodesists their bid's status badge and amount in euros), Status, Expiry Date
 * (or N/A), Bids (poster view only), Files (count or None), and a View action. The whole row opens
 * the detail under the role's prefix (`tenderHref`).
 */
import { Table, TableBody, TableCell, TableHead, TableRow, VisuallyHidden } from '@aws-amplify/ui-react';
import { Link, useNavigate } from 'react-router';
import type { TenderSummary } from '@features/tenders/domain/dto';
import type { Role } from '@domain/roles';
import { BidStatusBadge, TenderStatusBadge } from '@/components/status-badge';
import { EyeIcon, FileIcon } from '@/components/ui/icons';
import { tenderHref } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
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

export function TenderTable({ items, role, showBids = false, label, unreadMessages = {} }: TenderTableProps) {
  const navigate = useNavigate();
  const t = useT();
  const fmt = useFormat();
  return (
    <div className="table-wrap">
      <Table className="tender-table" highlightOnHover size="small" aria-label={label ?? t('table.label')}>
        <TableHead>
          <TableRow>
            <TableCell as="th" scope="col">
              {t('table.tender')}
            </TableCell>
            <TableCell as="th" scope="col">
              {t('table.status')}
            </TableCell>
            <TableCell as="th" scope="col">
              {t('table.expiryDate')}
            </TableCell>
            {showBids && (
              <TableCell as="th" scope="col">
                {t('table.bids')}
              </TableCell>
            )}
            <TableCell as="th" scope="col">
              {t('table.files')}
            </TableCell>
            <TableCell as="th" scope="col">
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((tender) => {
            const href = tenderHref(role, tender.tenderId);
            return (
              <TableRow key={tender.tenderId} className="clickable-row" data-testid="tender-row" onClick={() => navigate(href)}>
                <TableCell className="tender-cell">
                  <div className="tender-title">{tender.title}</div>
                  <div className="tender-desc">{shorten(tender.description)}</div>
                  <div className="tender-code">#{tender.projectCode}</div>
                  {(unreadMessages[tender.tenderId] ?? 0) > 0 && (
                    <div className="tender-unread" data-testid="unread-messages">
                      {unreadMessagesText(unreadMessages[tender.tenderId] ?? 0)}
                    </div>
                  )}
                  {role === 'geodesist' && tender.hasBid && (
                    <div className="tender-bid" data-testid="own-bid">
                      <BidStatusBadge status={tender.bidStatus ?? 'Pending'} />
                      {tender.bidAmountCents !== null && <span className="tender-bid-amount">{t('table.yourBid', { amount: fmt.money(tender.bidAmountCents) })}</span>}
                    </div>
                  )}
                </TableCell>
                <TableCell>
                  <TenderStatusBadge status={tender.status} />
                </TableCell>
                <TableCell className="nowrap">{fmt.date(tender.expiryDate)}</TableCell>
                {showBids && <TableCell>{tender.bidCount}</TableCell>}
                <TableCell className="nowrap">
                  {tender.attachmentsCount > 0 ? (
                    <span className="files-count">
                      <FileIcon size={15} /> {tender.attachmentsCount}
                    </span>
                  ) : (
                    t('table.none')
                  )}
                </TableCell>
                <TableCell className="actions-cell">
                  <Link to={href} className="btn btn-ghost btn-sm" aria-label={t('table.viewTender', { title: tender.title })} onClick={(e) => e.stopPropagation()}>
                    <EyeIcon size={16} /> {t('table.view')}
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
