/**
 * `PATCH /tenders/{tenderId}`: the poster edits their Open tender (spec part 2, "Edit tender" and 5): changed fields under the create rules, attachments removed by id and staged uploads added
 * (verified, copied under `tenders/{tenderId}/{attachmentId}/` with Cache-Control, staged objects
 * removed). Everything lands in ONE conditional transaction, so an edit racing with an award, a delete
 * or another edit loses whole (409). Files of removed attachments are deleted after the write; copies
 * of added files are removed when it fails. Not the creator: 403 "You don't have permission to edit
 * this tender."; not Open: 409; no attachment left: 400 "Please upload at least one attachment"; a
 * deadline other than the current one that is not in the future: 400 "Expiry date must be in the future"
 * (deadlineRefusal, domain/tender-rules.ts). Requirements, location and budget (cents) as in the body schema.
 * `site`: a geometry replaces the site, null removes it with its map index keys, absent keeps it.
 *
 * Amendments (domain/versions.ts, amendment.ts; docs/decisions/procurement/amendments.md): once the tender has a bid
 * or a question an edit that changes anything needs `reason` (400 amendmentMessages.reasonRequired) and makes the next
 * version in the same transaction; `version`, when sent, must be the tender's current one (409 versionStale, also when
 * another edit lands first); with bids the deadline may only move later (409 shortenWithBids); an amendment less than
 * AMENDMENT_NOTICE_DAYS before the deadline moves it so that much remains. Before any bid or question: a plain edit.
 * `questionDeadline`: never after the (new) deadline, in the future unless kept (400, domain/question-deadline.ts).
 */
import { randomUUID } from 'node:crypto';
import { getTenderWithAttachments, toSiteFields, toTenderDetail, type NewAttachment } from '../data/tenders';
import { updateTender } from '../data/tender-edits';
import { messages } from '../../../domain/schemas';
import { BadRequestError, ConflictError, ForbiddenError, isConditionFailure, NotFoundError, throwIfRefused } from '../../../kernel/errors';
import { copyStagedThenStore, removeObjectsQuietly, stagingPrefix, verifyStagedObject, type VerifiedFile } from '../../../kernel/files';
import { httpHandler } from '../../../api/http-handler';
import { logger } from '../../../kernel/logger';
import { describeSite } from '../domain/site';
import { tenderMessages } from '../domain/tender';
import { deadlineRefusal, editRefusal } from '../domain/tender-rules';
import { amendmentMessages, deadlineAfterAmendment, isAmendment, shortens, versionOf } from '../domain/versions';
import { amendmentExtras, plainEditExtras } from '../amendment';
import { withDeadlineTimers } from '../deadline-timers';
import { questionDeadlineRefusal } from '../domain/question-deadline';
import { english } from '../../../domain/i18n/english';

