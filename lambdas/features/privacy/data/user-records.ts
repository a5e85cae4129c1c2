/**
 * Everything the table holds about one user, read by Queries of the user's own keys, never a Scan
 * (docs/data-model.md "A user's own data"): the profile (GetItem), their tenders (gsi2 by
 * creator) with attachments and site (the tender's partition), their bids (gsi2 by bidder) with those
 * tenders (BatchGet), their deliveries (the partitions of the tenders they won), the contact messages sent
 * from their e-mail (gsi2 by sender), their notifications and preferences (their partition), the
 * admins' history about them (their partition), the questions they asked about tenders (gsi2 by asker) with those
 * tenders (BatchGet), and the user pool's record of them (AdminGetUser). The Queries go through the model table (table/model-table.ts)
 * from the other features' model literals, without ElectroDB.
 */
import type { Profile } from '../../account/domain/dto';
import { getProfile, listProfilesByRole, auditEntryModel } from '../../account/public';
import { bidModel, tenderModel, getTenders, getTenderWithAttachments, type AttachmentItem, type TenderItem } from '../../tenders/public';
import type { BidItem } from '../../bids/public';
import { contactMessageModel, type StoredContactMessage } from '../../contact/public';
import { listDeliveries, type DeliveryWithFiles } from '../../deliveries/public';
import { digestLinesOf, getPreferences, notificationModel, type DigestLine, type StoredNotification } from '../../notifications/public';
import { questionsAskedBy, type QuestionItem } from '../../procurement/public';
import { messagesWrittenBy, type MessageItem } from '../../messages/public';
import { getPublicProfile, type PublicProfileItem } from '../../profiles/public';
import { ratingsGivenBy, ratingsReceivedBy, type RatingItem } from '../../ratings/public';
import { tableOf } from '../../../table/model-table';
import { signInRecordOf, type SignInRecord } from './sign-in-record';

export type { StoredNotification } from '../../notifications/public';

export interface StoredAuditEntry {
  targetUserId: string;
  auditId: string;
  actorId: string;
  actorName: string;
  action: string;
  targetName: string;
  changes: { field: string; from?: string; to?: string }[];
  createdAt: string;
}

const tenders = tableOf<TenderItem>(tenderModel);
const bids = tableOf<BidItem>(bidModel);
const contactMessages = tableOf<StoredContactMessage>(contactMessageModel);
const notifications = tableOf<StoredNotification>(notificationModel);
const auditEntries = tableOf<StoredAuditEntry>(auditEntryModel);

/** The tenders `userId` posted, newest first (gsi2, every page). */
export async function tendersPostedBy(userId: string): Promise<TenderItem[]> {
  return tenders.queryAll('byCreator', { creatorId: userId }, { order: 'desc' });
}

/** The bids of `userId`, newest first (gsi2, every page). */
export async function bidsOf(userId: string): Promise<BidItem[]> {
  return bids.queryAll('byBidder', { bidderId: userId }, { order: 'desc' });
}

/** The contact messages sent from `email` (gsi2, lower-cased by the model), oldest first. */
export async function contactMessagesFrom(email: string): Promise<StoredContactMessage[]> {
  if (!email.trim()) return [];
  return contactMessages.queryAll('bySender', { email: email.trim() }, { order: 'asc' });
}

/** Every notification of `userId`, newest first (their partition; the tombstones of deleted ones left out). */
export async function notificationsOf(userId: string): Promise<StoredNotification[]> {
  return notifications.queryAll('byUser', { userId }, { order: 'desc', where: ({ deletedAt }, { notExists }) => notExists(deletedAt) });
}

/**
 * The admins' in-app notifications about `userId` (e.g. 'X registered as Geodesist'): for each admin (role
 * index), a Query of their partition filtered on `referenceType` user and `referenceId` `userId`.
 */
export async function adminNotificationsAbout(userId: string): Promise<StoredNotification[]> {
  const admins = await listProfilesByRole('admin');
  const pages = await Promise.all(
    admins.map((a) => notifications.queryAll('byUser', { userId: a.userId }, { where: ({ referenceType, referenceId }, { eq }) => `${eq(referenceType, 'user')} AND ${eq(referenceId, userId)}` })),
  );
  return pages.flat();
}

