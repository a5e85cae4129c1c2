/**
 * `POST /tenders/{tenderId}/messages`: the poster or the contractor posts to the tender's thread, an admin posts as
 * GeoTender support (text only), while the tender is In Progress (domain/message-rules.ts `postable`: 404 before an
 * award, 403 for anyone else, 409 read-only after completion or cancellation). Text and/or up to MAX_MESSAGE_FILES
 * staged uploads of the caller (the poster's as attachments, the contractor's as deliverables), each verified again
 * and copied under `tenders/{tenderId}/messages/{messageId}/`; a refused file: 400 and nothing written. The message,
 * the thread's counts, the tender's check and the `message_posted` event are one transaction; when it fails the
 * copies are removed; a recipient with nothing unread gets the unread e-mail's timer in it too (unread-timers.ts).
 * Answers 201 with the message.
 */
import { randomUUID } from 'node:crypto';
import { BadRequestError, ConflictError, ForbiddenError, isConditionFailure, throwIfRefused } from '../../../kernel/errors';
import { copyStagedThenStore, removeObjectsQuietly, stagingPrefix, verifyStagedObject } from '../../../kernel/files';
import { outboxItem } from '../../../table/outbox';
import { created, httpHandler } from '../../../api/http-handler';
import { tenderMessages } from '../../tenders/domain/tender';
import { messageIdAt, messageMessages, SUPPORT_AUTHOR } from '../domain/messages';
import { authorOf, postRefusal, readRefusal } from '../domain/message-rules';
import { getThread, postMessage, recipientsOf, type MessageFileItem, type MessageItem } from '../data/messages';
import { inboxAddItems } from '../data/message-inbox';
import { messagePosted } from '../events';
import { loadThreadTender } from '../thread-access';
import { toMessage } from '../message-view';
import { unreadTimers } from '../unread-timers';

/** A person's shown name: first and last name, else the company, else 'Unknown'. */
function nameOf(profile: { firstName?: string | null; lastName?: string | null; company?: string | null } | undefined): string {
  const name = [profile?.firstName?.trim(), profile?.lastName?.trim()].filter(Boolean).join(' ');
  return name || profile?.company?.trim() || 'Unknown';
}

export const handler = httpHandler('messages-create', async ({ auth, params, body }) => {
  const tender = await loadThreadTender(params.tenderId!);
  throwIfRefused(readRefusal(tender, auth.role, auth.userId));
  const author = authorOf(tender, auth.role, auth.userId);
  if (!author) throw new ForbiddenError(messageMessages.notParty);
  throwIfRefused(postRefusal(tender, author, auth.userId));

  const text = body.text;
  const keys = [...new Set(body.files ?? [])];
  if (!text && keys.length === 0) throw new BadRequestError(messageMessages.empty, { text: [messageMessages.empty] });
  if (author === 'support' && keys.length > 0) throw new BadRequestError(messageMessages.supportNoFiles, { files: [messageMessages.supportNoFiles] });
  if (!keys.every((k) => k.startsWith(stagingPrefix(auth.userId)))) throw new ForbiddenError(messageMessages.foreignUpload);

  const now = Date.now();
  const messageId = messageIdAt(now, randomUUID());
  const purpose = author === 'contractor' ? 'deliverable' : 'attachment';
  const checks = await Promise.all(keys.map((key) => verifyStagedObject(key, purpose)));
  const refused = checks.flatMap((c) => (c.ok ? [] : [`${c.filename}: ${c.message}`]));
  if (refused.length > 0) {
    // Nothing is written: the good files stay staged, so the person may send them again without the refused one.
    throw new BadRequestError(messageMessages.fileRejected, { files: refused });
  }
  const files = checks
    .flatMap((c) => (c.ok ? [c.file] : []))
    .map((file) => {
      const fileId = randomUUID();
      const stored: MessageFileItem = {
        fileId,
        filename: file.filename,
        contentType: file.contentType,
        size: file.size,
        s3Key: `tenders/${tender.tenderId}/messages/${messageId}/${fileId}/${file.filename}`,
      };
      return { stored, from: file.key };
    });

  const at = new Date(now).toISOString();
  const message: MessageItem = {
    tenderId: tender.tenderId,
    messageId,
    author,
    authorId: auth.userId,
    authorName: author === 'support' ? SUPPORT_AUTHOR : nameOf(auth.profile),
    ...(text ? { text } : {}),
    ...(files.length ? { files: files.map((f) => f.stored) } : {}),
    postedAt: at,
    createdAt: at,
  };
  const sides = recipientsOf(author);
  const recipients = sides.map((side) => ({ userId: side === 'poster' ? tender.creatorId : tender.contractorId!, side })).filter((r) => !!r.userId);
  const event = outboxItem(messagePosted, { tenderId: tender.tenderId, title: tender.title, messageId, author, recipients }, at);
  const timers = unreadTimers(tender, recipients, messageId, now, await getThread(tender.tenderId));

  const stored = await copyStagedThenStore(
    files.map((f) => ({ from: f.from, to: f.stored.s3Key, contentType: f.stored.contentType })),
    () =>
      postMessage(message, [
        event,
        ...timers,
        ...inboxAddItems(
          recipients.map((r) => r.userId),
          tender,
          at,
        ),
      ]),
  ).catch(async (error: unknown) => {
    if (!isConditionFailure(error)) throw error;
    // The tender was completed or cancelled meanwhile: say why, as the rule says.
    throwIfRefused(postRefusal(await loadThreadTender(tender.tenderId), author, auth.userId));
    throw new ConflictError(tenderMessages.changedMeanwhile);
  });
  if (files.length) await removeObjectsQuietly(files.map((f) => f.from));
  return created({ message: toMessage(stored, auth) });
});
