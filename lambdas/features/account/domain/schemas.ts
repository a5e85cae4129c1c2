/**
 * Request schemas of the account feature (zod): the route table validates bodies and queries with them and the web app its forms.
 */
import * as z from 'zod/mini';
import { isPhoneNumber, userMessages } from './users';
import { SELF_REGISTER_ROLES } from '../../../domain/roles';
import { email, messages, nameText, optionalName, optionalText, same, text } from '../../../domain/schemas';
import { built } from '../../../domain/built';

/** Login form (part 1, 2.5 and 5): e-mail and password required. */
export const loginSchema = /* @__PURE__ */ built(() =>
  z.object({
    email: text(messages.emailOrPhoneAndPassword),
    password: z.string({ error: messages.emailOrPhoneAndPassword }).check(z.minLength(1, messages.emailOrPhoneAndPassword)),
  }),
);

export type LoginInput = z.infer<typeof loginSchema>;

/**
 * The user pool's password policy (lib/constructs/auth.ts reads it from here) and the hint every password
 * field shows, so the form says what Cognito will enforce.
 */
export const PASSWORD_POLICY = { minLength: 8, requireLowercase: true, requireUppercase: true, requireDigits: true, requireSymbols: false } as const;

export const PASSWORD_HINT = 'At least 8 characters, with an upper-case letter, a lower-case letter and a number';

/** New password at the reset screen (part 1, 5): 8+ characters, upper, lower, digit (PASSWORD_POLICY). */
export const newPasswordRule = /* @__PURE__ */ built(() =>
  z
    .string({ error: messages.resetMin })
    .check(z.minLength(PASSWORD_POLICY.minLength, messages.resetMin), z.regex(/[A-Z]/, messages.resetUpper), z.regex(/[a-z]/, messages.resetLower), z.regex(/[0-9]/, messages.resetNumber)),
);

/** A person's first name (registration, profile; part 1, 5): required, at most 100 characters, readable. */
const firstNameRule = () => nameText(messages.firstNameRequired, 1, 100);

/** A person's last name: as firstNameRule, with its own message. */
const lastNameRule = () => nameText(messages.lastNameRequired, 1, 100);

/** A company name: optional (empty saved as null), at most 200 characters, readable. */
const companyRule = () => optionalName(200);

/** Registration form (part 1, 2.6 and 5). */
export const registerSchema = /* @__PURE__ */ built(() =>
  z
    .object({
      role: z.enum(SELF_REGISTER_ROLES),
      firstName: firstNameRule(),
      lastName: lastNameRule(),
      email,
      phone: optionalText(40),
      company: companyRule(),
      // Spec minimum 6 first (its own message), then the pool-wide password policy Cognito enforces
      // (docs/decisions/spec-readings/password-rules.md, "Password rules").
      password: z.pipe(z.string({ error: messages.passwordTooShort }).check(z.minLength(6, messages.passwordTooShort)), newPasswordRule),
      confirmPassword: z.string({ error: messages.passwordsDontMatch }).check(z.minLength(1, messages.passwordsDontMatch)),
      acceptTerms: z.boolean({ error: messages.termsNotAccepted }).check(z.refine((v) => v, messages.termsNotAccepted)),
    })
    .check(same('password', 'confirmPassword', messages.passwordsDontMatch)),
);

export type RegisterInput = z.input<typeof registerSchema>;

/**
 * The names of a self-registration as Cognito hands them to the PreSignUp trigger (`given_name`, `family_name`,
 * `custom:company`): the registration form's rules, so a sign-up made straight against Cognito's API meets them
 * too. Other attributes pass through.
 */
export const signUpNamesSchema = /* @__PURE__ */ built(() =>
  z.object({
    given_name: firstNameRule(),
    family_name: lastNameRule(),
    'custom:company': companyRule(),
  }),
);

/** Reset request dialog (part 1, 5). */
export const resetRequestSchema = /* @__PURE__ */ built(() => z.object({ email }));

/** Reset screen: the new password and its confirmation. */
export const resetPasswordSchema = /* @__PURE__ */ built(() =>
  z.object({ password: newPasswordRule, confirmPassword: z.string({ error: messages.passwordsDoNotMatch }) }).check(same('password', 'confirmPassword', messages.passwordsDoNotMatch)),
);

/**
 * Change password in the account page (part 1, 5): the spec's minimum 6 first (its own message), then the
 * pool-wide password policy Cognito enforces (newPasswordRule), as at registration.
 */
export const changePasswordSchema = /* @__PURE__ */ built(() =>
  z
    .object({
      currentPassword: z.string({ error: messages.currentPasswordRequired }).check(z.minLength(6, messages.currentPasswordRequired)),
      newPassword: z.pipe(z.string({ error: messages.newPasswordMin }).check(z.minLength(6, messages.newPasswordMin)), newPasswordRule),
      confirmPassword: z.string({ error: messages.confirmPasswordRequired }).check(z.minLength(6, messages.confirmPasswordRequired)),
    })
    .check(same('newPassword', 'confirmPassword', messages.passwordsDoNotMatch)),
);

/** Profile form and `PUT /me/profile` body (part 1, 2.13 and 5). */
export const profileUpdateSchema = /* @__PURE__ */ built(() =>
  z.object({
    firstName: firstNameRule(),
    lastName: lastNameRule(),
    company: companyRule(),
    phone: optionalText(40),
  }),
);

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * `PUT /me/language` body: the language code the switch sends. Any short text is taken: a code GeoTender does not
 * speak is stored as English, without an error (languages.ts languageOf).
 */
export const languageUpdateSchema = /* @__PURE__ */ built(() => z.object({ language: z.string().check(z.maxLength(35)) }));

/** A 6-digit code from an authenticator app (TOTP multi-factor sign-in and set-up; beyond the spec). */
export const totpCodeSchema = /* @__PURE__ */ built(() =>
  z.object({
    code: z.string({ error: messages.totpCode }).check(z.trim(), z.regex(/^\d{6}$/, messages.totpCode)),
  }),
);

/** A phone number field: optional, else 7 to 15 digits as people write them (users.ts isPhoneNumber). */
export const phoneNumber = /* @__PURE__ */ built(() =>
  z.pipe(
    z.nullish(
      z.string().check(
        z.trim(),
        z.maxLength(40, userMessages.invalidPhone),
        z.refine((v) => v === '' || isPhoneNumber(v), userMessages.invalidPhone),
      ),
    ),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  ),
);
