/**
 * A tender's bids (part 2): the poster's Submitted Bids while Open (labels 'Geodesist #n' as the server
 * sends them with the tooltip 'Names are anonymized until bid acceptance', price, time, comments cut at
 * BID_COMMENT_PREVIEW characters with the full text in a tooltip, Accept per Pending bid through a
 * confirm dialog), or the admin's table (Geodesist with a 'Contractor' badge, Amount, Submitted, Status,
 * expandable Comments, the accepted row highlighted). Pages through `nextCursor`.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Badge, Button, Card, Flex, Heading, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { BidRow } from '@features/bids/domain/dto';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { ANONYMIZED_TOOLTIP, BID_COMMENT_PREVIEW } from '@features/bids/domain/bid';
import { BidStatusBadge } from '@/components/status-badge';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { InfoIcon } from '@/components/ui/icons';
import { LoadingLine, RetryAlert } from '@/components/ui/list-states';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
import { useAcceptBid } from '../api/accept-bid';
import { useBids } from '../api/get-bids';
import { useDomainText } from '@/i18n/domain-text';

/** A comment cut to BID_COMMENT_PREVIEW characters with an ellipsis, or the whole comment when short enough. */
export function commentPreview(comment: string): string {
  return comment.length > BID_COMMENT_PREVIEW ? `${comment.slice(0, BID_COMMENT_PREVIEW)}...` : comment;
}

/** The admin's name of a bidder: company, else name, else the first 8 characters of the bidder id (part 2, admin detail). */
export function adminBidderName(row: BidRow): string {
  return row.bidderCompany ?? row.bidderName ?? row.bidderId?.slice(0, 8) ?? row.label;
}

/**
 * The bids of a tender for its poster (sealed while Open) or an admin. `rowExtra` renders more under the geodesist of
 * a poster's row (the page composes it, e.g. the anonymous rating summary of the profiles feature).
 */
export function BidsTable({ tender, view, rowExtra }: { tender: TenderDetail; view: 'poster' | 'admin'; rowExtra?: (bidId: string) => ReactNode }) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const page = cursors.length - 1;
  const bids = useBids(tender.tenderId, cursors[page]);
  const [accepting, setAccepting] = useState<BidRow | null>(null);
  const t = useT();
  const rows = bids.data?.items ?? [];
  const title = view === 'poster' ? t('bidsTable.submitted') : t('bidsTable.bids');

  return (
    <Card variation="outlined" as="section" aria-label={title} className="detail-card" data-slot="bids-table" data-view={view}>
      <Flex direction="column" gap="0.75rem">
        <Heading level={3}>{t('bidsTable.heading', { title, n: tender.bidCount })}</Heading>
        {bids.isPending ? (
          <LoadingLine text={t('bidsTable.loading')} />
        ) : bids.isError ? (
          <RetryAlert heading={t('bidsTable.error')} onRetry={() => void bids.refetch()}>
            <Text>{t('bidsTable.loadFailed')}</Text>
          </RetryAlert>
        ) : rows.length === 0 && page === 0 ? (
          <Text color="font.tertiary">{t('bidsTable.none')}</Text>
        ) : (
          <div className="table-scroll">
            {view === 'poster' ? <PosterRows rows={rows} tenderOpen={tender.status === 'Open'} onAccept={setAccepting} rowExtra={rowExtra} /> : <AdminRows rows={rows} />}
          </div>
        )}
        {(page > 0 || bids.data?.nextCursor) && (
          <Flex gap="0.5rem" justifyContent="flex-end" alignItems="center">
            <Button size="small" isDisabled={page === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
              {t('bidsTable.previous')}
            </Button>
            <Text fontSize="small">{t('bidsTable.page', { n: page + 1 })}</Text>
            <Button size="small" isDisabled={!bids.data?.nextCursor || bids.isPlaceholderData} onClick={() => setCursors((c) => [...c, bids.data?.nextCursor ?? undefined])}>
              {t('bidsTable.next')}
            </Button>
          </Flex>
        )}
      </Flex>
      {view === 'poster' && <AcceptBidDialog tenderId={tender.tenderId} bid={accepting} onClose={() => setAccepting(null)} />}
    </Card>
  );
}

