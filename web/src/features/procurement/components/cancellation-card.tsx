/**
 * The Cancellation card of a Cancelled tender's page, for everyone who may read it: a banner saying it was
 * cancelled, the reason, the explanation, who cancelled it (a role, never a name) and when, and the document, whose
 * download asks for a fresh 60-second link (GET /tenders/{tenderId}/cancellation).
 */
import { Alert, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { formatBytes } from '@domain/files';
import { errorMessage } from '@/lib/api-client';
import { startDownload } from '@/lib/download';
import { useCancellation } from '../api/get-cancellation';
import { loadParts, useT } from '@/i18n/i18n';
import { useDomainText } from '@/i18n/domain-text';
import { useFormat } from '@/i18n/format';

await loadParts('work');

export function CancellationCard({ tenderId }: { tenderId: string }) {
  const d = useDomainText();
  const t = useT();
  const fmt = useFormat();
  const cancellation = useCancellation(tenderId, true);
  const download = async () => {
    const fresh = await cancellation.refetch();
    if (fresh.data?.document) startDownload(fresh.data.document.url);
  };
  return (
    <Card variation="outlined" as="section" aria-label={t('cancellation.label')} className="detail-card cancellation-card" data-testid="cancellation-card">
      <Alert variation="warning" role="status" heading={t('cancellation.banner')}>
        {t('cancellation.bannerText')}
      </Alert>
      {cancellation.isPending && <Text marginTop="0.75rem">{t('cancellation.loading')}</Text>}
      {cancellation.isError && (
        <Text marginTop="0.75rem" color="font.error">
          {errorMessage(cancellation.error)}
        </Text>
      )}
      {cancellation.data && (
        <Flex direction="column" gap="0.5rem" marginTop="0.75rem">
          <Heading level={3}>{t('cancellation.title')}</Heading>
          <Text>
            <strong>{t('cancellation.reason')}</strong> <span data-testid="cancellation-reason">{d(cancellation.data.reasonLabel)}</span>
          </Text>
          {cancellation.data.text && <Text data-testid="cancellation-text">{cancellation.data.text}</Text>}
          <Text fontSize="small" color="font.secondary" data-testid="cancellation-by">
            {t('cancellation.by', { role: cancellation.data.cancelledByRole, date: fmt.dateTime(cancellation.data.cancelledAt) })}
          </Text>
          {cancellation.data.document && (
            <Flex alignItems="center" gap="0.5rem">
              <Text>
                {cancellation.data.document.filename} ({formatBytes(cancellation.data.document.size)})
              </Text>
              <Button size="small" onClick={() => void download()} isLoading={cancellation.isFetching} loadingText={t('cancellation.preparing')}>
                {t('cancellation.download')}
              </Button>
            </Flex>
          )}
        </Flex>
      )}
    </Card>
  );
}
