/**
 * Reset password, the "Create New Password" screen (spec part 1, 2.9, 5 and 8.1). The link of the reset
 * e-mail carries Cognito's reset code in `access_token` and the account in `email` (docs/decisions/spec-readings/reset-token.md).
 * - A signed-in user goes to `/`.
 * - A missing token, a missing e-mail, or a token Cognito refuses as wrong or expired: the error
 *   "Invalid or missing reset token" (with "Missing reset token" when the link has none, part 1, 5) and
 *   `/login`.
 * - New password and confirmation by the reset rules (resetPasswordSchema; Cognito's password policy is
 *   the same); success "Password updated successfully" and `/login`, replacing history. Any other failure:
 *   "Password update failed" with the pool's rule when Cognito refuses the password, else Cognito's message
 *   or "Failed to update password. Please try again.".
 */
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/i18n/zod-resolver';
import { toast } from 'sonner';
import { PASSWORD_HINT, resetPasswordSchema } from '@features/account/domain/schemas';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { PageSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { authApi } from '@/lib/auth-api';
import { authMessages, isPasswordPolicyRefusal } from '@/lib/auth-messages';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('auth');

/** Cognito errors meaning the reset code itself is wrong, expired or not for this account. */
const BAD_TOKEN_ERRORS = new Set(['CodeMismatchException', 'ExpiredCodeException', 'UserNotFoundException', 'EmptyConfirmResetPasswordUsername', 'EmptyConfirmResetPasswordConfirmationCode']);

export default function ResetPasswordRoute() {
  const t = useT();
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('access_token')?.trim() || null;
  const email = params.get('email')?.trim() ?? '';
  const linkValid = !!token && !!email;
  const warned = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });

  const rejectToken = (description: string) => {
    if (warned.current) return;
    warned.current = true;
    toast.error(authMessages.invalidResetToken, { description });
    navigate(paths.login.getHref(), { replace: true });
  };

  useEffect(() => {
    if (auth.status === 'signedOut' && !linkValid) rejectToken(token ? authMessages.missingResetEmail : authMessages.missingResetToken);
  });

  if (auth.status === 'loading') return <PageSkeleton />;
  if (auth.session) return <Navigate to={paths.home.getHref()} replace />;
  if (!linkValid || !token) return <PageSkeleton />;

  const submit = async ({ password }: { password: string }) => {
    try {
      const { confirmResetPassword } = await authApi();
      await confirmResetPassword({ username: email, confirmationCode: token, newPassword: password });
      toast.success(t('resetPassword.updated'));
      navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      if (BAD_TOKEN_ERRORS.has((error as Error).name)) {
        rejectToken(authMessages.refusedResetToken);
        return;
      }
      let message = error instanceof Error && error.message ? error.message : t('resetPassword.failedText');
      if (isPasswordPolicyRefusal(error)) message = authMessages.passwordRefused;
      toast.error(t('resetPassword.failed'), { description: message });
    }
  };

  return (
    <PublicLayout narrow>
      <div className="auth-card">
        <div className="auth-card-header">
          <h1>{t('resetPassword.title')}</h1>
          <p className="muted">{t('resetPassword.lead', { email })}</p>
        </div>
        <form className="form" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate aria-label={t('resetPassword.label')}>
          <TextField label={t('resetPassword.password')} type="password" autoComplete="new-password" required hint={PASSWORD_HINT} error={errors.password?.message} {...register('password')} />
          <TextField label={t('resetPassword.confirm')} type="password" autoComplete="new-password" required error={errors.confirmPassword?.message} {...register('confirmPassword')} />
          <Button type="submit" className="btn-block" busy={isSubmitting} busyText={t('resetPassword.busy')}>
            {t('resetPassword.submit')}
          </Button>
        </form>
      </div>
    </PublicLayout>
  );
}
