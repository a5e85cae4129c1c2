/**
 * Answer schemas of the notifications feature (zod): the route table validates answers with them and the web app reads its types from them.
 */
import * as z from 'zod/mini';
import { NOTIFICATION_TYPES, PREFERENCE_CHOICES, PREFERENCE_KINDS, REFERENCE_TYPES } from './notifications';
import { NEW_TENDER_EMAIL_MODES, UNSUBSCRIBE_KINDS } from './digest';
import { APPROVAL_STATUSES } from '../../../domain/roles';
import { built } from '../../../domain/built';

/** An in-app notification (spec part 1, 3). */
export const notificationSchema = /* @__PURE__ */ built(() =>
  z.object({
    notificationId: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    message: z.string(),
    referenceId: z.nullable(z.string()),
    referenceType: z.nullable(z.enum(REFERENCE_TYPES)),
    isRead: z.boolean(),
    createdAt: z.string(),
  }),
);

export type Notification = z.infer<typeof notificationSchema>;

/** `GET /notifications`: the newest notifications and how many of them are unread. */
/**
 * `GET /notifications`: the newest notifications and their unread count, and the caller's unread messages (the total
 * and each project with any, by tender), which the bell adds to its badge and the tender rows show.
 */
export const notificationListSchema = /* @__PURE__ */ built(() =>
  z.object({
    items: z.array(notificationSchema),
    unreadCount: z.int(),
    messages: z.object({ total: z.int(), tenders: z.array(z.object({ tenderId: z.string(), title: z.string(), unread: z.int() })) }),
  }),
);

export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationsMarkedSchema = /* @__PURE__ */ built(() => z.object({ marked: z.int() }));

export const notificationDeletedSchema = /* @__PURE__ */ built(() => z.object({ notificationId: z.string(), deleted: z.literal(true) }));

/**
 * Notification preferences: a choice per kind (part 1, 2.13), with the kinds the caller's role is offered, and for a
 * geodesist how new-tender e-mails come (`newTenderEmail`, default instant; absent for other roles).
 */
export const notificationPreferencesSchema = /* @__PURE__ */ built(() =>
  z.object({
    preferences: z.record(z.enum(PREFERENCE_KINDS), z.enum(PREFERENCE_CHOICES)),
    kinds: z.array(z.enum(PREFERENCE_KINDS)),
    newTenderEmail: z.optional(z.enum(NEW_TENDER_EMAIL_MODES)),
  }),
);

/** `POST /unsubscribe`: the kind of e-mail turned off, whether this request turned it off (false: it was off already), and what to tell the person. */
export const unsubscribedSchema = /* @__PURE__ */ built(() =>
  z.object({
    kind: z.enum(UNSUBSCRIBE_KINDS),
    changed: z.boolean(),
    message: z.string(),
  }),
);

export type Unsubscribed = z.infer<typeof unsubscribedSchema>;

export type NotificationPreferencesAnswer = z.infer<typeof notificationPreferencesSchema>;

/** Messages pushed over the WebSocket to a signed-in user. */
export const realtimeMessageSchema = /* @__PURE__ */ built(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('approval'), approvalStatus: z.enum(APPROVAL_STATUSES) }),
    /** An admin changed the user's role or profile: refresh the tokens and reload `GET /me`. */
    z.object({ type: z.literal('session_refresh'), reason: z.enum(['role_changed', 'profile_changed']) }),
    z.object({ type: z.literal('notification'), notificationType: z.string(), message: z.string(), referenceId: z.nullable(z.string()), notification: z.optional(notificationSchema) }),
    /** A message was posted to a thread the user is on: an open thread reloads its newest page; `unread` is the user's count there. */
    z.object({ type: z.literal('message'), tenderId: z.string(), messageId: z.string(), unread: z.int() }),
  ]),
);

export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;
