/**
 * Two-factor authentication with an authenticator app (TOTP), beyond the spec: set up by scanning a QR
 * code (or typing the secret) and confirming one code; once on, sign-in asks for a code. Can be turned off.
 * Cognito stores the secret and checks every code.
 */
import { zodResolver } from '@/i18n/zod-resolver';
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
import { useT } from '@/i18n/i18n';

const mfaQueryKey = ['mfa-preference'] as const;

export function MfaCard({ email }: { email: string | undefined }) {
  const t = useT();
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
      toast.error(t('mfa.setupFailed'), { description: errorMessage(error) });
    } finally {
      setStarting(false);
    }
  };

  const confirm = handleSubmit(async ({ code }) => {
    try {
      const { verifyTOTPSetup, updateMFAPreference } = await authApi();
      await verifyTOTPSetup({ code: code.trim() });
      await updateMFAPreference({ totp: 'PREFERRED' });
      toast.success(t('mfa.enabled'), { description: t('mfa.enabledText') });
      setSetup(null);
      reset();
      await client.invalidateQueries({ queryKey: mfaQueryKey });
    } catch (error) {
      toast.error(t('mfa.setupFailed'), { description: errorMessage(error) });
    }
  });

  const disable = async () => {
    setDisabling(true);
    try {
      await (await authApi()).updateMFAPreference({ totp: 'DISABLED' });
      toast.success(t('mfa.turnedOff'));
      await client.invalidateQueries({ queryKey: mfaQueryKey });
    } catch (error) {
      toast.error(t('account.updateFailed'), { description: errorMessage(error) });
    } finally {
      setDisabling(false);
    }
  };

  return (
    <Card title={t('mfa.title')} description={t('mfa.description')} action={<StatusBadge tone={enabled ? 'green' : 'grey'} label={enabled ? t('mfa.on') : t('mfa.off')} />}>
      {enabled ? (
        <Button isLoading={disabling} loadingText={t('mfa.turningOff')} aria-busy={disabling || undefined} onClick={disable}>
          {t('mfa.turnOff')}
        </Button>
      ) : setup ? (
        <form className="form" onSubmit={confirm} noValidate aria-label={t('mfa.confirmForm')}>
          <p className="muted">{t('mfa.scan')}</p>
          <QRCodeSVG value={setup.uri} size={176} title={t('mfa.qr')} />
          <p>
            {t('mfa.secret')} <code data-testid="totp-secret">{setup.secret}</code>
          </p>
          <TextField label={t('mfa.code')} inputMode="numeric" autoComplete="one-time-code" hasError={!!errors.code} errorMessage={errors.code?.message} {...register('code')} />
          <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={isSubmitting} loadingText={t('mfa.verifying')} aria-busy={isSubmitting || undefined}>
            {t('mfa.turnOn')}
          </Button>
        </form>
      ) : (
        <Button variation="primary" isLoading={starting} loadingText={t('mfa.preparing')} aria-busy={starting || undefined} isDisabled={starting || preference.isLoading} onClick={start}>
          {t('mfa.setUp')}
        </Button>
      )}
    </Card>
  );
}
