/**
 * The export file of a user's data (issue 24, 4; GDPR articles 15 and 20): one JSON document, machine
 * readable, with everything of `UserRecords` in plain field names (money in euro cents, sizes in bytes,
 * times ISO 8601) and a presigned link to each of the user's files, valid EXPORT_FILE_LINK_SECONDS.
 * Table internals (keys, ElectroDB markers, search text, map index keys) are left out.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../../kernel/clients/s3';
import { config } from '../../kernel/config';
import { contentDisposition } from '../../kernel/files';
import type { TenderItem } from '../tenders/data/tenders';
import { EXPORT_FILE_LINK_SECONDS } from './domain/privacy';
import type { UserRecords } from './data/user-records';
import { toNotification } from '../notifications/data/notifications';

/** Version of the document's layout; a reader can tell a later layout by it. */
export const EXPORT_FORMAT = 'geotender-user-data/1';

const INTERNAL = new Set(['searchText', 'siteCell', 'siteGeohash', 'deletingAt']);
/** The tender's own fields without the table's internals. */
function tenderFields(t: TenderItem): Record<string, unknown> {
  return Object.fromEntries(Object.entries(t).filter(([k]) => !INTERNAL.has(k) && k !== 'site'));
}

/** A presigned download link of `key` under `filename`, valid EXPORT_FILE_LINK_SECONDS. */
function fileLink(key: string, filename: string): Promise<string> {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: config.filesBucket, Key: key, ResponseContentDisposition: contentDisposition(filename) }), { expiresIn: EXPORT_FILE_LINK_SECONDS });
}

/**
 * The export document of `records` for `userId`, prepared at `nowMs`: an object ready for JSON.stringify.
 * Signs one link per file (no AWS call). Throws only when signing fails.
 */
export async function exportDocument(userId: string, records: UserRecords, nowMs = Date.now()): Promise<Record<string, unknown>> {
  const file = async (f: { filename: string; contentType: string; size: number; s3Key: string; createdAt: string }) => ({
    filename: f.filename,
    contentType: f.contentType,
    size: f.size,
    createdAt: f.createdAt,
    downloadUrl: await fileLink(f.s3Key, f.filename),
  });
  return {
    format: EXPORT_FORMAT,
    userId,
    preparedAt: new Date(nowMs).toISOString(),
    fileLinksExpireAt: new Date(nowMs + EXPORT_FILE_LINK_SECONDS * 1000).toISOString(),
    profile: records.profile ?? null,
    notificationPreferences: records.preferences ?? {},
    tenders: await Promise.all(
      records.tenders.map(async ({ tender, attachments }) => ({
        ...tenderFields(tender),
        site: tender.site ? { geometry: tender.site.geometry, lest97: tender.site.lest97, bbox: tender.site.bbox } : null,
        attachments: await Promise.all(attachments.map(async (a) => ({ attachmentId: a.attachmentId, ...(await file(a)) }))),
      })),
    ),
    bids: records.bids.map(({ bid, tender }) => ({
      bidId: bid.bidId,
      tenderId: bid.tenderId,
      tenderTitle: tender?.title ?? null,
      amountCents: bid.amountCents,
      comment: bid.comment ?? null,
      status: bid.status,
      acceptedAt: bid.acceptedAt ?? null,
      createdAt: bid.createdAt,
      updatedAt: bid.updatedAt,
    })),
    deliveries: await Promise.all(
      records.deliveries.map(async (d) => ({
        deliveryId: d.deliveryId,
        tenderId: d.tenderId,
        status: d.status,
        notes: d.notes ?? null,
        changeRequestComment: d.changeRequestComment ?? null,
        changeRequestedAt: d.changeRequestedAt ?? null,
        acceptedAt: d.acceptedAt ?? null,
        submittedAt: d.submittedAt,
        files: await Promise.all(d.files.map(async (f) => ({ fileId: f.fileId, ...(await file(f)) }))),
      })),
    ),
    contactMessages: records.contactMessages.map((m) => ({ messageId: m.messageId, name: m.name, email: m.email, subject: m.subject, message: m.message, sentAt: m.createdAt })),
    notifications: records.notifications.map(toNotification),
    auditEntries: records.auditEntries.map((e) => ({
      auditId: e.auditId,
      at: e.createdAt,
      action: e.action,
      actorName: e.actorName,
      changes: e.changes.map((c) => ({ field: c.field, from: c.from ?? null, to: c.to ?? null })),
    })),
  };
}
