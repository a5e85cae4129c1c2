/**
 * Registration form (spec part 1, 2.6, 5, 6 and 8.1). Validation failures with a titled message
 * (terms, passwords, length) also show as toasts "{title}: {message}"; sign-up goes to Cognito with
 * the attributes email, given_name, family_name, custom:role, custom:company, custom:phone. The account types' tooltips
 * (part 1, 2.6) and the success text per role (part 1, 6) are the catalogue's `register.form.tip` and `register.successText`.
 */
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@/i18n/zod-resolver';
import { Link } from 'react-router';
import { SELF_REGISTER_ROLES } from '@domain/roles';
import { ROLE_LABELS } from '@domain/role-labels';
import { messageTitles, messages } from '@domain/schemas';
import { PASSWORD_HINT, registerSchema, type RegisterInput } from '@features/account/domain/schemas';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form';
import { InfoIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { authApi, preloadAuthApi } from '@/lib/auth-api';
import { lazyToast } from '@/lib/toaster';
import { catalogue, useT } from '@/i18n/i18n';
import { useDomainText } from '@/i18n/domain-text';

/** Titled toasts, in the order the checks are reported. */
const TITLED: { message: string; title: string }[] = [
  { message: messages.termsNotAccepted, title: messageTitles.termsNotAccepted },
  { message: messages.passwordsDontMatch, title: messageTitles.passwordsDontMatch },
  { message: messages.passwordTooShort, title: messageTitles.passwordTooShort },
];

function toastValidation(errors: FieldErrors<RegisterInput>, failedTitle: string) {
  const all = Object.values(errors)
    .map((e) => e?.message)
    .filter((m): m is string => typeof m === 'string');
  const titled = TITLED.find((t) => all.includes(t.message));
  if (titled) lazyToast((toast) => toast.error(titled.title, { description: titled.message }));
  else if (all[0]) lazyToast((toast) => toast.error(failedTitle, { description: all[0] }));
}

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const d = useDomainText();
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { role: 'geodesist', firstName: '', lastName: '', email: '', phone: '', company: '', password: '', confirmPassword: '', acceptTerms: false },
  });

  const onSubmit = handleSubmit(
    async (input) => {
      const data = registerSchema.parse(input);
      const userAttributes: Record<string, string> = {
        email: data.email,
        given_name: data.firstName,
        family_name: data.lastName,
        'custom:role': data.role,
        // Cognito's confirmation e-mail (and a later reset's) is written in the language chosen here.
        locale: catalogue.language,
      };
      if (data.company) userAttributes['custom:company'] = data.company;
      if (data.phone) userAttributes['custom:phone'] = data.phone;
      try {
        const { signUp } = await authApi();
        await signUp({ username: data.email, password: data.password, options: { userAttributes, clientMetadata: { language: catalogue.language } } });
        lazyToast((toast) => toast.success(t('register.success'), { description: t('register.successText', { role: data.role }), duration: 8_000 }));
        onRegistered();
      } catch (error) {
        lazyToast((toast) => toast.error(t('register.failed'), { description: errorMessage(error) }));
      }
    },
    (invalid) => toastValidation(invalid, t('register.failed')),
  );

  return (
    <form className="form" onSubmit={onSubmit} onFocus={preloadAuthApi} noValidate aria-label={t('register.form.label')}>
      <SelectField label={t('register.form.accountType')} options={SELF_REGISTER_ROLES.map((r) => ({ value: r, label: d(ROLE_LABELS[r]) }))} error={errors.role?.message} {...register('role')} />
      <div className="role-tips">
        {SELF_REGISTER_ROLES.map((r) => (
          <Tooltip key={r} label={t('register.form.about', { role: r })} content={t('register.form.tip', { role: r })}>
            <InfoIcon size={14} /> {d(ROLE_LABELS[r])}
          </Tooltip>
        ))}
      </div>
      <div className="form-row">
        <TextField label={t('register.form.firstName')} autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
        <TextField label={t('register.form.lastName')} autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField label={t('register.form.email')} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <div className="form-row">
        <TextField label={t('register.form.phone')} type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField label={t('register.form.company')} autoComplete="organization" error={errors.company?.message} {...register('company')} />
      </div>
      <TextField label={t('register.form.password')} type="password" autoComplete="new-password" required hint={PASSWORD_HINT} error={errors.password?.message} {...register('password')} />
      <TextField label={t('register.form.confirmPassword')} type="password" autoComplete="new-password" required error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <CheckboxField
        label={
          <>
            {t('register.form.agreeStart')} <Link to={paths.termsOfService.getHref()}>{t('register.form.terms')}</Link> {t('register.form.and')}{' '}
            <Link to={paths.privacyPolicy.getHref()}>{t('register.form.privacy')}</Link>
          </>
        }
        error={errors.acceptTerms?.message}
        {...register('acceptTerms')}
      />
      <Button type="submit" className="btn-block" busy={isSubmitting} busyText={t('register.form.busy')}>
        {t('register.form.submit')}
      </Button>
    </form>
  );
}
