/**
 * Notifications (spec part 1, 2.13, 2.14, 3, 4.3, 6 and 9; part 2, 4 and 7 "Notifications"). Pure
 * module shared by the handlers, the notification worker and the web app (bell, toasts, settings).
 */
import type { Role } from '../../../domain/roles';
import notices from '../../../domain/i18n/catalogue/en/notices';
import type { Language } from '../../../domain/i18n/languages';
import { noticeText } from '../../../domain/i18n/notices';

/**
 * Every notification type (part 1, 3). `payment_requested` and `payment_sent` exist in the spec's list
 * but no flow of either part creates them (docs/decisions/server/payment-notification-types.md); `system_notification`
 * is the admin's test notification.
 */
export const NOTIFICATION_TYPES = [
  'bid_received',
  'delivery_submitted',
  'payment_requested',
  'bid_accepted',
  'bid_rejected',
  'payment_sent',
  'tender_posted',
  'deliverables_accepted',
  'tender_deleted',
  'admin_tender_posted',
  'admin_bid_received',
  'admin_tender_deleted',
  'admin_delivery_submitted',
  'admin_deliverables_accepted',
  'admin_user_registered',
  'system_notification',
  'tender_amended',
  'tender_cancelled',
  'question_asked',
  'question_answered',
  'deadline_moved',
  'delivery_review_reminder',
  'message_hidden',
  'messages_unread',
  'rating_received',
  'rating_replied',
  'rating_hidden',
  'deadline_near',
  'question_deadline_near',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Whether `type` (e.g. a realtime push's `notificationType`, a plain string) is a known notification type. */
export function isNotificationType(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/** What a notification refers to (part 1, 3): a user for registrations, a tender for the rest. */
export const REFERENCE_TYPES = ['tender', 'user'] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

/**
 * The English label of each type: the toast's title and the start of the e-mail subject (part 1, 4.3 and 9). The texts
 * live in the catalogue's notices part (`notice.label.<type>`, lambdas/domain/i18n/catalogue/en/notices.ts), where
 * each has its Estonian one; the e-mails take the recipient's language from there.
 */
export const NOTIFICATION_LABELS = /* @__PURE__ */ englishLabels();

/** The English labels from the notices part (a call, so a bundle that reads none drops the part's source). */
function englishLabels(): Record<NotificationType, string> {
  return Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, notices[`notice.label.${type}`]])) as Record<NotificationType, string>;
}

/** The preference kinds (part 1, 3, second reading) and their choices, default `both` (part 1, 9). */
export const PREFERENCE_KINDS = [
  'new_tender',
  'bid_received',
  'bid_accepted',
  'bid_rejected',
  'delivery_submitted',
  'deliverables_accepted',
  'tender_deleted',
  'tender_amended',
  'questions',
  'reminders',
  'messages',
  'ratings',
] as const;
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];
export const PREFERENCE_CHOICES = ['in_app', 'email', 'both'] as const;
export type PreferenceChoice = (typeof PREFERENCE_CHOICES)[number];
export const DEFAULT_PREFERENCE: PreferenceChoice = 'both';
export type NotificationPreferences = Record<PreferenceKind, PreferenceChoice>;

/** Preference options each role is offered (part 1, 6). */
export const PREFERENCE_KINDS_BY_ROLE: Record<Role, readonly PreferenceKind[]> = {
  tenderPoster: ['bid_received', 'delivery_submitted', 'tender_deleted', 'questions', 'reminders', 'messages', 'ratings'],
  geodesist: ['new_tender', 'bid_accepted', 'bid_rejected', 'deliverables_accepted', 'tender_deleted', 'tender_amended', 'questions', 'messages', 'ratings', 'reminders'],
  admin: ['new_tender', 'bid_received', 'delivery_submitted', 'tender_deleted'],
};

/** Labels of the preference kinds in the settings card. */
export const PREFERENCE_LABELS: Record<PreferenceKind, string> = {
  new_tender: 'New tenders',
  bid_received: 'Bids received',
  bid_accepted: 'Bid accepted',
  bid_rejected: 'Bid not selected',
  delivery_submitted: 'Deliverables submitted',
  deliverables_accepted: 'Deliverables accepted',
  tender_deleted: 'Tender deleted or cancelled',
  tender_amended: 'Tenders you bid on amended',
  questions: 'Questions, answers and deadline extensions',
  reminders: 'Reminders of deadlines and of deliverables waiting for review',
  messages: 'Messages on your projects (e-mail after 10 minutes unread)',
  ratings: 'Ratings of you, replies and hidden ratings',
};

