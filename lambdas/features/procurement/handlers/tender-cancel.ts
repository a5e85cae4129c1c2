/**
 * `POST /tenders/{tenderId}/cancel`: the poster (while Open, or In Progress before any delivery) or an admin (any
 * time before Completed) cancels a tender with a reason (docs/decisions/procurement/cancellation.md). The body:
 * `reason` (a code of CANCEL_REASONS), `text` (required for `other`, at most MAX_CANCEL_TEXT characters) and, for the
 * poster, an optional `document`: a staged upload (POST /uploads), verified again and copied under the tender's
 * prefix. ONE transaction makes the tender Cancelled (off the map index) under the rule `cancellable`
 * (domain/cancel-rules.ts) and a version check, with the `cancelled` history entry and the `tender_cancelled` event
 * (outbox), whose listener marks the bids Cancelled and tells the contractor, the bidders and the poster: the
 * request does the same work whatever the number of bids. Refusals: 400 bad body or document, 403 another's tender
 * or a document not the caller's, 404 unknown tender, 409 already cancelled, Completed, delivered (poster), being
 * deleted or changed meanwhile; nothing is written then. Answers the cancellation.
 */
import { randomUUID } from 'node:crypto';
import { cancelDeadlineTimerItems, loadVisibleTender, getTenderWithAttachments } from '../../tenders/public';
import { tenderMessages } from '../../tenders/domain/tender';
import { ConflictError, ForbiddenError, isConditionFailure, NotFoundError, throwIfRefused } from '../../../kernel/errors';
import { copyStagedThenStore, removeObjectsQuietly, requireVerifiedObject, stagingPrefix } from '../../../kernel/files';
import { outboxItem } from '../../../table/outbox';
import { httpHandler } from '../../../api/http-handler';
import { logger } from '../../../kernel/logger';
import { cancelMessages } from '../domain/cancellation';
import { cancelRefusal } from '../domain/cancel-rules';
import { cancellationDocumentKey, cancelTender, type CancellationDocument } from '../data/cancellation';
import { tenderCancelled } from '../events';
import { toCancellation } from '../cancellation-view';

export const handler = httpHandler('tender-cancel', async ({ auth, params, body }) => {
  const tenderId = params.tenderId!;
  const { tender } = await loadVisibleTender(auth, tenderId);
  throwIfRefused(cancelRefusal(tender, auth));

  let staged: { key: string; document: CancellationDocument } | undefined;
  if (body.document) {
    if (auth.role !== 'tenderPoster') throw new ForbiddenError(cancelMessages.documentByPosters);
    if (!body.document.startsWith(stagingPrefix(auth.userId))) throw new ForbiddenError(cancelMessages.documentNotYours);
    const file = await requireVerifiedObject(body.document);
    staged = { key: file.key, document: { s3Key: cancellationDocumentKey(tenderId, randomUUID(), file.filename), filename: file.filename, contentType: file.contentType, size: file.size } };
  }

  const at = new Date().toISOString();
  const event = outboxItem(
    tenderCancelled,
    { tenderId, title: tender.title, creatorId: tender.creatorId, contractorId: tender.contractorId ?? null, reason: body.reason, cancelledByRole: auth.role },
    at,
  );
  const write = () =>
    cancelTender({ tender, who: auth, reason: body.reason, text: body.text, document: staged?.document, at, also: [event, ...cancelDeadlineTimerItems(tender.tenderId)] }).catch(
      async (error: unknown) => {
        if (!isConditionFailure(error)) throw error;
        // Awarded, delivered, completed, cancelled or deleted meanwhile: say which, else that it changed.
        const now = await getTenderWithAttachments(tenderId);
        if (!now) throw new NotFoundError(tenderMessages.notFound);
        throwIfRefused(cancelRefusal(now.tender, auth));
        throw new ConflictError(tenderMessages.changedMeanwhile);
      },
    );

  // Nothing half-written: when the cancellation is not stored, the document's copy goes too (the error still answers).
  const cancellation = staged ? await copyStagedThenStore([{ from: staged.key, to: staged.document.s3Key, contentType: staged.document.contentType }], write) : await write();
  if (staged) await removeObjectsQuietly([staged.key]);
  logger.info('Tender cancelled', { tenderId, reason: body.reason, role: auth.role, document: !!staged });
  return toCancellation(tenderId, cancellation);
});
