/**
 * The History card of a tender's page, for every role that may read the tender: every state change and action,
 * newest first, each with its time (the reader's local time), the actor's role ('Tender poster', 'Geodesist',
 * 'Admin', 'GeoTender' for the platform), the actor's name where the server gives one (admins only) and a plain
 * sentence (procurement/domain/history-text.ts). 'Show more' reads the next page by the server's cursor. Not the
 * poster's Timeline card (tenders feature), which shows the tender's dates.
 */
import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { historyActorLabel, historySentence } from '@features/procurement/domain/history-text';
import type { HistoryEntry } from '@features/tenders/domain/history';
import { LoadingLine, RetryAlert } from '@/components/ui/list-states';
import { formatDate } from '@/lib/format';
import { useTenderHistory } from '../api/get-tender-history';
import { loadParts, useLanguage, useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';

// The sentences (work) and the cancellation reasons' names (domain).
await loadParts('work', 'domain');

/** An instant as the card shows it in English, in the reader's own zone: 'Nov 28, 2026, 14:05'. */
export const historyTime = (iso: string) => formatDate(iso, 'MMM d, yyyy, HH:mm');

/** The card's instants in the active language: English as historyTime, Estonian '28.11.2026 14:05'. */
function useHistoryTime(): (iso: string) => string {
  const fmt = useFormat();
  return useLanguage() === 'en' ? historyTime : (iso) => fmt.dateTime(iso);
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const t = useT();
  const time = useHistoryTime();
  return (
    <li className="timeline-item" data-kind={entry.kind}>
      <Text as="span" fontWeight="600">
        {historySentence(entry, t, time)}
      </Text>
      <Text as="span" color="font.tertiary" display="block" fontSize="small">
        <time dateTime={entry.at}>{time(entry.at)}</time>
        {' · '}
        {historyActorLabel(entry.actorRole, t)}
        {entry.actorName ? ` (${entry.actorName})` : ''}
      </Text>
    </li>
  );
}

export function HistoryCard({ tenderId }: { tenderId: string }) {
  const t = useT();
  const history = useTenderHistory(tenderId);
  const entries = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card variation="outlined" as="section" aria-label={t('tenderHistory.title')} className="detail-card" data-slot="history-card">
      <Flex direction="column" gap="0.75rem">
        <Heading level={3}>{t('tenderHistory.title')}</Heading>
        {history.isPending ? (
          <LoadingLine text={t('history.loading')} />
        ) : history.isError && entries.length === 0 ? (
          <RetryAlert heading={t('tenderHistory.error')} onRetry={() => void history.refetch()}>
            <Text>{t('history.loadFailed')}</Text>
          </RetryAlert>
        ) : entries.length === 0 && !history.hasNextPage ? (
          <Text color="font.tertiary">{t('history.none')}</Text>
        ) : (
          <ol className="timeline" aria-label={t('history.entries')}>
            {entries.map((e) => (
              <HistoryItem key={e.entryId} entry={e} />
            ))}
          </ol>
        )}
        {history.isFetchNextPageError && <Text color="font.error">{t('history.loadFailed')}</Text>}
        {history.hasNextPage && (
          <Button size="small" alignSelf="flex-start" isLoading={history.isFetchingNextPage} loadingText={t('history.loadingMore')} onClick={() => void history.fetchNextPage()}>
            {t('history.more')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
