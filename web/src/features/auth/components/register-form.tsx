/**
 * Registration form (spec part 1, 2.6, 5, 6 and 8.1). Validation failures with a titled message
 * (terms, passwords, length) also show as toasts "{title}: {message}"; sign-up goes to Cognito with
 * the attributes email, given_name, family_name, custom:role, custom:company, custom:phone.
 */
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { ROLE_LABELS, SELF_REGISTER_ROLES, type SelfRegisterRole } from '@domain/roles';
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

/** Tooltips of the account types (part 1, 2.6). */
const ROLE_TOOLTIPS: Record<SelfRegisterRole, string> = {
  geodesist: 'Geodesist accounts need admin approval before they can access the platform.',
  tenderPoster: 'Tender Posters can post tenders and hire geodesists.',
};

/** The sign-up success text per role (part 1, 6). */
export function signUpSuccessText(role: SelfRegisterRole): string {
  return role === 'geodesist'
    ? 'Please check your email to confirm your account. Your geodesist account then needs admin approval; you will be notified once it is approved.'
    : 'Please check your email to confirm your account.';
}

/** Titled toasts, in the order the checks are reported. */
const TITLED: { message: string; title: string }[] = [
  { message: messages.termsNotAccepted, title: messageTitles.termsNotAccepted },
  { message: messages.passwordsDontMatch, title: messageTitles.passwordsDontMatch },
  { message: messages.passwordTooShort, title: messageTitles.passwordTooShort },
];

function toastValidation(errors: FieldErrors<RegisterInput>) {
  const all = Object.values(errors)
    .map((e) => e?.message)
    .filter((m): m is string => typeof m === 'string');
  const titled = TITLED.find((t) => all.includes(t.message));
  if (titled) lazyToast((toast) => toast.error(titled.title, { description: titled.message }));
  else if (all[0]) lazyToast((toast) => toast.error('Sign up failed', { description: all[0] }));
}

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { role: 'geodesist', firstName: '', lastName: '', email: '', phone: '', company: '', password: '', confirmPassword: '', acceptTerms: false },
  });

  const onSubmit = handleSubmit(async (input) => {
    const data = registerSchema.parse(input);
    const userAttributes: Record<string, string> = {
      email: data.email,
      given_name: data.firstName,
      family_name: data.lastName,
      'custom:role': data.role,
    };
    if (data.company) userAttributes['custom:company'] = data.company;
    if (data.phone) userAttributes['custom:phone'] = data.phone;
    try {
      const { signUp } = await authApi();
      await signUp({ username: data.email, password: data.password, options: { userAttributes } });
      lazyToast((toast) => toast.success('Sign up successful', { description: signUpSuccessText(data.role), duration: 8_000 }));
      onRegistered();
    } catch (error) {
      lazyToast((toast) => toast.error('Sign up failed', { description: errorMessage(error) }));
    }
  }, toastValidation);

  return (
    <form className="form" onSubmit={onSubmit} onFocus={preloadAuthApi} noValidate aria-label="Create an account">
      <SelectField label="Account Type" options={SELF_REGISTER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} error={errors.role?.message} {...register('role')} />
      <div className="role-tips">
        {SELF_REGISTER_ROLES.map((r) => (
          <Tooltip key={r} label={`About ${ROLE_LABELS[r]} accounts`} content={ROLE_TOOLTIPS[r]}>
            <InfoIcon size={14} /> {ROLE_LABELS[r]}
          </Tooltip>
        ))}
      </div>
      <div className="form-row">
        <TextField label="First Name" autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <div className="form-row">
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField label="Company" autoComplete="organization" error={errors.company?.message} {...register('company')} />
      </div>
      <TextField label="Password" type="password" autoComplete="new-password" required hint={PASSWORD_HINT} error={errors.password?.message} {...register('password')} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" required error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <CheckboxField
        label={
          <>
            I agree to the <Link to={paths.termsOfService.getHref()}>Terms of Service</Link> and <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>
          </>
        }
        error={errors.acceptTerms?.message}
        {...register('acceptTerms')}
      />
      <Button type="submit" className="btn-block" busy={isSubmitting} busyText="Creating account...">
        Create account
      </Button>
    </form>
  );
}
