/**
 * Sign-in form (spec part 1, 2.5 and 5): email and password, a Sign in button reading "Signing in..."
 * while busy; failures are destructive "Login failed" toasts with the server's message (part 1, 8.1).
 */
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from 'aws-amplify/auth';
import { toast } from 'sonner';
import { loginSchema, type LoginInput } from '@features/account/domain/schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { webConfig } from '@/config/web-config';
import { errorMessage } from '@/lib/api-client';
import { refreshSession } from '@/lib/auth';
import { TotpCodeForm } from './totp-code-form';

export interface LoginFormProps {
  defaultEmail?: string;
  /** Renders the "Forgot password" trigger beside the password label. */
  forgotPassword?: ReactNode;
}

export function LoginForm({ defaultEmail, forgotPassword }: LoginFormProps) {
  const [totpStep, setTotpStep] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), values: { email: defaultEmail ?? '', password: '' }, resetOptions: { keepDirtyValues: true } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
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
      const description =
        step === 'CONFIRM_SIGN_UP' ? 'Please confirm your email address first: follow the link in the confirmation email we sent you.' : `Another sign-in step is required (${step}).`;
      toast.error('Login failed', { description });
    } catch (error) {
      if ((error as Error).name === 'UserAlreadyAuthenticatedException') {
        await refreshSession();
        return;
      }
      toast.error('Login failed', { description: errorMessage(error) });
    }
  });

  if (totpStep) return <TotpCodeForm onCancel={() => setTotpStep(false)} />;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Sign in">
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required aside={forgotPassword} error={errors.password?.message} {...register('password')} />
      <Button type="submit" className="btn-block" busy={isSubmitting} busyText="Signing in...">
        Sign in
      </Button>
    </form>
  );
}
