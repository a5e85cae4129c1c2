/**
 * Accept Deliverables (part 2, status page and 9): a summary of the accepted bid, the 8 % platform fee
 * and the total (completionAmounts, integer cents, German format); Confirm sends
 * `POST /tenders/{id}/complete`. Success: 'Deliverables Accepted' ('The project has been completed
 * successfully.'); failure: 'Error' ('Failed to accept deliverables. Please try again.').
 */
import { Flex, Text } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import { completionAmounts } from '@features/deliveries/domain/delivery';
import { formatEuros, PLATFORM_FEE_RATE } from '@domain/money';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useCompleteTender } from '../api/complete-tender';

export function AcceptDeliverablesDialog({ tenderId, bidCents, open, onClose }: { tenderId: string; bidCents: number; open: boolean; onClose: () => void }) {
  const complete = useCompleteTender();
  const { feeCents, totalCents } = completionAmounts(bidCents);

  const onConfirm = () =>
    complete.mutate(tenderId, {
      onSuccess: () => {
        toast.success('Deliverables Accepted', { description: 'The project has been completed successfully.' });
        onClose();
      },
      onError: () => toast.error('Error', { description: 'Failed to accept deliverables. Please try again.' }),
    });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Accept Deliverables"
      description="Accepting the deliverables completes the project. Please review the summary."
      footer={<DialogActions onCancel={onClose} busy={complete.isPending} confirmLabel="Confirm" busyLabel="Accepting..." onConfirm={onConfirm} />}
    >
      <dl className="completion-summary" data-testid="completion-summary">
        <Flex justifyContent="space-between">
          <dt>Bid amount</dt>
          <dd data-testid="summary-bid">{formatEuros(bidCents)}</dd>
        </Flex>
        <Flex justifyContent="space-between">
          <dt>Platform fee ({Math.round(PLATFORM_FEE_RATE * 100)} %)</dt>
          <dd data-testid="summary-fee">{formatEuros(feeCents)}</dd>
        </Flex>
        <Flex justifyContent="space-between" style={{ borderTop: '1px solid var(--gray-200)', paddingTop: '0.5rem' }}>
          <dt>
            <Text as="span" fontWeight="700">
              Total
            </Text>
          </dt>
          <dd data-testid="summary-total">
            <Text as="span" fontWeight="700">
              {formatEuros(totalCents)}
            </Text>
          </dd>
        </Flex>
      </dl>
    </Dialog>
  );
}
