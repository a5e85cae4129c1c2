/**
 * Two-factor authentication with an authenticator app (TOTP), beyond the spec: set up by scanning a QR
 * code (or typing the secret) and confirming one code; once on, sign-in asks for a code. Can be turned off.
 * Cognito stores the secret and checks every code.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type * as z from 'zod/mini';
import { totpCodeSchema } from '@features/account/domain/schemas';
import { Button, TextField } from '@aws-amplify/ui-react';
import { StatusBadge } from '@/components/status-badge';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { authApi } from '@/lib/auth-api';

const mfaQueryKey = ['mfa-preference'] as const;

export function MfaCard({ email }: { email: string | undefined }) {
  const client = useQueryClient();
  const preference = useQuery({ queryKey: mfaQueryKey, queryFn: async () => (await authApi()).fetchMFAPreference() });
  const enabled = preference.data?.enabled?.includes('TOTP') ?? false;
  const [setup, setSetup] = useState<{ uri: string; secret: string } | null>(null);
  const [starting, setStarting] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof totpCodeSchema>>({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: '' } });

  const start = async () => {
    setStarting(true);
    try {
      const details = await (await authApi()).setUpTOTP();
      setSetup({ uri: details.getSetupUri('GeoTender', email).toString(), secret: details.sharedSecret });
    } catch (error) {
      toast.error('Two-factor setup failed', { description: errorMessage(error) });
    } finally {
      setStarting(false);
    }
  };

  const confirm = handleSubmit(async ({ code }) => {
    try {
      const { verifyTOTPSetup, updateMFAPreference } = await authApi();
      await verifyTOTPSetup({ code: code.trim() });
      await updateMFAPreference({ totp: 'PREFERRED' });
      toast.success('Two-factor authentication enabled', { description: 'Sign-in now asks for a code from your authenticator app.' });
      setSetup(null);
      reset();
      await client.invalidateQueries({ queryKey: mfaQueryKey });
    } catch (error) {
      toast.error('Two-factor setup failed', { description: errorMessage(error) });
    }
  });

  const disable = async () => {
    setDisabling(true);
    try {
      await (await authApi()).updateMFAPreference({ totp: 'DISABLED' });
      toast.success('Two-factor authentication turned off');
      await client.invalidateQueries({ queryKey: mfaQueryKey });
    } catch (error) {
      toast.error('Update failed', { description: errorMessage(error) });
    } finally {
      setDisabling(false);
    }
  };

  return (
    <Card
      title="Two-Factor Authentication"
      description="Protect your account with a code from an authenticator app at every sign-in."
      action={<StatusBadge tone={enabled ? 'green' : 'grey'} label={enabled ? 'On' : 'Off'} />}
    >
      {enabled ? (
        <Button isLoading={disabling} loadingText="Turning off..." aria-busy={disabling || undefined} onClick={disable}>
          Turn off two-factor authentication
        </Button>
      ) : setup ? (
        <form className="form" onSubmit={confirm} noValidate aria-label="Confirm authenticator app">
          <p className="muted">Scan this code with your authenticator app, or enter the secret key by hand, then type the 6-digit code it shows.</p>
          <QRCodeSVG value={setup.uri} size={176} title="QR code for your authenticator app" />
          <p>
            Secret key: <code data-testid="totp-secret">{setup.secret}</code>
          </p>
          <TextField label="Code from the app" inputMode="numeric" autoComplete="one-time-code" hasError={!!errors.code} errorMessage={errors.code?.message} {...register('code')} />
          <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={isSubmitting} loadingText="Verifying..." aria-busy={isSubmitting || undefined}>
            Turn on
          </Button>
        </form>
      ) : (
        <Button variation="primary" isLoading={starting} loadingText="Preparing..." aria-busy={starting || undefined} isDisabled={starting || preference.isLoading} onClick={start}>
          Set up authenticator app
        </Button>
      )}
    </Card>
  );
}