function PosterRows({ rows, tenderOpen, onAccept, rowExtra }: { rows: BidRow[]; tenderOpen: boolean; onAccept: (row: BidRow) => void; rowExtra?: (bidId: string) => ReactNode }) {
  const t = useT();
  const fmt = useFormat();
  const d = useDomainText();
  return (
    <Table size="small" highlightOnHover aria-label={t('bidsTable.submittedLabel')}>
      <TableHead>
        <TableRow>
          <TableCell as="th">{t('bidsTable.geodesist')}</TableCell>
          <TableCell as="th">{t('bidsTable.price')}</TableCell>
          <TableCell as="th">{t('bidsTable.submittedAt')}</TableCell>
          <TableCell as="th">{t('bidsTable.comments')}</TableCell>
          <TableCell as="th" className="sticky-end">
            <span className="sr-only">{t('bidsTable.actions')}</span>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.bidId} data-testid="bid-row" data-status={row.status}>
            <TableCell>
              <Flex alignItems="center" gap="0.4rem">
                <Text as="span" fontWeight="600">
                  {d(row.label)}
                </Text>
                {row.anonymized && (
                  <Tooltip content={d(ANONYMIZED_TOOLTIP)} label={t('bidsTable.whyHidden')}>
                    <InfoIcon size={14} />
                  </Tooltip>
                )}
                <PredatesAmendment row={row} />
              </Flex>
              {rowExtra?.(row.bidId)}
            </TableCell>
            <TableCell>{fmt.money(row.amountCents)}</TableCell>
            <TableCell>{fmt.dateTime(row.createdAt)}</TableCell>
            <TableCell>
              {!row.comment ? (
                <Text as="span" color="font.tertiary">
                  —
                </Text>
              ) : row.comment.length > BID_COMMENT_PREVIEW ? (
                <Tooltip content={row.comment} label={commentPreview(row.comment)}>
                  {commentPreview(row.comment)}
                </Tooltip>
              ) : (
                row.comment
              )}
            </TableCell>
            <TableCell className="sticky-end">
              {tenderOpen && row.status === 'Pending' ? (
                <Button size="small" variation="primary" aria-label={t('bidsTable.acceptOf', { label: row.label })} onClick={() => onAccept(row)}>
                  {t('bidsTable.accept')}
                </Button>
              ) : (
                <BidStatusBadge status={row.status} />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function AdminRows({ rows }: { rows: BidRow[] }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <Table size="small" aria-label={t('bidsTable.bids')}>
      <TableHead>
        <TableRow>
          <TableCell as="th">{t('bidsTable.geodesist')}</TableCell>
          <TableCell as="th">{t('bidsTable.amount')}</TableCell>
          <TableCell as="th">{t('bidsTable.submittedAt')}</TableCell>
          <TableCell as="th">{t('bidsTable.status')}</TableCell>
          <TableCell as="th">{t('bidsTable.comments')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.bidId}
            data-testid="bid-row"
            data-status={row.status}
            data-accepted={row.status === 'Accepted' || undefined}
            backgroundColor={row.status === 'Accepted' ? 'var(--green-100)' : undefined}
          >
            <TableCell>
              <Flex alignItems="center" gap="0.4rem" wrap="wrap">
                <Text as="span" fontWeight="600">
                  {adminBidderName(row)}
                </Text>
                {row.isContractor && (
                  <Badge size="small" variation="success">
                    {t('bidsTable.contractor')}
                  </Badge>
                )}
                <PredatesAmendment row={row} />
              </Flex>
            </TableCell>
            <TableCell>{fmt.money(row.amountCents)}</TableCell>
            <TableCell>{fmt.dateTime(row.createdAt)}</TableCell>
            <TableCell>
              <BidStatusBadge status={row.status} />
            </TableCell>
            <TableCell>
              {row.comment ? (
                <details className="bid-comment">
                  <summary>{commentPreview(row.comment)}</summary>
                  <Text as="span" fontSize="small" className="prewrap">
                    {row.comment}
                  </Text>
                </details>
              ) : (
                <Text as="span" color="font.tertiary">
                  {t('bidsTable.noComments')}
                </Text>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Confirm dialog of accepting a bid (part 2, poster detail): full details revealed, other bids close. */
function AcceptBidDialog({ tenderId, bid, onClose }: { tenderId: string; bid: BidRow | null; onClose: () => void }) {
  const t = useT();
  const fmt = useFormat();
  const accept = useAcceptBid();
  const navigate = useNavigate();

  const onConfirm = async () => {
    if (!bid) return;
    try {
      const answer = await accept.mutateAsync({ tenderId, bidId: bid.bidId });
      toast.success(t('bidsTable.acceptedToast'));
      onClose();
      await navigate(paths.tenderPoster.dashboard.getHref());
      accept.storeTender(answer);
    } catch (error) {
      toast.error(t('bidsTable.acceptError'), { description: error instanceof ApiRequestError && error.status > 0 ? error.message : t('bidsTable.acceptFailed') });
    }
  };

  return (
    <Dialog
      open={!!bid}
      onClose={onClose}
      title={t('bidsTable.acceptTitle')}
      description={bid ? t('bidsTable.acceptText', { label: bid.label, amount: fmt.money(bid.amountCents) }) : undefined}
      footer={<DialogActions onCancel={onClose} busy={accept.isPending} confirmLabel={t('bidsTable.acceptTitle')} busyLabel={t('bidsTable.accepting')} onConfirm={() => void onConfirm()} />}
    />
  );
}

/** The English text of the mark on a bid placed before the tender's last amendment (as the specs assert it). */
export const PREDATES_AMENDMENT = 'Before the last amendment';

/** The mark of a bid that predates the tender's last amendment (its bidder has not confirmed it since). */
function PredatesAmendment({ row }: { row: BidRow }) {
  const t = useT();
  if (!row.predatesAmendment) return null;
  return (
    <Badge size="small" variation="warning" data-testid="predates-amendment" title={t('bidsTable.predatesAmendmentTitle')}>
      {t('bidsTable.predatesAmendment')}
    </Badge>
  );
}
