/**
 * Delete Tender dialog (part 2, poster detail and 8): the confirmation text, Cancel and Delete
 * ('Deleting...' while busy). On success the toast 'Success' / 'Tender has been deleted successfully'
 * and /tender-poster; on failure 'Failed to delete tender. Please try again.' and the dialog stays.
 */
import { Text } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { useDeleteTender } from '../api/delete-tender';

export interface DeleteTenderDialogProps {
  tender: { tenderId: string; title: string };
  open: boolean;
  onClose: () => void;
}

export function DeleteTenderDialog({ tender, open, onClose }: DeleteTenderDialogProps) {
  const t = useT();
  const navigate = useNavigate();
  const remove = useDeleteTender();

  const onDelete = () =>
    remove.mutate(tender.tenderId, {
      onSuccess: () => {
        toast.success(t('delete.success'), { description: t('delete.successText') });
        onClose();
        navigate(paths.tenderPoster.dashboard.getHref());
        setTimeout(() => remove.forget(tender.tenderId), 0);
      },
      onError: () => toast.error(t('delete.failed')),
    });

  return (
    <Dialog
      open={open}
      onClose={() => !remove.isPending && onClose()}
      title={t('delete.title')}
      size="sm"
      footer={<DialogActions onCancel={onClose} busy={remove.isPending} confirmLabel={t('delete.confirm')} busyLabel={t('delete.deleting')} onConfirm={onDelete} variation="destructive" />}
    >
      <Text>{t('delete.text', { title: tender.title })}</Text>
    </Dialog>
  );
}
