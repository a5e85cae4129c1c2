/**
 * Upload Deliverables (part 2, Deliver page and 8 "Deliver"): files straight to S3 through presigned
 * POSTs (useFileUploads('deliverable'), verified by the server one by one) and optional notes. No usable
 * file: 'Missing Files'. Files that failed: '{n} files failed to upload' and the form stays with the good
 * files kept (the failed ones are dropped). Success: 'Deliverables Submitted' then /geodesist; failure:
 * 'Error Submitting Work' with the server's message. The upload calls come from the page
 * (`uploadRequests`), which composes this feature with the tenders feature that owns them.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/i18n/zod-resolver';
import { Button, Card, Flex, Heading, TextAreaField } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import * as z from 'zod/mini';
import { MAX_DELIVERY_NOTES } from '@features/deliveries/domain/delivery';
import { deliveryCreateSchema } from '@features/deliveries/domain/schemas';
import { messageTitles, messages } from '@domain/schemas';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { isSessionGone, SESSION_GONE_TOAST } from '@/lib/session-errors';
import { FileDropZone } from '@/components/files/file-drop-zone';
import { useFileUploads, type UploadRequests } from '@/hooks/use-file-uploads';
import { useCreateDelivery } from '../api/create-delivery';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('work');

const notesFormSchema = z.object({ notes: deliveryCreateSchema.shape.notes });
type NotesInput = z.input<typeof notesFormSchema>;
type NotesOutput = z.output<typeof notesFormSchema>;

/** The contractor's delivery form for `tenderId`; `uploadRequests` makes the upload calls (a stable object). */
export function DeliverForm({ tenderId, uploadRequests }: { tenderId: string; uploadRequests: UploadRequests }) {
  const t = useT();
  const uploads = useFileUploads(uploadRequests, 'deliverable', tenderId);
  const create = useCreateDelivery();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NotesInput, unknown, NotesOutput>({ resolver: zodResolver(notesFormSchema), defaultValues: { notes: '' } });

  const onValid = ({ notes }: NotesOutput) => {
    if (uploads.failedCount > 0) {
      toast.error(t('deliver.toast.failedFiles', { count: uploads.failedCount }), { description: t('deliver.toast.failedFilesText') });
      for (const item of uploads.items) if (item.status === 'failed') uploads.remove(item.id);
      return;
    }
    if (uploads.readyKeys.length === 0) {
      toast.error(messageTitles.missingFiles, { description: messages.missingFiles });
      return;
    }
    create.mutate(
      { tenderId, files: uploads.readyKeys, notes },
      {
        onSuccess: ({ rejected }) => {
          if (rejected.length > 0) toast.warning(t('deliver.toast.failedFiles', { count: rejected.length }), { description: t('deliver.toast.failedFilesText') });
          toast.success(t('deliver.toast.done'), { description: t('deliver.toast.doneText') });
          void navigate(paths.geodesist.dashboard.getHref());
        },
        // Part 2, 5 "Deliver": a signed-in user is required.
        onError: (error) =>
          isSessionGone(error)
            ? toast.error(SESSION_GONE_TOAST.title, { description: SESSION_GONE_TOAST.description })
            : toast.error(t('deliver.toast.error'), { description: errorMessage(error, t('deliver.toast.errorText')) }),
      },
    );
  };

  return (
    <Card variation="outlined" as="section" aria-label={t('deliver.title')} className="detail-card">
      <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)}>
        <Flex direction="column" gap="1rem">
          <Heading level={3}>{t('deliver.title')}</Heading>
          <FileDropZone
            label={t('deliver.files')}
            hint={t('deliver.hint')}
            items={uploads.items}
            onFiles={(files) => void uploads.addFiles(files)}
            onRemove={uploads.remove}
            disabled={create.isPending}
          />
          <TextAreaField
            label={t('deliver.notes')}
            rows={4}
            maxLength={MAX_DELIVERY_NOTES}
            placeholder={t('deliver.notesPlaceholder')}
            hasError={!!errors.notes}
            errorMessage={errors.notes?.message}
            {...register('notes')}
          />
          <Flex gap="0.5rem" justifyContent="flex-end" wrap="wrap">
            <Button type="button" onClick={() => void navigate(paths.geodesist.dashboard.getHref())}>
              {t('deliver.cancel')}
            </Button>
            <Button type="submit" variation="primary" isDisabled={uploads.busy} isLoading={create.isPending} loadingText={t('deliver.submitting')}>
              {uploads.busy ? t('deliver.uploading') : t('deliver.submit')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
