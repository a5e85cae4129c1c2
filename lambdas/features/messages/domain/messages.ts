/**
 * Messages per project (docs/decisions/after-award/messages.md): from the award on, a tender's poster and its
 * contractor share one thread on the tender; admins read it and may post only as GeoTender support. The thread is
 * writable while the tender is In Progress and read-only after it is Completed or Cancelled. Pure module: the
 * handlers, the writes' DynamoDB conditions (domain/message-rules.ts) and the web app read the same limits,
 * messages and schemas.
 */
import * as z from 'zod/mini';
import { stagedKeySchema, text } from '../../../domain/schemas';
import { built } from '../../../domain/built';
import { english } from '../../../domain/i18n/english';

/** Longest message, in characters (a few paragraphs; a longer text belongs in a file). */
export const MAX_MESSAGE_LENGTH = 4_000;
/** Files one message may carry (each verified like a delivery's). */
export const MAX_MESSAGE_FILES = 5;
/** Messages per page of `GET /tenders/{tenderId}/messages`. */
export const MESSAGE_PAGE_SIZE = 30;
/** Longest reason of an admin's hide, in characters. */
export const MAX_HIDE_REASON_LENGTH = 500;
/** The author shown on a message an admin posts: never the admin's own name. */
export const SUPPORT_AUTHOR = 'GeoTender support';
/** Minutes a message may stay unread before its recipient is e-mailed. */
export const UNREAD_EMAIL_DELAY_MINUTES = 10;
/** Minutes between two e-mails about one thread to one person, at least. */
export const EMAIL_GAP_MINUTES = 60;

/** Who wrote a message: the tender's poster, its contractor, or an admin as GeoTender support. */
export const MESSAGE_AUTHORS = ['poster', 'contractor', 'support'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];
/** The two sides of a thread that read and are counted unread: poster and contractor. */
export const THREAD_SIDES = ['poster', 'contractor'] as const;
export type ThreadSide = (typeof THREAD_SIDES)[number];

/** How many messages a person has not read, as the bell and the tender rows say it ('1 unread message', '3 unread messages'). */
export const unreadMessagesText = (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`);

/** Messages of the messages' routes, each one a person can act on. */
export const messageMessages = {
  empty: english('error.message.empty', { max: MAX_MESSAGE_LENGTH }),
  textTooLong: english('error.message.textTooLong', { max: MAX_MESSAGE_LENGTH }),
  tooManyFiles: english('error.message.tooManyFiles', { max: MAX_MESSAGE_FILES }),
  reasonRequired: english('error.message.reasonRequired', { max: MAX_HIDE_REASON_LENGTH }),
  noThread: english('error.message.noThread'),
  notParty: english('error.message.notParty'),
  readOnly: english('error.message.readOnly'),
  supportNoFiles: english('error.message.supportNoFiles'),
  notFound: english('error.message.notFound'),
  fileNotFound: english('error.message.fileNotFound'),
  fileRejected: english('error.message.fileRejected'),
  foreignUpload: english('error.message.foreignUpload'),
  alreadyHidden: english('error.message.alreadyHidden'),
  badCursor: english('error.message.badCursor'),
} as const;

/** The text a hidden message shows in place of its own. */
export function hiddenText(reason: string): string {
  return `Hidden by an admin: ${reason}`;
}

/** `POST /tenders/{tenderId}/messages` body: text and/or up to MAX_MESSAGE_FILES staged uploads (at least one of them). */
export const messageCreateSchema = /* @__PURE__ */ built(() =>
  z.object({
    text: z.optional(text(messageMessages.textTooLong, 1, MAX_MESSAGE_LENGTH)),
    files: z.optional(z.array(stagedKeySchema).check(z.maxLength(MAX_MESSAGE_FILES, messageMessages.tooManyFiles))),
  }),
);
export type MessageCreate = z.input<typeof messageCreateSchema>;

/** `POST /tenders/{tenderId}/messages/read` body: the newest message the reader has seen. */
export const messageReadSchema = /* @__PURE__ */ built(() => z.object({ upTo: z.string().check(z.regex(/^\d{15}-[0-9a-f-]{36}$/, 'Invalid message id')) }));

/** `POST /tenders/{tenderId}/messages/{messageId}/hide` body. */
export const messageHideSchema = /* @__PURE__ */ built(() => z.object({ reason: text(messageMessages.reasonRequired, 1, MAX_HIDE_REASON_LENGTH) }));

/** A message's file as shown (no storage key): download it through `GET …/messages/{messageId}/files/{fileId}`. */
export const messageFileSchema = /* @__PURE__ */ built(() => z.object({ fileId: z.string(), filename: z.string(), contentType: z.string(), size: z.int() }));
export type MessageFile = z.infer<typeof messageFileSchema>;

/**
 * A message as the API shows it: its author (side and name; SUPPORT_AUTHOR for an admin's, 'Deleted user' once the
 * author's account is erased), text (null when files only), files, time, and `hidden` (the admin's reason; then text
 * and files are withheld from the parties, admins still see them). `mine`: the caller wrote it.
 */
export const messageSchema = /* @__PURE__ */ built(() =>
  z.object({
    messageId: z.string(),
    author: z.enum(MESSAGE_AUTHORS),
    authorName: z.string(),
    mine: z.boolean(),
    text: z.nullable(z.string()),
    files: z.array(messageFileSchema),
    postedAt: z.string(),
    hidden: z.nullable(z.object({ reason: z.string(), hiddenAt: z.string() })),
  }),
);
export type Message = z.infer<typeof messageSchema>;

/**
 * The thread as its reader sees it: `writable` (false with `readOnlyReason` after completion or cancellation), the
 * caller's side (null for admins), the caller's unread count, and the newest message each side has read (read
 * receipts: 'Read' under the other side's messages up to it).
 */
export const threadStateSchema = /* @__PURE__ */ built(() =>
  z.object({
    writable: z.boolean(),
    readOnlyReason: z.nullable(z.string()),
    side: z.nullable(z.enum(THREAD_SIDES)),
    unread: z.int(),
    lastRead: z.object({ poster: z.nullable(z.string()), contractor: z.nullable(z.string()) }),
  }),
);
export type ThreadState = z.infer<typeof threadStateSchema>;

/** A page of a thread, newest first (the app shows them oldest at the top), the cursor of older ones, and the thread. */
export const messagePageSchema = /* @__PURE__ */ built(() => z.object({ items: z.array(messageSchema), nextCursor: z.nullable(z.string()), thread: threadStateSchema }));
export type MessagePage = z.infer<typeof messagePageSchema>;

/** The answer of `POST …/messages` (201) and `POST …/hide`: the message as stored. */
export const messageResultSchema = /* @__PURE__ */ built(() => z.object({ message: messageSchema }));

/** The answer of `POST …/messages/read`: the caller's unread count after it. */
export const messageReadResultSchema = /* @__PURE__ */ built(() => z.object({ unread: z.int() }));

/** `GET …/files/{fileId}`: a signed link valid for `expiresInSeconds`. */
export const messageFileLinkSchema = /* @__PURE__ */ built(() => z.object({ url: z.string(), expiresInSeconds: z.int() }));

/** A new message's id at `nowMs`: the time, 15 digits, then a UUID, so a thread sorts by key as it was written. */
export function messageIdAt(nowMs: number, uuid: string): string {
  return `${String(nowMs).padStart(15, '0')}-${uuid}`;
}
