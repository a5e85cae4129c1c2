/**
 * Request schemas of the admin feature (zod): the route table validates bodies and queries with them and the web app its forms.
 */
import * as z from 'zod/mini';
import { APPROVAL_STATUSES, ROLES } from '../../../domain/roles';
import { userMessages } from '../../account/domain/users';
import { phoneNumber } from '../../account/domain/schemas';
import { email, messages, nameText, noControlCharacters, optionalName, readableName } from '../../../domain/schemas';
import { newPasswordRule } from '../../account/domain/schemas';
import { built } from '../../../domain/built';
import { english } from '../../../domain/i18n/english';

/** `POST /admin/email/test` body (part 2, 5 "Test email"): an address of simple shape. */
export const emailTestSchema = /* @__PURE__ */ built(() =>
  z.object({
    to: z.string({ error: english('error.form.enterEmail') }).check(z.trim(), z.minLength(1, english('error.form.enterEmail')), z.email(english('error.form.invalidEmailFormat'))),
  }),
);

/** `POST /admin/users/{userId}/approval` body (part 2, 7 "update_approval"). */
export const approvalDecisionSchema = /* @__PURE__ */ built(() => z.object({ status: z.enum(APPROVAL_STATUSES.filter((s) => s !== 'pending') as ['approved', 'rejected']) }));

/** `GET /admin/users` query (part 2, 'Admin users'): search over e-mail, full name and company; role filter; cursor. */
export const userListQuerySchema = /* @__PURE__ */ built(() =>
  z.object({
    search: z.optional(z.string().check(z.trim(), z.maxLength(100), noControlCharacters)),
    role: z.optional(z.enum(ROLES)),
    cursor: z.optional(z.string().check(z.maxLength(2000))),
  }),
);

/** `POST /admin/users` body (part 2, 3 "New user form" and 5 "Add user"): the password meets the pool's policy. */
export const userCreateSchema = /* @__PURE__ */ built(() =>
  z.object({
    firstName: nameText(messages.requiredFields, 1, 100),
    lastName: z.pipe(
      z.optional(z.string().check(z.trim(), z.maxLength(100, userMessages.nameTooLong), noControlCharacters, readableName)),
      z.transform((v: string | undefined) => v ?? ''),
    ),
    email,
    password: newPasswordRule,
    role: z.enum(ROLES),
    company: optionalName(200),
    phone: phoneNumber,
  }),
);

export type UserCreate = z.output<typeof userCreateSchema>;

/** `PATCH /admin/users/{userId}` body (part 2, 5 "Edit user"): the profile, and a new role when it changes. */
export const userUpdateSchema = /* @__PURE__ */ built(() =>
  z.object({
    firstName: nameText(messages.requiredFields, 1, 100),
    lastName: z.pipe(
      z.optional(z.string().check(z.trim(), z.maxLength(100, userMessages.nameTooLong), noControlCharacters, readableName)),
      z.transform((v: string | undefined) => v ?? ''),
    ),
    company: optionalName(200),
    phone: phoneNumber,
    role: z.optional(z.enum(ROLES)),
  }),
);

export type UserUpdate = z.output<typeof userUpdateSchema>;
