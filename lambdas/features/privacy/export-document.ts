/**
 * The export file of a user's data (GDPR articles 15 and 20): one JSON document, machine
 * readable, with everything of `UserRecords` in plain field names (money in euro cents, sizes in bytes,
 * times ISO 8601), what the user pool holds about them (`signIn`), and for each of the user's files a copy in the
 * export (`file`, its number) with a link that works as long as the export is kept (`downloadUrl`: the Account
 * page, which asks for a fresh download link), the questions they asked about tenders with the poster's answer
 * (the answer's file by name only: it is the poster's), and the messages they wrote on tenders' threads (files by name). Table internals (keys, ElectroDB
 * markers, search text, map index keys) are left out.
 */
import type { TenderItem } from '../tenders/public';
import { exportFileHref } from './domain/privacy';
import type { UserRecords } from './data/user-records';
import type { RatingItem } from '../ratings/public';
import { toNotification } from '../notifications/public';

/** Version of the document's layout; a reader can tell a later layout by it. */
export const EXPORT_FORMAT = 'geotender-user-data/1';

const INTERNAL = new Set(['searchText', 'siteCell', 'siteGeohash', 'deletingAt']);
/** The tender's own fields without the table's internals. */
function tenderFields(t: TenderItem): Record<string, unknown> {
  return Object.fromEntries(Object.entries(t).filter(([k]) => !INTERNAL.has(k) && k !== 'site'));
}

/** A rating as the export shows it: the tender, the side that wrote it, stars, text, reply and whether hidden. */
function ratingFields(r: RatingItem): Record<string, unknown> {
  return {
    tenderId: r.tenderId,
    tenderTitle: r.tenderTitle,
    side: r.side,
    stars: r.stars,
    text: r.text,
    submittedAt: r.submittedAt,
    revealedAt: r.revealedAt ?? null,
    reply: r.replyText ? { text: r.replyText, repliedAt: r.repliedAt ?? null } : null,
    hidden: r.hiddenAt ? { at: r.hiddenAt, reason: r.hiddenReason ?? null } : null,
  };
}

/** One of the user's files to copy into the export: from its key, as file number `index`, saved as `filename`. */
export interface ExportFileCopy {
  index: number;
  sourceKey: string;
  filename: string;
  contentType: string;
}

/**
 * The export document of `records` for export `exportId` of `userId`, prepared at `nowMs` (an object ready for
 * JSON.stringify), and the files to copy into the export, numbered in the document's order. Links lead to the
 * Account page of `siteUrl`. No AWS call.
 */
export async function exportDocument(
  userId: string,
  exportId: string,
  records: UserRecords,
  siteUrl: string,
  nowMs = Date.now(),
): Promise<{ document: Record<string, unknown>; copies: ExportFileCopy[] }> {
  const copies: ExportFileCopy[] = [];
  const file = async (f: { filename: string; contentType: string; size: number; s3Key: string; createdAt: string }) => {
    const index = copies.length;
    copies.push({ index, sourceKey: f.s3Key, filename: f.filename, contentType: f.contentType });
    return { filename: f.filename, contentType: f.contentType, size: f.size, createdAt: f.createdAt, file: index, downloadUrl: exportFileHref(siteUrl, exportId, index) };
  };
  const document = {
    format: EXPORT_FORMAT,
    userId,
    exportId,
    preparedAt: new Date(nowMs).toISOString(),
    profile: records.profile ?? null,
    signIn: records.signIn,
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
    questions: records.questions.map(({ question: q, tender }) => ({
      questionId: q.questionId,
      tenderId: q.tenderId,
      tenderTitle: tender?.title ?? null,
      text: q.text,
      askedAt: q.askedAt,
      answer: q.answeredAt && q.answerText !== undefined ? { text: q.answerText, answeredAt: q.answeredAt, filename: q.answerFile?.filename ?? null } : null,
    })),
    messages: records.messages.map(({ message: m, tender }) => ({
      messageId: m.messageId,
      tenderId: m.tenderId,
      tenderTitle: tender?.title ?? null,
      author: m.author,
      text: m.text ?? null,
      filenames: (m.files ?? []).map((f) => f.filename),
      postedAt: m.postedAt,
      hidden: m.hiddenAt ? { reason: m.hiddenReason ?? null, hiddenAt: m.hiddenAt } : null,
    })),
    publicProfile: records.publicProfile
      ? { qualifications: records.publicProfile.qualifications ?? [], area: records.publicProfile.area ?? null, completedProjects: records.publicProfile.completedProjects ?? 0 }
      : null,
    ratingsGiven: records.ratingsGiven.map(ratingFields),
    ratingsReceived: records.ratingsReceived.map(ratingFields),
    newTenderDigest: records.digestLines.map((l) => ({ date: l.date, tenderId: l.tenderId, tenderTitle: l.title, announcedAt: l.announcedAt })),
    auditEntries: records.auditEntries.map((e) => ({
      auditId: e.auditId,
      at: e.createdAt,
      action: e.action,
      actorName: e.actorName,
      changes: e.changes.map((c) => ({ field: c.field, from: c.from ?? null, to: c.to ?? null })),
    })),
  };
  return { document, copies };
}
