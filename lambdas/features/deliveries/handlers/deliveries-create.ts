/**
 * `POST /tenders/{tenderId}/deliveries`: the contractor of an In Progress tender submits deliverables
 * from staged uploads, with optional notes (spec part 2, deliver page and 5 "Deliver").
 * Every file is verified again with the deliverable rules (100 MB); good ones are copied to
 * `deliveries/{tenderId}/{deliveryId}/{fileId}/{name}`, the delivery, its files and the tender's
 * deliveryCount are written in one transaction with the delivery_submitted event (outbox), the history's `delivered` entry
 * and the delivery's review timers (review-timers.ts: a reminder at 7 days, a warning at 12, acceptance at 14), and the staged objects are removed. Files that fail
 * are deleted and listed in `rejected`; when none passes: 400 and nothing is written. When the
 * delivery is not stored, its copies are removed too. Answers 201 with the delivery.
 */
import { randomUUID } from 'node:crypto';
import { createDelivery, toDelivery, type NewDeliveryFile } from '../data/deliveries';
import { deliveryMessages, geodesistNameOf } from '../domain/delivery';
import { messages } from '../../../domain/schemas';
import { assertMayDeliver, loadTender } from '../delivery-access';
import { BadRequestError, ConflictError, ForbiddenError, isConditionFailure } from '../../../kernel/errors';
import { outboxItem } from '../../../table/outbox';
import { deliverySubmitted } from '../events';
import { historyItem } from '../../tenders/public';
import { copyStagedThenStore, deliverableKey, removeObjectsQuietly, stagingPrefix, verifyStagedObject } from '../../../kernel/files';
import { created, httpHandler } from '../../../api/http-handler';
import { logger } from '../../../kernel/logger';
import { reviewTimerItems } from '../review-timers';

export const handler = httpHandler('deliveries-create', async ({ auth, params, body }) => {
  const tenderId = params.tenderId!;
  const { tender } = await loadTender(tenderId);
  assertMayDeliver(tender, auth.userId);

  const keys = [...new Set(body.files)];
  if (!keys.every((k) => k.startsWith(stagingPrefix(auth.userId)))) throw new ForbiddenError(deliveryMessages.foreignUpload);
  const checks = await Promise.all(keys.map((key) => verifyStagedObject(key, 'deliverable')));
  const good = checks.flatMap((c) => (c.ok ? [c.file] : []));
  const rejected = checks.flatMap((c) => (c.ok ? [] : [{ filename: c.filename, message: c.message }]));
  if (good.length === 0) throw new BadRequestError(messages.missingFiles, { files: rejected.map((r) => `${r.filename}: ${r.message}`) });

  const deliveryId = randomUUID();
  const files = good.map((file) => {
    const fileId = randomUUID();
    const stored: NewDeliveryFile = { fileId, filename: file.filename, contentType: file.contentType, size: file.size, s3Key: deliverableKey(tenderId, deliveryId, fileId, file.filename) };
    return { stored, from: file.key };
  });

  // Nothing half-written: when the delivery is not stored, its copies go too (the error still answers).
  const delivery = await copyStagedThenStore(
    files.map((f) => ({ from: f.from, to: f.stored.s3Key, contentType: f.stored.contentType })),
    () =>
      createDelivery({
        tenderId,
        deliveryId,
        geodesistId: auth.userId,
        notes: body.notes,
        files: files.map((f) => f.stored),
        also: [
          outboxItem(deliverySubmitted, { tenderId, title: tender.title, creatorId: tender.creatorId, contractorId: auth.userId, deliveryId }),
          historyItem({ tenderId, kind: 'delivered', actorRole: auth.role, actorId: auth.userId, details: { files: files.length } }),
          ...reviewTimerItems({ tenderId, title: tender.title, creatorId: tender.creatorId, contractorId: auth.userId, deliveryId, submittedAt: new Date().toISOString() }),
        ],
      }),
  ).catch(async (error: unknown) => {
    if (!isConditionFailure(error)) throw error;
    // The tender changed since it was read (completed, reassigned, or a 50th delivery came first): say why.
    assertMayDeliver((await loadTender(tenderId)).tender, auth.userId);
    throw new ConflictError();
  });

  await removeObjectsQuietly(good.map((f) => f.key));
  logger.info('Delivery submitted', { tenderId, deliveryId, files: files.length, rejected: rejected.length });
  return created({ delivery: toDelivery(delivery, geodesistNameOf(auth.profile)), rejected });
});
