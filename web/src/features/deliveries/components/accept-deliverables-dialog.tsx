/**
 * Accept Deliverables (part 2, status page and 9): a summary of the accepted bid, the 8 % platform fee
 * and the total (completionAmounts, integer cents, German format); Confirm sends
 * `POST /tenders/{id}/complete`. Success: 'Deliverables Accepted' ('The project has been completed
 * successfully.'); failure: 'Error' ('Failed to accept deliverables. Please try again.').
 */
import { Flex, Text } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import { completionAmounts } from '@features/deliveries/domain/delivery';
import { PLATFORM_FEE_RATE } from '@domain/money';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useCompleteTender } from '../api/complete-tender';
import { loadParts, useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';

await loadParts('work');

export function AcceptDeliverablesDialog({ tenderId, bidCents, open, onClose }: { tenderId: string; bidCents: number; open: boolean; onClose: () => void }) {
  const t = useT();
  const fmt = useFormat();
  const complete = useCompleteTender();
  const { feeCents, totalCents } = completionAmounts(bidCents);

  const onConfirm = () =>
    complete.mutate(tenderId, {
      onSuccess: () => {
        toast.success(t('accept.toast.done'), { description: t('accept.toast.doneText') });
        onClose();
      },
      onError: () => toast.error(t('accept.toast.error'), { description: t('accept.toast.errorText') }),
    });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('accept.title')}
      description={t('accept.description')}
      footer={<DialogActions onCancel={onClose} busy={complete.isPending} confirmLabel={t('accept.confirm')} busyLabel={t('accept.busy')} onConfirm={onConfirm} />}
    >
      <dl className="completion-summary" data-testid="completion-summary">
        <Flex justifyContent="space-between">
          <dt>{t('accept.bidAmount')}</dt>
          <dd data-testid="summary-bid">{fmt.money(bidCents)}</dd>
        </Flex>
        <Flex justifyContent="space-between">
          <dt>{t('accept.fee', { rate: Math.round(PLATFORM_FEE_RATE * 100) })}</dt>
          <dd data-testid="summary-fee">{fmt.money(feeCents)}</dd>
        </Flex>
        <Flex justifyContent="space-between" style={{ borderTop: '1px solid var(--gray-200)', paddingTop: '0.5rem' }}>
          <dt>
            <Text as="span" fontWeight="700">
              {t('accept.total')}
            </Text>
          </dt>
          <dd data-testid="summary-total">
            <Text as="span" fontWeight="700">
              {fmt.money(totalCents)}
            </Text>
          </dd>
        </Flex>
      </dl>
    </Dialog>
  );
}
