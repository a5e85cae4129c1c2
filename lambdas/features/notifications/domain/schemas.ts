/**
 * Request schemas of the notifications feature (zod): the route table validates bodies and queries with them and the web app its forms.
 */
import * as z from 'zod/mini';
import { PREFERENCE_CHOICES, PREFERENCE_KINDS } from './notifications';
import { built } from '../../../domain/built';

/** `POST /notifications/read` body: the ids to mark read, or `all` for every unread one (part 1, 2.14). */
export const notificationsReadSchema = /* @__PURE__ */ built(() =>
  z.object({
    ids: z.optional(z.array(z.string().check(z.regex(/^[0-9]{15}-[0-9a-f-]{36}$/, 'Invalid notification id'))).check(z.maxLength(100))),
    all: z.optional(z.boolean()),
  }),
);

/** `PUT /me/notification-preferences` body: a choice (in_app, email, both) per kind (part 1, 2.13). */
export const notificationPreferencesUpdateSchema = /* @__PURE__ */ built(() =>
  z.object({
    preferences: z.partialRecord(z.enum(PREFERENCE_KINDS), z.enum(PREFERENCE_CHOICES)),
  }),
);
