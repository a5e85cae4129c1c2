/**
 * The mark on the bidder's own bid after the tender was amended (features/tenders/domain/versions.ts): the bid
 * predates the change, so the bidder confirms it as it stands (Confirm bid) or changes it with the form below. The
 * server's refusal (409: the tender changed again, or closed) is shown as its message.
 */
import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import type { OwnBid } from '@features/bids/domain/dto';
import { errorMessage } from '@/lib/api-client';
import { useConfirmBid } from '../api/confirm-bid';

/** What the mark says. */
export const CONFIRM_AFTER_CHANGE = 'The tender was amended after you placed this bid. Confirm it as it stands, or update it.';

export function BidConfirmation({ bid }: { bid: OwnBid }) {
  const confirm = useConfirmBid();
  if (!bid.needsConfirmation) return null;
  return (
    <Alert variation="warning" heading="Confirm after the change" data-testid="bid-needs-confirmation">
      <Flex direction="column" gap="0.5rem">
        <Text>{CONFIRM_AFTER_CHANGE}</Text>
        <Button
          size="small"
          alignSelf="flex-start"
          isLoading={confirm.isPending}
          loadingText="Confirming..."
          onClick={() =>
            confirm.mutate(bid.tenderId, {
              onSuccess: () => toast.success('Bid confirmed', { description: 'Your bid now answers the current version of the tender.' }),
              onError: (error) => toast.error('Could not confirm your bid', { description: errorMessage(error) }),
            })
          }
        >
          Confirm bid
        </Button>
      </Flex>
    </Alert>
  );
}
