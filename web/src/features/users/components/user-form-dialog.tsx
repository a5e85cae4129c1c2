/**
 * Add User and Edit User dialogs (spec part 2, 'Admin users', 3 "New user form", 5 "Admin", 8):
 * Full Name (split at the first space), Email (read-only when editing), Password (adding only; the pool's
 * policy as hint), Role (geodesist by default; locked for an admin), Company, Phone Number. Missing
 * required fields: 'Missing Information' / 'Please fill in all required fields.'. The server's verdict
 * wins: its message is shown, else the spec's failure text.
 */
import { SelectField, TextField } from '@aws-amplify/ui-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { Profile } from '@features/account/domain/dto';
import { ROLE_LABELS, ROLES, type Role } from '@domain/roles';
import { PASSWORD_HINT } from '@features/account/domain/schemas';
import { isPhoneNumber, splitFullName, userMessages } from '@features/account/domain/users';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ApiRequestError } from '@/lib/api-client';
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

export function UserFormDialog({ open, onClose, user }: UserFormDialogProps) {
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
      toast.error('Missing Information', { description: userMessages.missingInformation });
      return;
    }
    const company = values.company.trim() || null;
    const phone = values.phone.trim() || null;
    const failed = (fallback: string) => (error: unknown) => toast.error('Error', { description: error instanceof ApiRequestError && error.status < 500 ? error.message : fallback });
    if (user) {
      update.mutate(
        { userId: user.userId, firstName, lastName, company, phone, ...(user.role !== 'admin' ? { role: values.role } : {}) },
        {
          onSuccess: () => {
            toast.success('User Updated', { description: 'The user has been updated.' });
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
            toast.success('User Added', { description: 'The user can sign in now.' });
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
      title={editing ? 'Edit User' : 'Add User'}
      description={editing ? 'Change the user’s details and role.' : 'The user can sign in at once with this password.'}
      footer={<DialogActions onCancel={onClose} busy={busy} confirmLabel={editing ? 'Save Changes' : 'Add User'} busyLabel={editing ? 'Saving...' : 'Adding...'} form="user-form" />}
    >
      <form id="user-form" className="form-grid" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField label="Full Name" isRequired autoComplete="off" {...register('fullName')} />
        <TextField label="Email" type="email" isRequired isReadOnly={editing} autoComplete="off" {...register('email')} />
        {!editing && <TextField label="Password" type="password" isRequired autoComplete="new-password" placeholder={PASSWORD_HINT} descriptiveText={PASSWORD_HINT} {...register('password')} />}
        <SelectField label="Role" isRequired isDisabled={user?.role === 'admin'} descriptiveText={user?.role === 'admin' ? "An admin's role cannot be changed." : undefined} {...register('role')}>
          {ROLE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {d(o.label)}
            </option>
          ))}
        </SelectField>
        <TextField label="Company" autoComplete="off" {...register('company')} />
        <TextField
          label="Phone Number"
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
