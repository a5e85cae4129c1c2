/**
 * The common part of every role's tender detail page (part 2): loading, 'Tender not found' or the
 * error message, then the header, the description card with the project code, the attachments, and
 * the view and bid counts. Role pages add their own panels through `aside` and `children`.
 */
import type { ReactNode } from 'react';
import type { TenderDetail } from '@domain/dto';
import { ErrorCard } from '@/components/ui/empty-state';
import { PageSkeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api-client';
import { useTender } from '../api/get-tender';
import { AttachmentsCard } from './attachments-card';
import { TenderDescriptionCard } from './tender-description-card';
import { TenderDetailHeader } from './tender-detail-header';

export interface TenderDetailViewProps {
  tenderId: string;
  backHref: string;
  aside?: (tender: TenderDetail) => ReactNode;
  children?: (tender: TenderDetail) => ReactNode;
}

export function TenderDetailView({ tenderId, backHref, aside, children }: TenderDetailViewProps) {
  const query = useTender(tenderId);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    const e = query.error;
    const message = e instanceof ApiRequestError && e.status === 404 ? 'Tender not found' : e.message || 'Failed to load tender details. Please try again.';
    return (
      <div className="page">
        <ErrorCard message={message} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const tender = query.data;
  return (
    <div className="page">
      <TenderDetailHeader tender={tender} backHref={backHref} />
      <div className="detail-grid">
        <div className="detail-main">
          <TenderDescriptionCard tender={tender} />
          <AttachmentsCard tenderId={tender.tenderId} attachments={tender.attachments} />
          {children?.(tender)}
        </div>
        <aside className="detail-aside" aria-label="Tender summary">
          <div className="stat-cards">
            <div className="stat-card">
              <div className="stat-value">{tender.viewCount}</div>
              <div className="stat-label">{tender.viewCount === 1 ? 'View' : 'Views'}</div>
            </div>
            <div className="stat-card">
              <div className="stat-value">{tender.bidCount}</div>
              <div className="stat-label">{tender.bidCount === 1 ? 'Bid' : 'Bids'}</div>
            </div>
          </div>
          {aside?.(tender)}
        </aside>
      </div>
    </div>
  );
}
