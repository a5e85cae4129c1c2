/**
 * Delete User dialog (spec part 2, 'Admin users' and 8): 'Confirm Deletion', cannot be undone, the extra
 * warning for an admin (the server refuses deleting admins; the table disables it too).
 */
import { Text } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import type { Profile } from '@features/account/domain/dto';
import { userMessages } from '@features/account/domain/users';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useDeleteUser } from '../api/users';

export function DeleteUserDialog({ user, onClose }: { user: Profile | undefined; onClose: () => void }) {
  const remove = useDeleteUser();
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : '';
  const onDelete = () =>
    user &&
    remove.mutate(user.userId, {
      onSuccess: () => {
        toast.success('User Deleted', { description: `${name} has been deleted.` });
        onClose();
      },
      onError: () => toast.error('Error', { description: userMessages.deleteFailed }),
    });
  return (
    <Dialog
      open={!!user}
      onClose={() => !remove.isPending && onClose()}
      title="Confirm Deletion"
      size="sm"
      footer={<DialogActions onCancel={onClose} busy={remove.isPending} confirmLabel="Delete" busyLabel="Deleting..." onConfirm={onDelete} variation="destructive" />}
    >
      <Text>
        Are you sure you want to delete {name} ({user?.email})? This action cannot be undone. Their tenders, bids and deliveries stay for the other parties.
      </Text>
      {user?.role === 'admin' && <Text color="font.error">Warning: You are about to delete an admin user. This could affect system administration capabilities.</Text>}
    </Dialog>
  );
}