/** The preference kind that governs a type; undefined for types every recipient always gets in both channels. */
export function preferenceKindOf(type: NotificationType): PreferenceKind | undefined {
  switch (type) {
    case 'tender_posted':
    case 'admin_tender_posted':
      return 'new_tender';
    case 'bid_received':
    case 'admin_bid_received':
      return 'bid_received';
    case 'delivery_submitted':
    case 'admin_delivery_submitted':
      return 'delivery_submitted';
    case 'tender_deleted':
    case 'admin_tender_deleted':
    case 'tender_cancelled':
      return 'tender_deleted';
    case 'bid_accepted':
    case 'bid_rejected':
    case 'deliverables_accepted':
    case 'tender_amended':
      return type;
    case 'question_asked':
    case 'question_answered':
    case 'deadline_moved':
      return 'questions';
    case 'delivery_review_reminder':
    case 'deadline_near':
    case 'question_deadline_near':
      return 'reminders';
    case 'message_hidden':
    case 'messages_unread':
      return 'messages';
    case 'rating_received':
    case 'rating_replied':
    case 'rating_hidden':
      return 'ratings';
    default:
      return undefined;
  }
}

/**
 * Whether a recipient with `preferences` (undefined when the lookup failed or found nothing) gets `type`
 * in the app and by e-mail. Without a preference both channels are used (part 1, 4.3: "sent anyway").
 */
export function channelsFor(type: NotificationType, preferences: Partial<NotificationPreferences> | undefined): { inApp: boolean; email: boolean } {
  const kind = preferenceKindOf(type);
  const choice = (kind && preferences?.[kind]) || DEFAULT_PREFERENCE;
  return { inApp: choice !== 'email', email: choice !== 'in_app' };
}

/** The page a notification opens (part 1, 4.3), under the recipient's role. */
export function notificationHref(type: NotificationType, referenceId: string | null, role: Role): string {
  const home = role === 'admin' ? '/admin' : role === 'tenderPoster' ? '/tender-poster' : '/geodesist';
  if (type === 'admin_user_registered') return '/admin/users';
  if (type === 'tender_deleted') return '/geodesist/history';
  if (!referenceId) return home;
  const id = encodeURIComponent(referenceId);
  switch (type) {
    case 'bid_received':
    case 'delivery_submitted':
    case 'question_asked':
    case 'delivery_review_reminder':
      return `/tender-poster/tender/${id}`;
    case 'question_answered':
    case 'deadline_moved':
      return `/geodesist/tender/${id}`;
    case 'bid_accepted':
    case 'bid_rejected':
    case 'tender_posted':
    case 'deliverables_accepted':
    case 'tender_amended':
      return `/geodesist/tender/${id}`;
    case 'admin_tender_posted':
    case 'admin_bid_received':
    case 'admin_tender_deleted':
    case 'admin_delivery_submitted':
    case 'admin_deliverables_accepted':
      return `/admin/tender/${id}`;
    // The cancelled tender's own page, under the recipient's role (bidders, the contractor, the poster).
    case 'tender_cancelled':
    case 'message_hidden':
    case 'messages_unread':
    case 'rating_received':
    case 'rating_replied':
    case 'rating_hidden':
    case 'deadline_near':
    case 'question_deadline_near':
      return `${home}/tender/${id}`;
    default:
      return home;
  }
}

/** The badge text of the bell (part 1, 2.14): the unread count, '9+' above 9, nothing at 0. */
export function unreadBadge(count: number): string {
  if (count <= 0) return '';
  return count > 9 ? '9+' : String(count);
}

/**
 * E-mail subject in `language` (English when absent or unknown): the label, the tender title when there is one, and
 * the product (part 1, 9).
 */
export function notificationSubject(type: NotificationType, tenderTitle?: string | null, language?: Language | string | null): string {
  const label = noticeText(language, `notice.label.${type}`);
  return tenderTitle ? noticeText(language, 'notice.subject', { label, title: tenderTitle }) : noticeText(language, 'notice.subjectUntitled', { label });
}

/** Days a notification is kept before DynamoDB's TTL removes it (docs/decisions/server/notification-keeping.md, "Keeping notifications"). */
export const NOTIFICATION_TTL_DAYS = 90;

/** Notifications per page of the bell's list. */
export const NOTIFICATION_PAGE_SIZE = 30;
