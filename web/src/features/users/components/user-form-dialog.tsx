/**
 * Add User and Edit User dialogs (spec part 2, 'Admin users', 3 "New user form", 5 "Admin", 8):
 * Full Name (split at the first space), Email (read-only when editing), Password (adding only; the pool's
 * policy as hint), Role (geodesist by default; locked for an admin), Company, Phone Number. Missing
 * required fields: 'Missing Information' / 'Please fill in all required fields.'. The server's verdict
 * wins: its message is shown, else the spec's failure text. Texts from the catalogue's `admin` part; role names, the
 * password hint and the user rules' messages as the domain words them.
 */
import { SelectField, TextField } from '@aws-amplify/ui-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { Profile } from '@features/account/domain/dto';
import { ROLES, type Role } from '@domain/roles';
import { ROLE_LABELS } from '@domain/role-labels';
import { PASSWORD_HINT } from '@features/account/domain/schemas';
import { isPhoneNumber, splitFullName, userMessages } from '@features/account/domain/users';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ApiRequestError } from '@/lib/api-client';
import { useT } from '@/i18n/i18n';
import { useCreateUser, useUpdateUser } from '../api/users';
import { useDomainText } from '@/i18n/domain-text';

interface FormValues {
  fullName: string;
  email: string;
  password: string;
  role: Role;
  company: string;
  phone: string;
}

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

export interface UserFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The user to edit; none to add one. */
  user?: Profile;
}

/** The Add User dialog, or the Edit User dialog of `user`. */
export function UserFormDialog({ open, onClose, user }: UserFormDialogProps) {
  const t = useT();
  const d = useDomainText();
  const editing = !!user;
  const create = useCreateUser();
  const update = useUpdateUser();
  const busy = create.isPending || update.isPending;
  const { register, handleSubmit, reset, formState } = useForm<FormValues>({
    defaultValues: { fullName: '', email: '', password: '', role: 'geodesist', company: '', phone: '' },
  });

  useEffect(() => {
    if (!open) return;
    reset(
      user
        ? { fullName: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email, password: '', role: user.role, company: user.company ?? '', phone: user.phone ?? '' }
        : { fullName: '', email: '', password: '', role: 'geodesist', company: '', phone: '' },
    );
  }, [open, user, reset]);

  const onSubmit = handleSubmit((values) => {
    const { firstName, lastName } = splitFullName(values.fullName);
    if (!firstName || !values.email.trim() || !values.role || (!editing && !values.password)) {
      toast.error(t('admin.userForm.missing'), { description: userMessages.missingInformation });
      return;
    }
    const company = values.company.trim() || null;
    const phone = values.phone.trim() || null;
    const failed = (fallback: string) => (error: unknown) => toast.error(t('admin.error'), { description: error instanceof ApiRequestError && error.status < 500 ? error.message : fallback });
    if (user) {
      update.mutate(
        { userId: user.userId, firstName, lastName, company, phone, ...(user.role !== 'admin' ? { role: values.role } : {}) },
        {
          onSuccess: () => {
            toast.success(t('admin.userForm.updated'), { description: t('admin.userForm.updatedText') });
            onClose();
          },
          onError: failed(values.role !== user.role ? userMessages.roleFailed : userMessages.updateFailed),
        },
      );
    } else {
      create.mutate(
        { firstName, lastName, email: values.email.trim(), password: values.password, role: values.role, company, phone },
        {
          onSuccess: () => {
            toast.success(t('admin.userForm.added'), { description: t('admin.userForm.addedText') });
            onClose();
          },
          onError: failed(userMessages.createFailed),
        },
      );
    }
  });

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      title={t(editing ? 'admin.userForm.editTitle' : 'admin.users.add')}
      description={t(editing ? 'admin.userForm.editDescription' : 'admin.userForm.addDescription')}
      footer={
        <DialogActions
          onCancel={onClose}
          busy={busy}
          confirmLabel={t(editing ? 'admin.userForm.save' : 'admin.users.add')}
          busyLabel={t(editing ? 'admin.userForm.saving' : 'admin.userForm.adding')}
          form="user-form"
        />
      }
    >
      <form id="user-form" className="form-grid" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField label={t('admin.userForm.fullName')} isRequired autoComplete="off" {...register('fullName')} />
        <TextField label={t('admin.users.email')} type="email" isRequired isReadOnly={editing} autoComplete="off" {...register('email')} />
        {!editing && (
          <TextField
            label={t('admin.userForm.password')}
            type="password"
            isRequired
            autoComplete="new-password"
            placeholder={PASSWORD_HINT}
            descriptiveText={PASSWORD_HINT}
            {...register('password')}
          />
        )}
        <SelectField
          label={t('admin.users.role')}
          isRequired
          isDisabled={user?.role === 'admin'}
          descriptiveText={user?.role === 'admin' ? t('admin.userForm.adminRoleFixed') : undefined}
          {...register('role')}
        >
          {ROLE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {d(o.label)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('admin.users.company')} autoComplete="off" {...register('company')} />
        <TextField
          label={t('admin.userForm.phone')}
          type="tel"
          autoComplete="off"
          hasError={!!formState.errors.phone}
          errorMessage={formState.errors.phone?.message}
          {...register('phone', { validate: (v) => !v.trim() || isPhoneNumber(v.trim()) || userMessages.invalidPhone })}
        />
      </form>
    </Dialog>
  );
}
