/**
 * Who hears of each marketplace event (spec part 1, 4.3; part 2, 4 and 7 "Notifications"): the listener table,
 * keyed by the emitters' own declarations (each feature's events.ts, kernel/events.ts). `dispatch` parses a queue
 * body with its type's schema and hands the payload to the type's listener:
 * - tender_posted: every approved geodesist, shared out as page messages of 100 recipients (announcement.ts, whose
 *   pages this table dispatches too), and the admins;
 * - bid_received: the poster and the admins;
 * - bid_accepted: the winner; then the award is settled: every other Pending bid becomes Rejected and its bidder is
 *   told (bid_rejected);
 * - bid_rejected (legacy, recorded by earlier versions of the award): the bidders it names;
 * - delivery_submitted: the poster and the admins; each geodata file is queued for the quality check (deliveries/check-queue.ts);
 * - delivery_changes_requested: logged only (no notification type of the spec covers it; the deliver page shows the
 *   comment);
 * - deliverables_accepted: the contractor and the admins;
 * - tender_deleted: the bidders and the admins;
 * - user_registered: the admins, in the app and by e-mail (registration-email.ts), unless the account is erased;
 * - user_approval_decided: the user, by e-mail and over the WebSocket; a rejected user's sessions close
 *   (account-listeners.ts);
 * - user_erased: what the notifications kept of the person goes (account-listeners.ts);
 * - question_asked: the poster; question_answered and deadline_moved: the tender's bidders and askers
 *   (procurement-listeners.ts);
 * - system_test: the admin who asked, in every channel, preferences bypassed;
 * - tender_amended: every bidder of the tender (amendment-listeners.ts);
 * - tender_cancelled (cancellation-listeners.ts): the bids become Cancelled; the bidders, the contractor and, when an
 *   admin cancelled, the poster are told.
 * - tender_deadline_near (deadline-listeners.ts): 24 hours before an Open tender's deadline the poster and its bidders
 *   and askers, before its question deadline the bidders and askers.
 * - message_posted, message_hidden, message_unread (message-listeners.ts): the recipients' open threads over the
 *   WebSocket; the author of a hidden message; the e-mail about messages unread for 10 minutes.
 * - digest_due, digest_page (digest-send.ts): at 07:00 Tallinn each geodesist with lines in the day's digest gets one e-mail.
 * Each listener's work is keyed on the event's origin (its own id and time), so an event handled again notifies
 * and e-mails nobody again. A listener throws when a notification cannot be written (the queue retries the event).
 */
import { getProfile, listProfilesByRole, userApprovalDecided, userErased, userRegistered } from '../account/public';
import { forgetErasedUser, tellApprovalDecision } from './account-listeners';
import type { Profile } from '../account/domain/dto';
import { systemTest } from './events';
import { bidAccepted, bidReceived, bidRejected, settleAward } from '../bids/public';
import { deliverablesAccepted, deliveryChangesRequested, deliverySubmitted, queueDeliveryChecks } from '../deliveries/public';
import { tenderDeleted, tenderPosted } from '../tenders/public';
import { deadlineMoved, questionAnswered, questionAsked } from '../procurement/public';
import { procurementListeners } from './procurement-listeners';
import type { AnyEventType, EventOf, PayloadOf } from '../../kernel/events';
import { logger } from '../../kernel/logger';
import { eventLogFields } from '../../table/outbox';
import { announcePage, announceTender, tenderPostedPage } from './announcement';
import type { NotificationOrigin } from './data/notifications';
import { notifyUsers } from './notify-users';
import { emailRegistration, roleCodeOf } from './registration-email';
import { amendmentListeners } from './amendment-listeners';
import { cancellationListeners } from './cancellation-listeners';
import { automaticAcceptanceNotices, reviewListeners } from './review-listeners';
import { messageHidden, messagePosted, messageUnread } from '../messages/public';
import { messageListeners } from './message-listeners';
import { onProjectCompleted, ratingListeners } from './rating-listeners';
import { deadlineListeners } from './deadline-listeners';
import { digestListeners } from './digest-send';

/** The listener of declared event `E`: what to do with a payload that passed the schema, and the event's origin. */
export interface Listener<E extends AnyEventType = AnyEventType> {
  readonly event: E;
  readonly handle: (payload: PayloadOf<E>, origin?: NotificationOrigin) => Promise<void>;
}

