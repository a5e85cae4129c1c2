/**
 * Request Changes on a Submitted delivery (poster on the status page): a dialog with the
 * required comment (changeRequestSchema); on success the delivery shows 'Changes Requested' and the
 * comment. Failure: 'Error requesting changes' with the server's message.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/i18n/zod-resolver';
import { TextAreaField } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import type * as z from 'zod/mini';
import type { Delivery } from '@features/deliveries/domain/dto';
import { MAX_CHANGE_REQUEST_COMMENT } from '@features/deliveries/domain/delivery';
import { changeRequestSchema } from '@features/deliveries/domain/schemas';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { errorMessage } from '@/lib/api-client';
import { useRequestChanges } from '../api/request-changes';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('work');

type Values = z.input<typeof changeRequestSchema>;

export function RequestChangesDialog({ tenderId, delivery, onClose }: { tenderId: string; delivery: Delivery | null; onClose: () => void }) {
  const t = useT();
  const request = useRequestChanges();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof changeRequestSchema>>({ resolver: zodResolver(changeRequestSchema), defaultValues: { comment: '' } });

  const close = () => {
    reset({ comment: '' });
    onClose();
  };

  const onValid = ({ comment }: { comment: string }) => {
    if (!delivery) return;
    request.mutate(
      { tenderId, deliveryId: delivery.deliveryId, comment },
      {
        onSuccess: () => {
          toast.success(t('changes.toast.done'), { description: t('changes.toast.doneText') });
          close();
        },
        onError: (error) => toast.error(t('changes.toast.error'), { description: errorMessage(error) }),
      },
    );
  };

  return (
    <Dialog
      open={!!delivery}
      onClose={close}
      title={t('changes.title')}
      description={t('changes.description')}
      footer={<DialogActions onCancel={close} busy={request.isPending} confirmLabel={t('changes.confirm')} busyLabel={t('changes.busy')} form="request-changes-form" />}
    >
      <form id="request-changes-form" noValidate onSubmit={(e) => void handleSubmit(onValid)(e)}>
        <TextAreaField
          label={t('changes.comment')}
          isRequired
          rows={4}
          maxLength={MAX_CHANGE_REQUEST_COMMENT}
          hasError={!!errors.comment}
          errorMessage={errors.comment?.message}
          {...register('comment')}
        />
      </form>
    </Dialog>
  );
}
