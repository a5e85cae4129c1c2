/**
 * Profile Information (spec part 1, 2.13, 5 and 8.2): first and last name required, company and phone
 * optional (empty saved as null by the shared schema), validated on change, saved through the API.
 */
import { zodResolver } from '@/i18n/zod-resolver';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { Profile } from '@features/account/domain/dto';
import { profileUpdateSchema } from '@features/account/domain/schemas';
import { Button, TextField } from '@aws-amplify/ui-react';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/i18n/i18n';
import { type ProfileInput, useUpdateProfile } from '../api/update-profile';

/** A field label with the visual required mark (the input carries `required` for assistive technology). */
const RequiredLabel = ({ text }: { text: string }) => (
  <>
    {text}
    <span className="field-required" aria-hidden="true">
      {' '}
      *
    </span>
  </>
);

export function ProfileForm({ profile }: { profile: Profile | undefined }) {
  const t = useT();
  const save = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onChange',
    values: { firstName: profile?.firstName ?? '', lastName: profile?.lastName ?? '', company: profile?.company ?? '', phone: profile?.phone ?? '' },
  });

  const onSubmit = handleSubmit(async (data) => {
    if (!profile?.userId) {
      toast.error(t('account.updateFailed'), { description: t('profileForm.noUserId') });
      return;
    }
    try {
      await save.mutateAsync(data);
      toast.success(t('profileForm.updated'), { description: t('profileForm.updatedText') });
    } catch (error) {
      toast.error(t('account.updateFailed'), { description: errorMessage(error, t('profileForm.failed')) });
    }
  });

  return (
    <Card title={t('profileForm.title')} description={t('profileForm.description')}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label={t('profileForm.form')}>
        <div className="form-row">
          <TextField
            label={<RequiredLabel text={t('profileForm.firstName')} />}
            autoComplete="given-name"
            isRequired
            hasError={!!errors.firstName}
            errorMessage={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={<RequiredLabel text={t('profileForm.lastName')} />}
            autoComplete="family-name"
            isRequired
            hasError={!!errors.lastName}
            errorMessage={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <div className="form-row">
          <TextField label={t('profileForm.company')} autoComplete="organization" hasError={!!errors.company} errorMessage={errors.company?.message} {...register('company')} />
          <TextField label={t('profileForm.phone')} type="tel" autoComplete="tel" hasError={!!errors.phone} errorMessage={errors.phone?.message} {...register('phone')} />
        </div>
        <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={isSubmitting} loadingText={t('profileForm.saving')} aria-busy={isSubmitting || undefined}>
          {t('profileForm.submit')}
        </Button>
      </form>
    </Card>
  );
}
