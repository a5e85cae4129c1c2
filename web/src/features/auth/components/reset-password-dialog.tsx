/**
 * Reset Password dialog (spec part 1, 2.5, 5 and 8.1): an email field, Cancel and Send Instructions
 * ("Sending..." while busy). Success closes the dialog with "Password reset instructions sent to your
 * email"; failure shows the error message or "Failed to send reset email. Please try again.".
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/i18n/zod-resolver';
import { toast } from 'sonner';
import type * as z from 'zod/mini';
import { resetRequestSchema } from '@features/account/domain/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form';
import { authApi } from '@/lib/auth-api';
import { useT } from '@/i18n/i18n';

type ResetRequest = z.input<typeof resetRequestSchema>;

export function ResetPasswordDialog({ open, onClose, defaultEmail }: { open: boolean; onClose: () => void; defaultEmail?: string }) {
  const t = useT();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequest>({ resolver: zodResolver(resetRequestSchema), values: { email: defaultEmail ?? '' }, resetOptions: { keepDirtyValues: true } });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const { resetPassword } = await authApi();
      await resetPassword({ username: email.trim() });
      toast.success(t('resetDialog.sent'));
      close();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t('resetDialog.failedText');
      toast.error(t('resetDialog.failed'), { description: message });
    }
  });

  return (
    <Dialog open={open} onClose={close} title={t('resetDialog.title')} description={t('resetDialog.description')} size="sm">
      <form className="form" onSubmit={onSubmit} noValidate aria-label={t('resetDialog.label')}>
        <TextField label={t('resetDialog.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <div className="dialog-actions">
          <Button variant="outline" onClick={close} disabled={isSubmitting}>
            {t('resetDialog.cancel')}
          </Button>
          <Button type="submit" busy={isSubmitting} busyText={t('resetDialog.busy')}>
            {t('resetDialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
