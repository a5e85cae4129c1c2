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
import { useT } from '@/i18n/i18n';

/** What the mark says. */
export const CONFIRM_AFTER_CHANGE = 'The tender was amended after you placed this bid. Confirm it as it stands, or update it.';

export function BidConfirmation({ bid }: { bid: OwnBid }) {
  const t = useT();
  const confirm = useConfirmBid();
  if (!bid.needsConfirmation) return null;
  return (
    <Alert variation="warning" heading={t('confirm.heading')} data-testid="bid-needs-confirmation">
      <Flex direction="column" gap="0.5rem">
        <Text>{t('confirm.text')}</Text>
        <Button
          size="small"
          alignSelf="flex-start"
          isLoading={confirm.isPending}
          loadingText={t('confirm.confirming')}
          onClick={() =>
            confirm.mutate(bid.tenderId, {
              onSuccess: () => toast.success(t('confirm.success'), { description: t('confirm.successText') }),
              onError: (error) => toast.error(t('confirm.error'), { description: errorMessage(error) }),
            })
          }
        >
          {t('confirm.button')}
        </Button>
      </Flex>
    </Alert>
  );
}
