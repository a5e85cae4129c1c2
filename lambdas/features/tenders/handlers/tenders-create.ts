/**
 * `POST /tenders`: a poster creates a tender from staged uploads (spec part 2, "Create tender" and 5;
 * step 3). Every file is verified again; good ones are copied under `tenders/{tenderId}/`, the
 * tender and its attachments are written in one transaction, and the staged objects are removed.
 * Files that fail are deleted and listed in `rejected`. When none passes: 400 and nothing is written.
 * An optional `site` is checked by the body schema (400 with its message, nothing written) and
 * stored with its description and map index keys. The tender_posted event and the history's `published` entry are written in the same transaction (outbox). Requirements, location and budget (integer euro cents)
 * are optional (part 2, 3): without them the tender has none, location 'Not specified' and budget 0. The question
 * deadline (domain/question-deadline.ts) defaults to three days before the deadline; one after it: 400.
 */
import { randomUUID } from 'node:crypto';
import { createTenderWithAttachments, toSiteFields, toTenderDetail, type NewAttachment } from '../data/tenders';
import { messages } from '../../../domain/schemas';
import { BadRequestError, ForbiddenError } from '../../../kernel/errors';
import { copyStagedThenStore, removeObjectsQuietly, stagingPrefix, verifyStagedObject, type VerifiedFile } from '../../../kernel/files';
import { outboxItem } from '../../../table/outbox';
import { tenderPosted } from '../events';
import { historyItem } from '../data/history';
import { created, httpHandler } from '../../../api/http-handler';
import { logger } from '../../../kernel/logger';
import { describeSite } from '../domain/site';
import { NOT_SPECIFIED } from '../domain/tender';
import { newDeadlineTimerItems } from '../deadline-timers';
import { defaultQuestionDeadline, questionDeadlineRefusal } from '../domain/question-deadline';
import { english } from '../../../domain/i18n/english';

export const handler = httpHandler('tenders-create', async ({ auth, body }) => {
  const keys = [...new Set(body.attachments)];
  if (!keys.every((k) => k.startsWith(stagingPrefix(auth.userId)))) throw new ForbiddenError(english('error.upload.attachmentForeign'));

  const checks = await Promise.all(keys.map((key) => verifyStagedObject(key)));
  const good = checks.flatMap((c) => (c.ok ? [c.file] : []));
  const rejected = checks.flatMap((c) => (c.ok ? [] : [{ filename: c.filename, message: c.message }]));
  if (good.length === 0) {
    throw new BadRequestError(messages.missingAttachments, { attachments: rejected.map((r) => `${r.filename}: ${r.message}`) });
  }

  // The question deadline: the poster's, or three days before the deadline; never after it (400, nothing written).
  const expiryDate = new Date(body.expiryDate).toISOString();
  const questionMessage = body.questionDeadline === undefined ? null : questionDeadlineRefusal(body.questionDeadline, expiryDate);
  if (questionMessage) throw new BadRequestError(questionMessage, { questionDeadline: [questionMessage] });
  const questionDeadline = body.questionDeadline ?? defaultQuestionDeadline(expiryDate);

  const siteFields = body.site ? toSiteFields(body.site, describeSite(body.site)) : undefined;
  const tenderId = randomUUID();
  const files: (NewAttachment & { from: VerifiedFile })[] = good.map((file) => {
    const attachmentId = randomUUID();
    return {
      attachmentId,
      filename: file.filename,
      contentType: file.contentType,
      size: file.size,
      s3Key: `tenders/${tenderId}/${attachmentId}/${file.filename}`,
      from: file,
    };
  });

  // Nothing half-written: when the tender is not stored, its copies go too (the error still answers).
  const stored = await copyStagedThenStore(
    files.map((f) => ({ from: f.from.key, to: f.s3Key, contentType: f.contentType })),
    () =>
      createTenderWithAttachments(
        {
          tenderId,
          title: body.title,
          description: body.description,
          reference: body.reference ?? undefined,
          requirements: body.requirements ?? undefined,
          expiryDate,
          questionDeadline,
          status: 'Open',
          creatorId: auth.userId,
          location: body.location ?? NOT_SPECIFIED,
          budgetCents: body.budgetCents ?? 0,
          ...(siteFields ? { siteFields } : {}),
        },
        files.map(({ from: _from, ...a }) => a),
        // The announcement and the history's first entry are part of the tender's own transaction.
        // So are the timers of the 24-hour notices before its deadlines.
        [
          outboxItem(tenderPosted, { tenderId, title: body.title, creatorId: auth.userId }),
          historyItem({ tenderId, kind: 'published', actorRole: auth.role, actorId: auth.userId }),
          ...newDeadlineTimerItems({ tenderId, title: body.title, creatorId: auth.userId, expiryDate, questionDeadline }, new Date().toISOString()),
        ],
      ),
  );

  await removeObjectsQuietly(good.map((f) => f.key));
  logger.info('Tender created', { tenderId, attachments: files.length, rejected: rejected.length });
  return created({ tender: toTenderDetail(stored.tender, stored.attachments, null, auth), rejected });
});
