/**
 * Tender detail header (part 2, detail pages): back button, title, posted date, deadline, view count
 * ('1 view' / '2 views') and the status badge.
 */
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { TenderStatusBadge } from '@/components/status-badge';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, EyeIcon } from '@/components/ui/icons';
import { useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';

export function TenderDetailHeader({ tender, backHref }: { tender: TenderDetail; backHref: string }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <header className="detail-header">
      <Link to={backHref} className="btn btn-ghost btn-icon" aria-label={t('detail.back')}>
        <ArrowLeftIcon />
      </Link>
      <div className="detail-header-main">
        <Flex className="detail-title-row" alignItems="center" gap="0.75rem" wrap="wrap">
          <Heading level={1}>{tender.title}</Heading>
          <TenderStatusBadge status={tender.status} />
        </Flex>
        <ul className="meta-list">
          <li data-testid="posted-date">
            <CalendarIcon size={15} /> <Text as="span">{t('detail.posted', { date: fmt.date(tender.createdAt) })}</Text>
          </li>
          <li data-testid="deadline">
            <ClockIcon size={15} /> <Text as="span">{t('detail.deadline', { date: fmt.date(tender.expiryDate) })}</Text>
          </li>
          <li data-testid="view-count">
            <EyeIcon size={15} /> <Text as="span">{t('detail.viewCount', { n: tender.viewCount })}</Text>
          </li>
        </ul>
      </div>
    </header>
  );
}
