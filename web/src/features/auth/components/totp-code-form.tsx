/**
 * The second sign-in step for accounts with authenticator-app MFA (beyond the spec): a 6-digit code,
 * confirmed with Cognito. Failures are "Login failed" toasts like the first step (part 1, 8.1).
 */
import { zodResolver } from '@/i18n/zod-resolver';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type * as z from 'zod/mini';
import { totpCodeSchema } from '@features/account/domain/schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-client';
import { refreshSession } from '@/lib/auth';
import { authApi } from '@/lib/auth-api';
import { useT } from '@/i18n/i18n';

export function TotpCodeForm({ onCancel }: { onCancel: () => void }) {
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof totpCodeSchema>>({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const { confirmSignIn } = await authApi();
      const result = await confirmSignIn({ challengeResponse: code.trim() });
      if (result.isSignedIn) await refreshSession();
      else toast.error(t('login.failed'), { description: t('login.otherStep', { step: result.nextStep.signInStep }) });
    } catch (error) {
      toast.error(t('login.failed'), { description: errorMessage(error) });
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t('totp.label')}>
      <p className="muted">{t('totp.lead')}</p>
      <TextField label={t('totp.code')} inputMode="numeric" autoComplete="one-time-code" autoFocus error={errors.code?.message} {...register('code')} />
      <Button type="submit" className="btn-block" busy={isSubmitting} busyText={t('totp.busy')}>
        {t('totp.submit')}
      </Button>
      <Button type="button" variant="ghost" className="btn-block" onClick={onCancel}>
        {t('totp.back')}
      </Button>
    </form>
  );
}
