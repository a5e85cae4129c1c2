/**
 * Profile Information (spec part 1, 2.13, 5 and 8.2): first and last name required, company and phone
 * optional (empty saved as null by the shared schema), validated on change, saved through the API.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { Profile } from '@features/account/domain/dto';
import { profileUpdateSchema } from '@features/account/domain/schemas';
import { Button, TextField } from '@aws-amplify/ui-react';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
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
      toast.error('Update failed', { description: 'User ID is missing' });
      return;
    }
    try {
      await save.mutateAsync(data);
      toast.success('Profile updated', { description: 'Your profile has been updated successfully' });
    } catch (error) {
      toast.error('Update failed', { description: errorMessage(error, 'Failed to update profile. Please try again.') });
    }
  });

  return (
    <Card title="Profile Information" description="Your name and contact details as other users see them.">
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Profile information">
        <div className="form-row">
          <TextField
            label={<RequiredLabel text="First Name" />}
            autoComplete="given-name"
            isRequired
            hasError={!!errors.firstName}
            errorMessage={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField label={<RequiredLabel text="Last Name" />} autoComplete="family-name" isRequired hasError={!!errors.lastName} errorMessage={errors.lastName?.message} {...register('lastName')} />
        </div>
        <div className="form-row">
          <TextField label="Company" autoComplete="organization" hasError={!!errors.company} errorMessage={errors.company?.message} {...register('company')} />
          <TextField label="Phone" type="tel" autoComplete="tel" hasError={!!errors.phone} errorMessage={errors.phone?.message} {...register('phone')} />
        </div>
        <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={isSubmitting} loadingText="Saving..." aria-busy={isSubmitting || undefined}>
          Save Profile
        </Button>
      </form>
    </Card>
  );
}
