/**
 * Sign-in form (spec part 1, 2.5 and 5): email and password, a Sign in button reading "Signing in..."
 * while busy; failures are destructive "Login failed" toasts with the server's message (part 1, 8.1).
 * Amplify, the form's schema (zod) and sonner load when the form gets focus or is sent, and the code step
 * when it is needed, not with the page.
 */
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginInput } from '@features/account/domain/schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { webConfig } from '@/config/web-config';
import { errorMessage } from '@/lib/api-error';
import { refreshSession } from '@/lib/auth';
import { isAttemptLimit, isCredentialsRefusal } from '@/lib/cognito-refusals';
import { authApi, preloadAuthApi } from '@/lib/auth-api';
import { lazyResolver } from '@/lib/lazy-resolver';
import { lazyToast } from '@/lib/toaster';
import { catalogue, useT } from '@/i18n/i18n';

const TotpCodeForm = lazy(() => import('./totp-code-form').then((m) => ({ default: m.TotpCodeForm })));

/** The sign-in rules (loginSchema), loaded with zod on the first check. */
const loginResolver = lazyResolver<LoginInput>(async () => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([import('@/i18n/zod-resolver'), import('@features/account/domain/schemas')]);
  return zodResolver(loginSchema);
});

/** Starts loading what sending the form needs. */
function preload() {
  preloadAuthApi();
  loginResolver.preload();
}

export interface LoginFormProps {
  defaultEmail?: string;
  /** Renders the "Forgot password" trigger beside the password label. */
  forgotPassword?: ReactNode;
}

/**
 * Why a sign-in was refused: in English Cognito's own words, as the spec has them (part 1, 8.1: the server's message);
 * in another language the catalogue's words for Cognito's refusals of the credentials and of too many attempts, which
 * Cognito only says in English; any other failure as it comes.
 */
function signInRefusal(error: unknown): string {
  if (catalogue.language === 'en') return errorMessage(error);
  if (isCredentialsRefusal(error)) return catalogue.t('authError.signInRefused');
  if (isAttemptLimit(error)) return catalogue.t('authError.tooManyAttempts');
  return errorMessage(error);
}

export function LoginForm({ defaultEmail, forgotPassword }: LoginFormProps) {
  const t = useT();
  const [totpStep, setTotpStep] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: loginResolver, values: { email: defaultEmail ?? '', password: '' }, resetOptions: { keepDirtyValues: true } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const { signIn } = await authApi();
      const result = await signIn({ username: email, password, options: { authFlowType: webConfig().authFlowType } });
      if (result.isSignedIn) {
        await refreshSession();
        return;
      }
      const step = result.nextStep.signInStep;
      if (step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') {
        setTotpStep(true);
        return;
      }
      const description = step === 'CONFIRM_SIGN_UP' ? t('login.confirmFirst') : t('login.otherStep', { step });
      lazyToast((toast) => toast.error(t('login.failed'), { description }));
    } catch (error) {
      if ((error as Error).name === 'UserAlreadyAuthenticatedException') {
        await refreshSession();
        return;
      }
      lazyToast((toast) => toast.error(t('login.failed'), { description: signInRefusal(error) }));
    }
  });

  if (totpStep) {
    return (
      <Suspense fallback={null}>
        <TotpCodeForm onCancel={() => setTotpStep(false)} />
      </Suspense>
    );
  }

  return (
    <form className="form" onSubmit={onSubmit} onFocus={preload} noValidate aria-label={t('login.form.label')}>
      <TextField label={t('login.form.email')} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <TextField label={t('login.form.password')} type="password" autoComplete="current-password" required aside={forgotPassword} error={errors.password?.message} {...register('password')} />
      <Button type="submit" className="btn-block" busy={isSubmitting} busyText={t('login.form.busy')}>
        {t('login.form.submit')}
      </Button>
    </form>
  );
}
