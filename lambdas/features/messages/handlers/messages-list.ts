/**
 * `GET /tenders/{tenderId}/messages?cursor=`: a page of the tender's thread, newest first (the app shows them oldest at
 * the top and pages upward with `nextCursor`), and the thread's state (writable, the caller's unread count, read
 * receipts). For the poster, the contractor and admins (403 otherwise); 404 before an award. One Query of the
 * tender's partition (collection tenderMessages) and one GetItem of the thread, whatever the thread's length.
 */
import { BadRequestError } from '../../../kernel/errors';
import { isBadCursor } from '../../../table/model-table';
import { httpHandler } from '../../../api/http-handler';
import { messageMessages } from '../domain/messages';
import { getThread, listMessages } from '../data/messages';
import { loadReadableThread } from '../thread-access';
import { toMessage, toThreadState } from '../message-view';

export const handler = httpHandler('messages-list', async ({ auth, params, query }) => {
  const { tender, side } = await loadReadableThread(auth, params.tenderId!);
  const [page, thread] = await Promise.all([
    listMessages(tender.tenderId, query.cursor).catch((error: unknown) => {
      if (query.cursor && isBadCursor(error)) throw new BadRequestError(messageMessages.badCursor);
      throw error;
    }),
    getThread(tender.tenderId),
  ]);
  return { items: page.items.map((m) => toMessage(m, auth)), nextCursor: page.cursor, thread: toThreadState(tender, thread, side) };
});
