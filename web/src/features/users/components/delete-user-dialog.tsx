/**
 * Delete User dialog (spec part 2, 'Admin users' and 8): 'Confirm Deletion', cannot be undone, the extra
 * warning for an admin (the server refuses deleting admins; the table disables it too). Texts from the catalogue's
 * `admin` part; the failure as the user rules word it.
 */
import { Text } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import type { Profile } from '@features/account/domain/dto';
import { userMessages } from '@features/account/domain/users';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useT } from '@/i18n/i18n';
import { useDeleteUser } from '../api/users';

/** The dialog confirming the deletion of `user` (closed when there is none). */
export function DeleteUserDialog({ user, onClose }: { user: Profile | undefined; onClose: () => void }) {
  const t = useT();
  const remove = useDeleteUser();
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : '';
  const onDelete = () =>
    user &&
    remove.mutate(user.userId, {
      onSuccess: () => {
        toast.success(t('admin.deleteUser.deleted'), { description: t('admin.deleteUser.deletedText', { name }) });
        onClose();
      },
      onError: () => toast.error(t('admin.error'), { description: userMessages.deleteFailed }),
    });
  return (
    <Dialog
      open={!!user}
      onClose={() => !remove.isPending && onClose()}
      title={t('admin.deleteUser.title')}
      size="sm"
      footer={
        <DialogActions onCancel={onClose} busy={remove.isPending} confirmLabel={t('admin.users.delete')} busyLabel={t('admin.deleteUser.deleting')} onConfirm={onDelete} variation="destructive" />
      }
    >
      <Text>{t('admin.deleteUser.text', { name, email: user?.email ?? '' })}</Text>
      {user?.role === 'admin' && <Text color="font.error">{t('admin.deleteUser.adminWarning')}</Text>}
    </Dialog>
  );
}