/** The admins' history about `userId`, newest first (their partition). */
export async function auditAbout(userId: string): Promise<StoredAuditEntry[]> {
  return auditEntries.queryAll('byTarget', { targetUserId: userId }, { order: 'desc' });
}

/** The tenders of `bids` (or of questions: any records naming a tender; BatchGet), by id. */
export async function tendersOfBids(bids: readonly Pick<BidItem, 'tenderId'>[]): Promise<Map<string, TenderItem>> {
  const tenders = bids.length ? await getTenders(bids.map((b) => b.tenderId)) : [];
  return new Map(tenders.map((t) => [t.tenderId, t]));
}

/** Everything about one user, as the export writes it. */
export interface UserRecords {
  profile: Profile | undefined;
  /** What the user pool holds about them (null when it has no such user). */
  signIn: SignInRecord | null;
  preferences: Record<string, string> | undefined;
  tenders: { tender: TenderItem; attachments: AttachmentItem[] }[];
  bids: { bid: BidItem; tender: TenderItem | undefined }[];
  deliveries: DeliveryWithFiles[];
  contactMessages: StoredContactMessage[];
  notifications: StoredNotification[];
  auditEntries: StoredAuditEntry[];
  /** The questions they asked, newest first, each with its tender (undefined when the tender is gone). */
  questions: { question: QuestionItem; tender: TenderItem | undefined }[];
  /** The messages they wrote on tenders' threads, newest first, each with its tender (undefined when the tender is gone). */
  messages: { message: MessageItem; tender: TenderItem | undefined }[];
  /** Their public profile (qualifications, area, completed projects, the kept rating summary), when they have one. */
  publicProfile: PublicProfileItem | undefined;
  /** The ratings they gave and those they received (gsi3 by author, gsi2 by the person rated), newest first. */
  ratingsGiven: RatingItem[];
  ratingsReceived: RatingItem[];
  /** The lines of their daily digest of new tenders not yet sent (each tender they are to be e-mailed about). */
  digestLines: DigestLine[];
}

/** Reads everything the table holds about `userId` (see the module's list). Throws on DynamoDB errors. */
export async function readUserRecords(userId: string): Promise<UserRecords> {
  const profile = await getProfile(userId);
  const [signIn, preferences, posted, bids, contactMessages, notifications, auditEntries, questions, messages] = await Promise.all([
    signInRecordOf(userId),
    getPreferences(userId),
    tendersPostedBy(userId),
    bidsOf(userId),
    profile ? contactMessagesFrom(profile.email) : Promise.resolve([]),
    notificationsOf(userId),
    auditAbout(userId),
    questionsAskedBy(userId),
    messagesWrittenBy(userId),
  ]);
  const [publicProfile, ratingsGiven, ratingsReceived, digestLines] = await Promise.all([getPublicProfile(userId), ratingsGivenBy(userId), ratingsReceivedBy(userId), digestLinesOf(userId)]);
  const tenders = (await Promise.all(posted.map((t) => getTenderWithAttachments(t.tenderId)))).filter((t) => t !== undefined);
  const [bidTenders, questionTenders, messageTenders] = await Promise.all([tendersOfBids(bids), tendersOfBids(questions), tendersOfBids(messages)]);
  // Deliveries are made only by a tender's contractor: the partitions of the tenders this user won.
  const won = [...bidTenders.values()].filter((t) => t.contractorId === userId);
  const deliveries = (await Promise.all(won.map((t) => listDeliveries(t.tenderId)))).flat().filter((d) => d.geodesistId === userId);
  return {
    profile,
    signIn,
    preferences: preferences as Record<string, string> | undefined,
    tenders,
    bids: bids.map((bid) => ({ bid, tender: bidTenders.get(bid.tenderId) })),
    deliveries,
    contactMessages,
    notifications,
    auditEntries,
    questions: questions.map((question) => ({ question, tender: questionTenders.get(question.tenderId) })),
    messages: messages.map((message) => ({ message, tender: messageTenders.get(message.tenderId) })),
    publicProfile,
    ratingsGiven,
    ratingsReceived,
    digestLines,
  };
}
