/**
 * Security: change password (spec part 1, 2.13, 5 and 8.2). The form states the pool's password policy
 * (PASSWORD_HINT under the new password) and checks it with the shared schema (changePasswordSchema), so a
 * password the pool refuses never leaves the form. Cognito checks the current password; its refusals are
 * told in words a person can act on, on the field they concern (lib/auth-messages.ts), with the toast
 * "Update failed".
 */
import { zodResolver } from '@/i18n/zod-resolver';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type * as z from 'zod/mini';
import { changePasswordSchema, PASSWORD_HINT } from '@features/account/domain/schemas';
import { Button, TextField } from '@aws-amplify/ui-react';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { passwordChangeRefusal } from '@/lib/auth-messages';
import { authApi } from '@/lib/auth-api';
import { useT } from '@/i18n/i18n';

type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export function ChangePasswordForm() {
  const t = useT();
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
      toast.success(t('password.updated'), { description: t('password.updatedText') });
      reset();
    } catch (error) {
      const refusal = passwordChangeRefusal(error);
      if (refusal?.field) setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
      toast.error(t('account.updateFailed'), { description: refusal?.message ?? errorMessage(error, t('password.failed')) });
    }
  });

  return (
    <Card title={t('password.title')} description={t('password.description')}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label={t('password.form')}>
        <TextField
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          hasError={!!errors.currentPassword}
          errorMessage={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <div className="form-row">
          <TextField
            label={t('password.new')}
            type="password"
            autoComplete="new-password"
            descriptiveText={PASSWORD_HINT}
            hasError={!!errors.newPassword}
            errorMessage={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <TextField
            label={t('password.confirm')}
            type="password"
            autoComplete="new-password"
            hasError={!!errors.confirmPassword}
            errorMessage={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
        <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={isSubmitting} loadingText={t('password.updating')} aria-busy={isSubmitting || undefined}>
          {t('password.submit')}
        </Button>
      </form>
    </Card>
  );
}