/** Subscribes `handle` to event `event` (one listener a type). */
export const on = <E extends AnyEventType>(event: E, handle: (payload: PayloadOf<E>, origin?: NotificationOrigin) => Promise<void>): Listener<E> => ({ event, handle });

/** Recipients by id (unknown, deleted users and users being erased are skipped: nothing new for the erasure to miss). */
async function profilesOf(userIds: string[]): Promise<Profile[]> {
  const found = await Promise.all([...new Set(userIds)].map((id) => getProfile(id)));
  return found.filter((p): p is Profile => !!p && !p.erasingAt);
}

const admins = () => listProfilesByRole('admin');
const rejectedNotice = (title: string) => ({ key: 'notice.bidRejected', values: { title } }) as const;
const tender = (e: { tenderId: string; title: string }) => ({ referenceId: e.tenderId, referenceType: 'tender' as const, tenderTitle: e.title });
/** notifyUsers' options of an event: its origin makes a repeat find the records it wrote and write nothing again. */
const once = (origin?: NotificationOrigin) => (origin ? { origin } : {});

/** Every listener, one per declared type. */
export const listeners = [
  // Shared out as page messages of 100 recipients, which this table dispatches as they come.
  on(tenderPosted, async (e, origin) => void (await announceTender(e, origin))),
  on(tenderPostedPage, async (page) => void (await announcePage({ type: tenderPostedPage.type, ...page }))),
  on(bidReceived, async (e, origin) => {
    const values = { amount: { euros: e.amountCents }, title: e.title };
    await notifyUsers(await profilesOf([e.creatorId]), { type: 'bid_received', notice: { key: 'notice.bidReceived', values }, ...tender(e) }, once(origin));
    await notifyUsers(await admins(), { type: 'admin_bid_received', notice: { key: 'notice.adminBidReceived', values }, ...tender(e) }, once(origin));
  }),
  on(bidAccepted, async (e, origin) => {
    const notice = { key: 'notice.bidAccepted', values: { amount: { euros: e.amountCents }, title: e.title } } as const;
    await notifyUsers(await profilesOf([e.bidderId]), { type: 'bid_accepted', notice, ...tender(e) }, once(origin));
    // The award's queued half: the other bids become Rejected and their bidders hear of it once.
    const rejected = await settleAward(e.tenderId, e.bidderId);
    await notifyUsers(await profilesOf(rejected), { type: 'bid_rejected', notice: rejectedNotice(e.title), ...tender(e) }, once(origin));
  }),
  // Recorded by earlier versions of the award; one still queued is honoured.
  on(bidRejected, async (e, origin) => void (await notifyUsers(await profilesOf(e.bidderIds), { type: 'bid_rejected', notice: rejectedNotice(e.title), ...tender(e) }, once(origin)))),
  on(deliverySubmitted, async (e, origin) => {
    // The quality check: one message per geodata file to the delivery-check worker (its report is written once).
    await queueDeliveryChecks(e);
    const notice = { key: 'notice.deliverySubmitted', values: { title: e.title } } as const;
    await notifyUsers(await profilesOf([e.creatorId]), { type: 'delivery_submitted', notice, ...tender(e) }, once(origin));
    await notifyUsers(await admins(), { type: 'admin_delivery_submitted', notice, ...tender(e) }, once(origin));
  }),
  // No notification type of the spec covers a returned delivery; the contractor hears of it in the app (the
  // deliver page shows the comment). Logged only.
  on(deliveryChangesRequested, async (e) => logger.info('Changes requested on a delivery', { tenderId: e.tenderId, deliveryId: e.deliveryId })),
  on(deliverablesAccepted, async (e, origin) => {
    await onProjectCompleted(e);
    // Accepted after 14 days without a review (review-listeners.ts): the poster is told too, both with the fee summary.
    const automatic = e.automatic ? automaticAcceptanceNotices(e.title, e.amountCents ?? 0) : undefined;
    if (automatic) await notifyUsers(await profilesOf([e.creatorId]), { type: 'deliverables_accepted', notice: automatic.poster, ...tender(e) }, once(origin));
    const toContractor = automatic?.contractor ?? { key: 'notice.deliverablesAccepted', values: { title: e.title } };
    await notifyUsers(await profilesOf([e.contractorId]), { type: 'deliverables_accepted', notice: toContractor, ...tender(e) }, once(origin));
    await notifyUsers(await admins(), { type: 'admin_deliverables_accepted', notice: { key: 'notice.adminDeliverablesAccepted', values: { title: e.title } }, ...tender(e) }, once(origin));
  }),
  on(tenderDeleted, async (e, origin) => {
    await notifyUsers(await profilesOf(e.bidderIds), { type: 'tender_deleted', notice: { key: 'notice.tenderDeleted', values: { title: e.title } }, ...tender(e) }, once(origin));
    await notifyUsers(await admins(), { type: 'admin_tender_deleted', notice: { key: 'notice.adminTenderDeleted', values: { title: e.title } }, ...tender(e) }, once(origin));
  }),
  on(userRegistered, async (e, origin) => {
    // An account erased (or being erased) since is not announced: a retried event does nothing.
    const registered = await getProfile(e.userId);
    if (!registered || registered.erasingAt) {
      logger.info('Registration of an erased account not announced', { userId: e.userId });
      return;
    }
    const to = await admins();
    const notice = { key: 'notice.userRegistered', values: { name: e.name, email: e.email, role: e.role, roleCode: roleCodeOf(e.role), approval: e.needsApproval ? 'yes' : 'no' } } as const;
    await notifyUsers(to, { type: 'admin_user_registered', notice, referenceId: e.userId, referenceType: 'user' }, { inAppOnly: true, ...once(origin) });
    // The e-mail of its own (not the bell's): keyed by the event, so it is sent once however often the event comes.
    await emailRegistration(to, e, origin?.eventId);
  }),
  on(userApprovalDecided, async (e, origin) => tellApprovalDecision(e, origin?.eventId)),
  on(userErased, async (e) => forgetErasedUser(e)),
  // Procurement (procurement-listeners.ts): the poster hears of each question, the bidders and askers of each answer
  // and of a deadline moved for an unanswered question.
  on(questionAsked, procurementListeners.questionAsked),
  on(questionAnswered, procurementListeners.questionAnswered),
  on(deadlineMoved, procurementListeners.deadlineMoved),
  on(systemTest, async (e, origin) => {
    await notifyUsers(await profilesOf([e.userId]), { type: 'system_notification', notice: { key: 'notice.systemTest' } }, { bypassPreferences: true, ...once(origin) });
  }),
  // Amendments (amendment-listeners.ts): tender_amended tells every bidder.
  ...amendmentListeners,
  // Procurement's cancellation (cancellation-listeners.ts).
  ...cancellationListeners,
  // A delivery waiting for review (review-listeners.ts): reminders at 7 and 12 days, acceptance at 14.
  ...reviewListeners,
  // Messages (message-listeners.ts): a post reaches the recipients' open threads; a hide tells the author; a message
  // unread for 10 minutes e-mails its recipient, once an hour per thread at most.
  on(messagePosted, messageListeners.messagePosted),
  on(messageHidden, messageListeners.messageHidden),
  on(messageUnread, messageListeners.messageUnread),
  // Ratings (rating-listeners.ts): revealed, replied, hidden.
  ...ratingListeners,
  // 24 hours before a deadline (deadline-listeners.ts): the poster, the bidders and askers.
  ...deadlineListeners,
  // The daily digest of new tenders (digest-send.ts): at 07:00 Tallinn the day's pages, each page's e-mails.
  ...digestListeners,
] as const;

/** Every event a listener takes, as its body carries it (type and payload). */
export type MarketEvent = EventOf<(typeof listeners)[number]['event']>;

const byType: ReadonlyMap<string, Listener> = new Map(listeners.map((l) => [l.event.type, l as unknown as Listener]));

/**
 * Hands the event in `body` (a parsed queue message body: type, payload and, when recorded, `eventId` and `at`) to
 * its type's listener, its payload parsed with the type's schema (what else the body holds is left out). An
 * unknown type or a body failing its schema is logged (its type and ids, the issues' paths) and dropped: a retry
 * would not make it readable. Throws what the listener throws (the event is retried).
 */
export async function dispatch(body: unknown, origin?: NotificationOrigin): Promise<void> {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const listener = typeof fields.type === 'string' ? byType.get(fields.type) : undefined;
  if (!listener) {
    logger.warn('Dropped an event of an unknown type', { type: typeof fields.type === 'string' ? fields.type.slice(0, 100) : typeof fields.type });
    return;
  }
  const parsed = listener.event.schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
    logger.error('Dropped an event that fails its schema', { ...eventLogFields({ ...fields, type: fields.type }), issues });
    return;
  }
  await listener.handle(parsed.data, origin);
}
