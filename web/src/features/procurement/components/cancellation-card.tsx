/**
 * The Cancellation card of a Cancelled tender's page, for everyone who may read it: a banner saying it was
 * cancelled, the reason, the explanation, who cancelled it (a role, never a name) and when, and the document, whose
 * download asks for a fresh 60-second link (GET /tenders/{tenderId}/cancellation).
 */
import { Alert, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { ROLE_LABELS } from '@domain/roles';
import { formatBytes } from '@domain/files';
import { errorMessage } from '@/lib/api-client';
import { startDownload } from '@/lib/download';
import { formatDate } from '@/lib/format';
import { useCancellation } from '../api/get-cancellation';

export function CancellationCard({ tenderId }: { tenderId: string }) {
  const cancellation = useCancellation(tenderId, true);
  const download = async () => {
    const fresh = await cancellation.refetch();
    if (fresh.data?.document) startDownload(fresh.data.document.url);
  };
  return (
    <Card variation="outlined" as="section" aria-label="Cancellation" className="detail-card cancellation-card" data-testid="cancellation-card">
      <Alert variation="warning" role="status" heading="This tender was cancelled">
        No bids, awards or deliveries are taken any more.
      </Alert>
      {cancellation.isPending && <Text marginTop="0.75rem">Loading the cancellation...</Text>}
      {cancellation.isError && (
        <Text marginTop="0.75rem" color="font.error">
          {errorMessage(cancellation.error)}
        </Text>
      )}
      {cancellation.data && (
        <Flex direction="column" gap="0.5rem" marginTop="0.75rem">
          <Heading level={3}>Cancellation</Heading>
          <Text>
            <strong>Reason:</strong> <span data-testid="cancellation-reason">{cancellation.data.reasonLabel}</span>
          </Text>
          {cancellation.data.text && <Text data-testid="cancellation-text">{cancellation.data.text}</Text>}
          <Text fontSize="small" color="font.secondary" data-testid="cancellation-by">
            Cancelled by {cancellation.data.cancelledByRole === 'admin' ? 'an admin' : `the ${ROLE_LABELS[cancellation.data.cancelledByRole].toLowerCase()}`} on{' '}
            {formatDate(cancellation.data.cancelledAt, 'MMM d, yyyy HH:mm')}
          </Text>
          {cancellation.data.document && (
            <Flex alignItems="center" gap="0.5rem">
              <Text>
                {cancellation.data.document.filename} ({formatBytes(cancellation.data.document.size)})
              </Text>
              <Button size="small" onClick={() => void download()} isLoading={cancellation.isFetching} loadingText="Preparing...">
                Download document
              </Button>
            </Flex>
          )}
        </Flex>
      )}
    </Card>
  );
}
