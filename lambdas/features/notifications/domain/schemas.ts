/**
 * Request schemas of the notifications feature (zod): the route table validates bodies and queries with them and the web app its forms.
 */
import * as z from 'zod/mini';
import { PREFERENCE_CHOICES, PREFERENCE_KINDS } from './notifications';
import { NEW_TENDER_EMAIL_MODES, UNSUBSCRIBE_TOKEN_PATTERN, unsubscribeMessages } from './digest';
import { built } from '../../../domain/built';

/** `POST /notifications/read` body: the ids to mark read, or `all` for every unread one (part 1, 2.14). */
export const notificationsReadSchema = /* @__PURE__ */ built(() =>
  z.object({
    ids: z.optional(z.array(z.string().check(z.regex(/^[0-9]{15}-[0-9a-f-]{36}$/, 'Invalid notification id'))).check(z.maxLength(100))),
    all: z.optional(z.boolean()),
  }),
);

/**
 * `PUT /me/notification-preferences` body: a choice (in_app, email, both) per kind (part 1, 2.13) and, for a geodesist,
 * how new-tender e-mails come: `instant` or a daily `digest` (domain/digest.ts).
 */
export const notificationPreferencesUpdateSchema = /* @__PURE__ */ built(() =>
  z.object({
    preferences: z.partialRecord(z.enum(PREFERENCE_KINDS), z.enum(PREFERENCE_CHOICES)),
    newTenderEmail: z.optional(z.enum(NEW_TENDER_EMAIL_MODES, 'Choose instant e-mails or a daily digest')),
  }),
);

/** `POST /unsubscribe` query: the signed token of the e-mail's link (domain/digest.ts). */
export const unsubscribeQuerySchema = /* @__PURE__ */ built(() =>
  z.object({
    token: z.string(unsubscribeMessages.invalid).check(z.regex(UNSUBSCRIBE_TOKEN_PATTERN, unsubscribeMessages.invalid)),
  }),
);

/**
 * `POST /unsubscribe` body: RFC 8058's form `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded, as a
 * mailbox provider posts it), or `{}` as JSON (the web page).
 */
export const unsubscribeBodySchema = /* @__PURE__ */ built(() =>
  z.object({
    'List-Unsubscribe': z.optional(z.literal('One-Click', 'The one-click unsubscribe body is List-Unsubscribe=One-Click')),
  }),
);
