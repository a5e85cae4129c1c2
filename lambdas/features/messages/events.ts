/**
 * The events of messages (docs/architecture.md, "Events"), recorded through the platform outbox (table/outbox.ts) in
 * the transaction of their change; the notifications feature listens.
 * - `message_posted` `{ tenderId, title, messageId, author, recipients: [{ userId, side }] }`: a message was posted to a tender's thread
 *   (messages-create); id `message_posted:<tenderId>:<messageId>`. Its listener pushes it over the WebSocket to the
 *   recipients (the other side; both for support) with their unread counts; no notification record per message.
 * - `message_hidden` `{ tenderId, title, messageId, authorId, reason }`: an admin hid a message (messages-hide); id
 *   `message_hidden:<tenderId>:<messageId>` (a message is hidden once). Its listener tells the author.
 * - `message_unread` `{ tenderId, title, recipientId, side, messageId }`: the delayed event of the unread e-mail (a timer set by the
 *   post, key `<tenderId>:<recipientId>`, cancelled by mark-read); id by tender, recipient and time.
 */
import * as z from 'zod/mini';
import { eventType, idField as id } from '../../kernel/events';
import { MESSAGE_AUTHORS, THREAD_SIDES } from './domain/messages';

const tenderId = '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11';
const title = 'Topographic survey of Raekoja plats, Tartu';
const messageId = '001772359200000-5a2c7e91-4d3b-4f8a-a6e0-1b9d3c7f2e54';
const userId = 'c0a8012e-5b6d-4f3a-8e21-9d4b7f6a3c02';

/** A message was posted: the recipients see it arrive in an open thread, and their unread counts. */
export const messagePosted = /* @__PURE__ */ eventType(
  'message_posted',
  () => z.object({ tenderId: id(), title: z.string(), messageId: id(), author: z.enum(MESSAGE_AUTHORS), recipients: z.array(z.object({ userId: id(), side: z.enum(THREAD_SIDES) })) }),
  (e) => `message_posted:${e.tenderId}:${e.messageId}`,
  { tenderId, title, messageId, author: 'poster', recipients: [{ userId, side: 'contractor' }] },
);

/** An admin hid a message: its author is told, with the reason. */
export const messageHidden = /* @__PURE__ */ eventType(
  'message_hidden',
  () => z.object({ tenderId: id(), title: z.string(), messageId: id(), authorId: z.string(), reason: z.string() }),
  (e) => `message_hidden:${e.tenderId}:${e.messageId}`,
  { tenderId, title, messageId, authorId: userId, reason: 'Shared a personal phone number' },
);

/** A message stayed unread for UNREAD_EMAIL_DELAY_MINUTES: the recipient may be e-mailed (once an hour at most). */
export const messageUnread = /* @__PURE__ */ eventType(
  'message_unread',
  () => z.object({ tenderId: id(), title: z.string(), recipientId: id(), side: z.enum(THREAD_SIDES), messageId: id() }),
  (e) => `message_unread:${e.tenderId}:${e.recipientId}:${e.messageId}`,
  { tenderId, title, recipientId: userId, side: 'poster', messageId },
);
