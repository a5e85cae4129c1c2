/**
 * The second sign-in step for accounts with authenticator-app MFA (beyond the spec): a 6-digit code,
 * confirmed with Cognito. Failures are "Login failed" toasts like the first step (part 1, 8.1).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type * as z from 'zod/mini';
import { totpCodeSchema } from '@features/account/domain/schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-client';
import { refreshSession } from '@/lib/auth';
import { authApi } from '@/lib/auth-api';

export function TotpCodeForm({ onCancel }: { onCancel: () => void }) {
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
      else toast.error('Login failed', { description: `Another sign-in step is required (${result.nextStep.signInStep}).` });
    } catch (error) {
      toast.error('Login failed', { description: errorMessage(error) });
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Authentication code">
      <p className="muted">Two-factor authentication is on for this account: open your authenticator app and type the code it shows for GeoTender.</p>
      <TextField label="Authentication code" inputMode="numeric" autoComplete="one-time-code" autoFocus error={errors.code?.message} {...register('code')} />
      <Button type="submit" className="btn-block" busy={isSubmitting} busyText="Verifying...">
        Verify
      </Button>
      <Button type="button" variant="ghost" className="btn-block" onClick={onCancel}>
        Back to sign in
      </Button>
    </form>
  );
}
