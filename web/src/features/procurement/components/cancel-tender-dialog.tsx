/**
 * Cancel Tender: a button for whoever the cancel rule lets cancel this tender now (cancelRefusal: its poster while
 * Open or In Progress before any delivery, an admin before completion), opening a dialog with the reason, the
 * explanation (required for Other) and, for the poster, one optional document uploaded at once. Failure: 'Error
 * cancelling the tender' with the server's message.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/i18n/zod-resolver';
import { Button, SelectField, TextAreaField } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import type * as z from 'zod/mini';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { CANCEL_REASON_LABELS, CANCEL_REASONS, cancelRequestSchema, MAX_CANCEL_TEXT } from '@features/procurement/domain/cancellation';
import { cancelRefusal } from '@features/procurement/domain/cancel-rules';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FileDropZone } from '@/components/files/file-drop-zone';
import { useFileUploads } from '@/hooks/use-file-uploads';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useCancelTender } from '../api/cancel-tender';
import { uploadRequests } from '../api/upload-requests';
import { loadParts, useT } from '@/i18n/i18n';
import { useDomainText } from '@/i18n/domain-text';

await loadParts('work');

type Values = z.input<typeof cancelRequestSchema>;

/** Whether the signed-in user may cancel `tender` now (the server's rule, domain/cancel-rules.ts). */
export function useMayCancel(tender: TenderDetail): boolean {
  const { session, role } = useAuth();
  if (!session || !role) return false;
  return cancelRefusal(tender, { userId: session.userId, role }) === null;
}

export function CancelTenderButton({ tender }: { tender: TenderDetail }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!useMayCancel(tender)) return null;
  return (
    <>
      <Button variation="destructive" onClick={() => setOpen(true)} data-testid="cancel-tender">
        {t('cancel.button')}
      </Button>
      {open && <CancelTenderDialog tender={tender} onClose={() => setOpen(false)} />}
    </>
  );
}

export function CancelTenderDialog({ tender, onClose }: { tender: TenderDetail; onClose: () => void }) {
  const t = useT();
  const d = useDomainText();
  const { role } = useAuth();
  const cancel = useCancelTender();
  const uploads = useFileUploads(uploadRequests, 'attachment');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof cancelRequestSchema>>({ resolver: zodResolver(cancelRequestSchema), defaultValues: { reason: undefined as never, text: '' } });

  const onValid = ({ reason, text }: z.output<typeof cancelRequestSchema>) => {
    const document = uploads.readyKeys[0] ?? null;
    // mutateAsync: the toast shows even when the page swaps this button for the Cancellation card first.
    cancel.mutateAsync({ tenderId: tender.tenderId, reason, text, document }).then(
      () => {
        toast.success(t('cancel.toast.done'), { description: t('cancel.toast.doneText') });
        onClose();
      },
      (error: unknown) => toast.error(t('cancel.toast.error'), { description: errorMessage(error) }),
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('cancel.title')}
      description={t('cancel.description')}
      footer={
        <DialogActions
          onCancel={onClose}
          cancelLabel={t('cancel.keep')}
          busy={cancel.isPending || uploads.busy}
          variation="destructive"
          confirmLabel={t('cancel.confirm')}
          busyLabel={t('cancel.busy')}
          form="cancel-tender-form"
        />
      }
    >
      <form id="cancel-tender-form" noValidate onSubmit={(e) => void handleSubmit(onValid)(e)}>
        <SelectField label={t('cancel.reason')} isRequired placeholder={t('cancel.chooseReason')} hasError={!!errors.reason} errorMessage={errors.reason?.message} {...register('reason')}>
          {CANCEL_REASONS.map((r) => (
            <option key={r} value={r}>
              {d(CANCEL_REASON_LABELS[r])}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('cancel.explanation')}
          descriptiveText={t('cancel.explanationHint')}
          rows={4}
          maxLength={MAX_CANCEL_TEXT}
          hasError={!!errors.text}
          errorMessage={errors.text?.message}
          marginTop="0.75rem"
          {...register('text')}
        />
        {role === 'tenderPoster' && (
          <FileDropZone
            items={uploads.items}
            onFiles={(files) => void uploads.addFiles(files.slice(0, 1))}
            onRemove={uploads.remove}
            disabled={uploads.items.length > 0}
            label={t('cancel.document')}
            hint={t('cancel.documentHint')}
          />
        )}
      </form>
    </Dialog>
  );
}
