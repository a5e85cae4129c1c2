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
import { useDeleteTender } from '../api/delete-tender';

export interface DeleteTenderDialogProps {
  tender: { tenderId: string; title: string };
  open: boolean;
  onClose: () => void;
}

export function DeleteTenderDialog({ tender, open, onClose }: DeleteTenderDialogProps) {
  const navigate = useNavigate();
  const remove = useDeleteTender();

  const onDelete = () =>
    remove.mutate(tender.tenderId, {
      onSuccess: () => {
        toast.success('Success', { description: 'Tender has been deleted successfully' });
        onClose();
        navigate(paths.tenderPoster.dashboard.getHref());
        setTimeout(() => remove.forget(tender.tenderId), 0);
      },
      onError: () => toast.error('Failed to delete tender. Please try again.'),
    });

  return (
    <Dialog
      open={open}
      onClose={() => !remove.isPending && onClose()}
      title="Delete Tender"
      size="sm"
      footer={<DialogActions onCancel={onClose} busy={remove.isPending} confirmLabel="Delete" busyLabel="Deleting..." onConfirm={onDelete} variation="destructive" />}
    >
      <Text>Are you sure you want to delete "{tender.title}"? This action cannot be undone. All associated bids will also be removed.</Text>
    </Dialog>
  );
}
