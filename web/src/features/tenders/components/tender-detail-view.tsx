/**
 * The frame of every role's tender detail page (part 2, detail pages and 8 "Tender loading"): 'Invalid
 * tender ID' for a malformed id (no request made), a loading state, then an error ('Tender not found',
 * 'Authentication required', the server's message, 'Failed to fetch tender details' when the server fails,
 * else 'Failed to load tender details. Please try again.') with a retry, then the header, the main column and the side column with the view and bid
 * counts. Role pages fill the columns through `main` and `aside`; the site of the work follows
 * the main column on every role's page (SiteCard, absent when no site is marked; loaded with the map only
 * for a tender that has a site).
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { Card, Flex, Placeholder, Text } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { idSchema } from '@domain/schemas';
import { RetryAlert } from '@/components/ui/list-states';
import { ApiRequestError } from '@/lib/api-client';
import type { Translate } from '@domain/i18n/translate';
import { useT } from '@/i18n/i18n';
import { useTender } from '../api/get-tender';
import { TenderDetailHeader } from './tender-detail-header';
import './tender-detail.css';

/** The site card: its map, projection and area code load only for a tender with a site. */
const SiteCard = lazy(() => import('./site-card'));

export interface TenderDetailViewProps {
  tenderId: string;
  backHref: string;
  main: (tender: TenderDetail) => ReactNode;
  aside?: (tender: TenderDetail) => ReactNode;
  /** What follows the main column and the site (the procurement cards, composed by the app's role pages). */
  after?: (tender: TenderDetail) => ReactNode;
}

/** Whether `id` has the shape of a tender id (the API's idSchema). */
export const isTenderId = (id: string): boolean => idSchema.safeParse(id).success;

/**
 * The message for a failed tender load (part 2, 8 "Tender loading"): 404 'Tender not found', 401 'Authentication
 * required', 400 'Invalid tender ID', another 4xx the server's message; a server failure (5xx) 'Failed to fetch
 * tender details' (the spec's message of a failed fetch); no answer at all (network, status 0) or anything else
 * 'Failed to load tender details. Please try again.'.
 */
export function tenderLoadMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 404) return t('detail.notFound');
    if (error.status === 401) return t('detail.authRequired');
    if (error.status === 400) return t('detail.invalidId');
    if (error.status >= 402 && error.status < 500 && error.message) return error.message;
    if (error.status >= 500) return t('detail.fetchFailed');
  }
  return t('detail.loadFailed');
}

function DetailError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="page">
      <RetryAlert heading={t('detail.unableToLoad')} onRetry={onRetry} role="alert" data-testid="tender-error">
        <Text color="inherit">{message}</Text>
      </RetryAlert>
    </div>
  );
}

function DetailLoading() {
  const t = useT();
  return (
    <div className="page" role="status" aria-label={t('detail.loading')}>
      <Placeholder height="2.5rem" width="60%" />
      <Flex direction="column" gap="0.75rem" marginTop="1.5rem">
        <Placeholder height="8rem" />
        <Placeholder height="5rem" />
      </Flex>
    </div>
  );
}

function Counts({ tender }: { tender: TenderDetail }) {
  const t = useT();
  return (
    <div className="stat-cards">
      <Card variation="outlined" className="stat-card" data-testid="stat-views">
        <div className="stat-value">{tender.viewCount}</div>
        <div className="stat-label">{t('detail.views', { n: tender.viewCount })}</div>
      </Card>
      <Card variation="outlined" className="stat-card" data-testid="stat-bids">
        <div className="stat-value">{tender.bidCount}</div>
        <div className="stat-label">{t('detail.bids', { n: tender.bidCount })}</div>
      </Card>
    </div>
  );
}

export function TenderDetailView({ tenderId, backHref, main, aside, after }: TenderDetailViewProps) {
  const t = useT();
  const valid = isTenderId(tenderId);
  const query = useTender(tenderId, valid);
  if (!valid) return <DetailError message={t('detail.invalidId')} />;
  if (query.isPending) return <DetailLoading />;
  if (query.isError) return <DetailError message={tenderLoadMessage(query.error, t)} onRetry={() => void query.refetch()} />;
  const tender = query.data;
  return (
    <div className="page">
      <TenderDetailHeader tender={tender} backHref={backHref} />
      <div className="detail-grid">
        <div className="detail-main">
          {main(tender)}
          {tender.site && (
            <Suspense fallback={<Placeholder height="16rem" />}>
              <SiteCard site={tender.site} tenderId={tender.tenderId} />
            </Suspense>
          )}
          {after?.(tender)}
        </div>
        <aside className="detail-aside" aria-label={t('detail.summary')}>
          <Counts tender={tender} />
          {aside?.(tender)}
        </aside>
      </div>
    </div>
  );
}