export const handler = httpHandler('tenders-update', async ({ auth, params, body }) => {
  const tenderId = params.tenderId!;
  const found = await getTenderWithAttachments(tenderId);
  if (!found) throw new NotFoundError(tenderMessages.notFound);
  const { tender, attachments } = found;
  throwIfRefused(editRefusal(tender, auth.userId, 'edit'));
  if (body.version !== undefined && body.version !== versionOf(tender)) throw new ConflictError(amendmentMessages.versionStale);
  // A new deadline must lie in the future; the current one may be kept, even once it has passed.
  const expiryDate = body.expiryDate === undefined ? undefined : new Date(body.expiryDate).toISOString();
  const deadlineMessage = expiryDate === undefined ? null : deadlineRefusal(expiryDate, tender.expiryDate);
  if (deadlineMessage) throw new BadRequestError(deadlineMessage, { expiryDate: [deadlineMessage] });
  const amendment = isAmendment(tender);
  const asksChange = (['title', 'description', 'reference', 'requirements', 'location', 'budgetCents', 'expiryDate', 'questionDeadline', 'site'] as const).some((k) => body[k] !== undefined);
  const changes = asksChange || body.removeAttachmentIds.length > 0 || body.addAttachments.length > 0;
  if (amendment && changes && !body.reason) {
    throw new BadRequestError(amendmentMessages.reasonRequired, { reason: [amendmentMessages.reasonRequired] });
  }
  if (amendment && tender.bidCount > 0 && expiryDate !== undefined && shortens(tender.expiryDate, expiryDate)) throw new ConflictError(amendmentMessages.shortenWithBids);
  const at = new Date().toISOString();
  // An amendment leaves at least AMENDMENT_NOTICE_DAYS before the deadline (moved later when less would remain).
  const ruled = amendment && changes ? deadlineAfterAmendment(expiryDate ?? tender.expiryDate, Date.parse(at)) : null;
  const deadline = ruled?.moved ? ruled.expiryDate : expiryDate;

  // The question deadline is never after the deadline: a new one is checked against the deadline the edit leaves, a
  // kept one too when the deadline moves before it (400, nothing written).
  const nextExpiry = deadline ?? tender.expiryDate;
  const questionDeadline = body.questionDeadline ?? tender.questionDeadline;
  const questionMessage = questionDeadline === undefined ? null : questionDeadlineRefusal(questionDeadline, nextExpiry, tender.questionDeadline ?? null);
  if (questionMessage) throw new BadRequestError(questionMessage, { questionDeadline: [questionMessage] });

  const removeIds = new Set(body.removeAttachmentIds);
  const remove = attachments.filter((a) => removeIds.has(a.attachmentId));
  if (remove.length !== removeIds.size) throw new BadRequestError(english('error.upload.removeForeign'), { removeAttachmentIds: [english('error.upload.unknownAttachment')] });
  const keys = [...new Set(body.addAttachments)];
  if (!keys.every((k) => k.startsWith(stagingPrefix(auth.userId)))) throw new ForbiddenError(english('error.upload.attachmentForeign'));
  const keeps = attachments.length - remove.length;
  if (keeps + keys.length === 0) throw new BadRequestError(messages.missingAttachments, { attachments: [messages.missingAttachments] });

  const checks = await Promise.all(keys.map((key) => verifyStagedObject(key)));
  const good = checks.flatMap((c) => (c.ok ? [c.file] : []));
  const rejected = checks.flatMap((c) => (c.ok ? [] : [{ filename: c.filename, message: c.message }]));
  if (keeps + good.length === 0) {
    throw new BadRequestError(messages.missingAttachments, { attachments: rejected.map((r) => `${r.filename}: ${r.message}`) });
  }

  const site = body.site ? toSiteFields(body.site, describeSite(body.site)) : body.site;
  const files: (NewAttachment & { from: VerifiedFile })[] = good.map((file) => {
    const attachmentId = randomUUID();
    return { attachmentId, filename: file.filename, contentType: file.contentType, size: file.size, s3Key: `tenders/${tenderId}/${attachmentId}/${file.filename}`, from: file };
  });
  const stored = await copyStagedThenStore(
    files.map((f) => ({ from: f.from.key, to: f.s3Key, contentType: f.contentType })),
    () =>
      updateTender({
        current: tender,
        creatorId: auth.userId,
        changes: {
          title: body.title,
          description: body.description,
          reference: body.reference,
          requirements: body.requirements,
          location: body.location,
          budgetCents: body.budgetCents,
          expiryDate: deadline,
          questionDeadline: body.questionDeadline,
          site,
        },
        add: files.map(({ from: _from, ...a }) => a),
        remove,
        at,
        extras: withDeadlineTimers(
          tender,
          at,
          (amendment ? amendmentExtras : plainEditExtras)({
            current: tender,
            attachments,
            removedIds: removeIds,
            actorId: auth.userId,
            actorRole: auth.role,
            at,
            reason: body.reason,
            deadlineMovedByRule: ruled?.moved ?? false,
          }),
        ),
      }),
  ).catch(async (error: unknown) => {
    if (!isConditionFailure(error)) throw error;
    const now = await getTenderWithAttachments(tenderId);
    if (!now) throw new NotFoundError(tenderMessages.notFound);
    throwIfRefused(editRefusal(now.tender, auth.userId, 'edit'));
    // Another edit, an amendment or the first bid or question landed since the read.
    throw new ConflictError(amendmentMessages.versionStale);
  });

  await removeObjectsQuietly([...remove.map((a) => a.s3Key), ...good.map((f) => f.key)]);
  const kept = attachments.filter((a) => !removeIds.has(a.attachmentId));
  logger.info('Tender updated', { tenderId, added: stored.added.length, removed: remove.length, rejected: rejected.length });
  return { tender: toTenderDetail(stored.tender, [...kept, ...stored.added], null, auth), rejected };
});
