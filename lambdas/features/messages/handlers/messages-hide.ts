/**
 * `POST /tenders/{tenderId}/messages/{messageId}/hide {reason}`: an admin hides a message that breaks the rules. The
 * parties then read 'Hidden by an admin: {reason}' in its place (admins still read it); the author is told
 * (`message_hidden`), and the tender's history shows it (`message_hidden`), in one transaction under the rule
 * `hideable` (a second hide: 409). Also after completion or cancellation. 404 for an unknown message.
 */
import { ConflictError, isConditionFailure, NotFoundError, throwIfRefused } from '../../../kernel/errors';
import { firstRefusal } from '../../../domain/rules';
import { outboxItem } from '../../../table/outbox';
import { httpHandler } from '../../../api/http-handler';
import { messageMessages } from '../domain/messages';
import { hideable } from '../domain/message-rules';
import { getMessage, hideMessage } from '../data/messages';
import { messageHidden } from '../events';
import { loadReadableThread } from '../thread-access';
import { toMessage } from '../message-view';

export const handler = httpHandler('messages-hide', async ({ auth, params, body }) => {
  const { tender } = await loadReadableThread(auth, params.tenderId!);
  const message = await getMessage(tender.tenderId, params.messageId!);
  if (!message) throw new NotFoundError(messageMessages.notFound);
  throwIfRefused(firstRefusal(hideable, message));
  const at = new Date().toISOString();
  const event = outboxItem(messageHidden, { tenderId: tender.tenderId, title: tender.title, messageId: message.messageId, authorId: message.authorId, reason: body.reason }, at);
  const hidden = await hideMessage({ message, adminId: auth.userId, reason: body.reason, at, also: [event] }).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
    throw new ConflictError(messageMessages.alreadyHidden);
  });
  return { message: toMessage(hidden, auth) };
});
