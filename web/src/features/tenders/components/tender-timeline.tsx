/**
 * The poster's timeline (part 2, poster detail side column): created date, deadline and the current
 * status (with the acceptance and completion dates when known), oldest first.
 */
import { Card, Heading, Text } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { formatDate } from '@/lib/format';

interface Entry {
  label: string;
  date: string | null;
}

/** The timeline entries of a tender, oldest first; the status entry comes last. */
export function timelineEntries(tender: TenderDetail): Entry[] {
  const entries: Entry[] = [
    { label: 'Created', date: tender.createdAt },
    { label: 'Deadline', date: tender.expiryDate },
  ];
  if (tender.acceptedBid) entries.push({ label: 'Bid accepted', date: tender.acceptedBid.acceptedAt });
  if (tender.completedAt) entries.push({ label: 'Completed', date: tender.completedAt });
  entries.sort((a, b) => Date.parse(a.date ?? '') - Date.parse(b.date ?? ''));
  entries.push({ label: `Status: ${tender.status}`, date: null });
  return entries;
}

export function TenderTimeline({ tender }: { tender: TenderDetail }) {
  return (
    <Card variation="outlined" as="section" aria-label="Timeline" className="detail-card">
      <Heading level={3}>Timeline</Heading>
      <ol className="timeline">
        {timelineEntries(tender).map((e) => (
          <li key={e.label} className="timeline-item">
            <Text as="span" fontWeight="600">
              {e.label}
            </Text>
            {e.date && (
              <Text as="span" color="font.tertiary">
                {' '}
                {formatDate(e.date, 'MMM d, yyyy')}
              </Text>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
