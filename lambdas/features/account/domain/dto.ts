/**
 * Answer schemas of the account feature (zod): the route table validates answers with them and the web app reads its types from them.
 */
import * as z from 'zod/mini';
import { APPROVAL_STATUSES, ROLES } from '../../../domain/roles';
import { built } from '../../../domain/built';
import { LANGUAGES } from '../../../domain/i18n/languages';
import { AUDIT_ACTIONS } from './users';

export const profileSchema = /* @__PURE__ */ built(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    company: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    role: z.enum(ROLES),
    approvalStatus: z.enum(APPROVAL_STATUSES),
    createdAt: z.string(),
    /** Set when the user was disabled in the Cognito console: the API refuses them. */
    disabledAt: z.optional(z.string()),
    /** Set once the user's erasure was accepted: the API treats the account as gone. */
    erasingAt: z.optional(z.string()),
    /** The language they chose, once signed in (docs/decisions/web/languages.md); absent: not chosen, English. */
    language: z.optional(z.enum(LANGUAGES)),
  }),
);

export type Profile = z.infer<typeof profileSchema>;

/** `GET /me`: the caller's profile and account facts (part 1, 3 "Account facts"). */
export const meSchema = /* @__PURE__ */ built(() =>
  z.object({
    profile: profileSchema,
    role: z.enum(ROLES),
    isApproved: z.boolean(),
    /** Present (true) when this call set up the account: refresh the token to carry the role group. */
    refreshSession: z.optional(z.boolean()),
  }),
);

export type Me = z.infer<typeof meSchema>;

/** One entry of a user's history: who did what, when, and what changed. */
export const auditEntrySchema = /* @__PURE__ */ built(() =>
  z.object({
    auditId: z.string(),
    at: z.string(),
    actorId: z.string(),
    actorName: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    targetUserId: z.string(),
    targetName: z.string(),
    changes: z.array(z.object({ field: z.string(), from: z.nullable(z.string()), to: z.nullable(z.string()) })),
  }),
);

export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `PUT /me/language` answer: the language stored. */
export const languageAnswerSchema = /* @__PURE__ */ built(() => z.object({ language: z.enum(LANGUAGES) }));
