/**
 * Security: change password (spec part 1, 2.13, 5 and 8.2). The form states the pool's password policy
 * (PASSWORD_HINT under the new password) and checks it with the shared schema (changePasswordSchema), so a
 * password the pool refuses never leaves the form. Cognito checks the current password; its refusals are
 * told in words a person can act on, on the field they concern (lib/auth-messages.ts), with the toast
 * "Update failed".
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type * as z from 'zod/mini';
import { changePasswordSchema, PASSWORD_HINT } from '@features/account/domain/schemas';
import { Button, TextField } from '@aws-amplify/ui-react';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { passwordChangeRefusal } from '@/lib/auth-messages';
import { authApi } from '@/lib/auth-api';

type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await (await authApi()).updatePassword({ oldPassword: currentPassword, newPassword });
      toast.success('Password updated', { description: 'Your password has been changed successfully' });
      reset();
    } catch (error) {
      const refusal = passwordChangeRefusal(error);
      if (refusal?.field) setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
      toast.error('Update failed', { description: refusal?.message ?? errorMessage(error, 'Failed to update password. Please try again.') });
    }
  });

  return (
    <Card title="Security" description="Change the password you sign in with.">
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Change password">
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          hasError={!!errors.currentPassword}
          errorMessage={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <div className="form-row">
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            descriptiveText={PASSWORD_HINT}
            hasError={!!errors.newPassword}
            errorMessage={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            hasError={!!errors.confirmPassword}
            errorMessage={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
        <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={isSubmitting} loadingText="Updating..." aria-busy={isSubmitting || undefined}>
          Update Password
        </Button>
      </form>
    </Card>
  );
}
