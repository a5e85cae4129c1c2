/**
 * The optional scope fields of the create and edit forms (part 2, 3 "requirements", "location", "budget"):
 * requirements (at most MAX_REQUIREMENTS characters), location, and the budget in euros as typed (the form's
 * schema turns it into cents). Takes the form's `register` and `errors`; renders the three fields.
 */
import { TextAreaField, TextField } from '@aws-amplify/ui-react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { MAX_REQUIREMENTS } from '@features/tenders/domain/tender';
import { useT } from '@/i18n/i18n';

/** The block for a form whose values hold `requirements`, `location` and `budget` (text as typed). */
export function TenderScopeFields<T extends FieldValues>({ register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<T> }) {
  const t = useT();
  const messageOf = (name: 'requirements' | 'location' | 'budget') => (errors as FieldErrors)[name]?.message as string | undefined;
  return (
    <>
      <TextAreaField
        label={t('form.requirements')}
        rows={4}
        maxLength={MAX_REQUIREMENTS}
        placeholder={t('form.requirementsPlaceholder')}
        hasError={!!errors.requirements}
        errorMessage={messageOf('requirements')}
        {...register('requirements' as Path<T>)}
      />
      <TextField label={t('form.location')} placeholder={t('form.locationPlaceholder')} hasError={!!errors.location} errorMessage={messageOf('location')} {...register('location' as Path<T>)} />
      <TextField
        label={t('form.budget')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0.00"
        hasError={!!errors.budget}
        errorMessage={messageOf('budget')}
        {...register('budget' as Path<T>)}
      />
    </>
  );
}
