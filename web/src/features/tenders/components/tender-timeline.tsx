/**
 * The poster's timeline (part 2, poster detail side column): created date, deadline and the current
 * status (with the acceptance and completion dates when known), oldest first.
 */
import { Card, Heading, Text } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';
import type { Translate } from '@domain/i18n/translate';
import { tenderStatusName } from '@/components/status-badge';
import { useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';

interface Entry {
  label: string;
  date: string | null;
}

/** The timeline entries of a tender in the active language, oldest first; the status entry comes last. */
export function timelineEntries(tender: TenderDetail, t: Translate): Entry[] {
  const entries: Entry[] = [
    { label: t('timeline.created'), date: tender.createdAt },
    { label: t('timeline.deadline'), date: tender.expiryDate },
  ];
  if (tender.acceptedBid) entries.push({ label: t('timeline.accepted'), date: tender.acceptedBid.acceptedAt });
  if (tender.completedAt) entries.push({ label: t('timeline.completed'), date: tender.completedAt });
  entries.sort((a, b) => Date.parse(a.date ?? '') - Date.parse(b.date ?? ''));
  entries.push({ label: t('timeline.status', { status: tenderStatusName(tender.status, t) }), date: null });
  return entries;
}

export function TenderTimeline({ tender }: { tender: TenderDetail }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <Card variation="outlined" as="section" aria-label={t('timeline.title')} className="detail-card">
      <Heading level={3}>{t('timeline.title')}</Heading>
      <ol className="timeline">
        {timelineEntries(tender, t).map((e) => (
          <li key={e.label} className="timeline-item">
            <Text as="span" fontWeight="600">
              {e.label}
            </Text>
            {e.date && (
              <Text as="span" color="font.tertiary">
                {' '}
                {fmt.date(e.date)}
              </Text>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
