/**
 * Where a notification goes and how it reads (spec part 1, 2.14, 4.3 and 9): the preference that governs
 * each type, the channels a recipient gets, the page a notification opens, the bell's badge and the
 * e-mail subject.
 */
import { describe, expect, it } from 'vitest';
import {
  channelsFor,
  NOTIFICATION_TYPES,
  notificationHref,
  notificationSubject,
  PREFERENCE_KINDS,
  PREFERENCE_KINDS_BY_ROLE,
  preferenceKindOf,
  unreadBadge,
  type NotificationType,
} from '../../lambdas/features/notifications/domain/notifications';
import type { Role } from '../../lambdas/domain/roles';

const tenderId = 'abcdef12-3456-4789-8abc-def123456789';

describe('preferenceKindOf', () => {
  it('maps each type, and its admin twin, to the preference that governs it', () => {
    const expected: Record<NotificationType, string | undefined> = {
      tender_posted: 'new_tender',
      admin_tender_posted: 'new_tender',
      bid_received: 'bid_received',
      admin_bid_received: 'bid_received',
      delivery_submitted: 'delivery_submitted',
      admin_delivery_submitted: 'delivery_submitted',
      tender_deleted: 'tender_deleted',
      admin_tender_deleted: 'tender_deleted',
      bid_accepted: 'bid_accepted',
      bid_rejected: 'bid_rejected',
      deliverables_accepted: 'deliverables_accepted',
      admin_deliverables_accepted: undefined,
      admin_user_registered: undefined,
      payment_requested: undefined,
      payment_sent: undefined,
      system_notification: undefined,
      tender_amended: 'tender_amended',
      tender_cancelled: 'tender_deleted',
      question_asked: 'questions',
      question_answered: 'questions',
      deadline_moved: 'questions',
      delivery_review_reminder: 'reminders',
      message_hidden: 'messages',
      messages_unread: 'messages',
      rating_received: 'ratings',
      rating_replied: 'ratings',
      rating_hidden: 'ratings',
      deadline_near: 'reminders',
      question_deadline_near: 'reminders',
    };
    expect(Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, preferenceKindOf(t)]))).toEqual(expected);
  });

  it('offers each role only preference kinds that exist', () => {
    for (const kinds of Object.values(PREFERENCE_KINDS_BY_ROLE)) for (const k of kinds) expect(PREFERENCE_KINDS).toContain(k);
  });
});

describe('channelsFor', () => {
  it('uses both channels when the recipient has no preferences (the lookup failed or found nothing)', () => {
    expect(channelsFor('bid_received', undefined)).toEqual({ inApp: true, email: true });
    expect(channelsFor('bid_received', {})).toEqual({ inApp: true, email: true });
  });

  it('follows the choice for the kind that governs the type', () => {
    expect(channelsFor('bid_received', { bid_received: 'in_app' })).toEqual({ inApp: true, email: false });
    expect(channelsFor('bid_received', { bid_received: 'email' })).toEqual({ inApp: false, email: true });
    expect(channelsFor('bid_received', { bid_received: 'both' })).toEqual({ inApp: true, email: true });
    expect(channelsFor('admin_tender_posted', { new_tender: 'email' })).toEqual({ inApp: false, email: true });
    expect(channelsFor('tender_posted', { new_tender: 'in_app' })).toEqual({ inApp: true, email: false });
  });

  it('ignores choices made for other kinds', () => {
    expect(channelsFor('bid_received', { delivery_submitted: 'in_app', new_tender: 'email' })).toEqual({ inApp: true, email: true });
  });

  it('always sends types no preference governs in both channels', () => {
    const everythingInApp = Object.fromEntries(PREFERENCE_KINDS.map((k) => [k, 'in_app' as const]));
    for (const type of ['system_notification', 'admin_user_registered', 'payment_sent'] as const) {
      expect(channelsFor(type, everythingInApp), type).toEqual({ inApp: true, email: true });
    }
  });
});

describe('notificationHref', () => {
  it('opens the tender page of the role the type is meant for', () => {
    const cases: [NotificationType, string][] = [
      ['bid_received', `/tender-poster/tender/${tenderId}`],
      ['delivery_submitted', `/tender-poster/tender/${tenderId}`],
      ['bid_accepted', `/geodesist/tender/${tenderId}`],
      ['bid_rejected', `/geodesist/tender/${tenderId}`],
      ['tender_posted', `/geodesist/tender/${tenderId}`],
      ['deliverables_accepted', `/geodesist/tender/${tenderId}`],
      ['question_asked', `/tender-poster/tender/${tenderId}`],
      ['question_answered', `/geodesist/tender/${tenderId}`],
      ['deadline_moved', `/geodesist/tender/${tenderId}`],
      ['admin_tender_posted', `/admin/tender/${tenderId}`],
      ['admin_bid_received', `/admin/tender/${tenderId}`],
      ['admin_tender_deleted', `/admin/tender/${tenderId}`],
      ['admin_delivery_submitted', `/admin/tender/${tenderId}`],
      ['admin_deliverables_accepted', `/admin/tender/${tenderId}`],
    ];
    for (const [type, href] of cases) expect(notificationHref(type, tenderId, 'geodesist'), type).toBe(href);
  });

  it("opens a cancelled tender's page under the recipient's own role", () => {
    expect(notificationHref('tender_cancelled', tenderId, 'geodesist')).toBe(`/geodesist/tender/${tenderId}`);
    expect(notificationHref('tender_cancelled', tenderId, 'tenderPoster')).toBe(`/tender-poster/tender/${tenderId}`);
    expect(notificationHref('tender_cancelled', tenderId, 'admin')).toBe(`/admin/tender/${tenderId}`);
  });

  it("opens a rated tender's page under the recipient's own role", () => {
    for (const type of ['rating_received', 'rating_replied', 'rating_hidden', 'deadline_near', 'question_deadline_near'] as const) {
      expect(notificationHref(type, tenderId, 'geodesist')).toBe(`/geodesist/tender/${tenderId}`);
      expect(notificationHref(type, tenderId, 'tenderPoster')).toBe(`/tender-poster/tender/${tenderId}`);
    }
  });

  it('opens the user list for a registration and the geodesist history for a deleted tender, with or without a reference', () => {
    expect(notificationHref('admin_user_registered', 'some-user-id', 'admin')).toBe('/admin/users');
    expect(notificationHref('admin_user_registered', null, 'admin')).toBe('/admin/users');
    expect(notificationHref('tender_deleted', tenderId, 'geodesist')).toBe('/geodesist/history');
    expect(notificationHref('tender_deleted', null, 'geodesist')).toBe('/geodesist/history');
  });

  it("goes to the role's home without a reference id or for other types", () => {
    const homes: [Role, string][] = [
      ['admin', '/admin'],
      ['tenderPoster', '/tender-poster'],
      ['geodesist', '/geodesist'],
    ];
    for (const [role, home] of homes) {
      expect(notificationHref('bid_received', null, role), role).toBe(home);
      expect(notificationHref('admin_bid_received', '', role), role).toBe(home);
      expect(notificationHref('system_notification', tenderId, role), role).toBe(home);
      expect(notificationHref('payment_requested', tenderId, role), role).toBe(home);
    }
  });

  it('encodes the reference id as one path segment', () => {
    expect(notificationHref('bid_received', '../admin?x=1#y', 'tenderPoster')).toBe('/tender-poster/tender/..%2Fadmin%3Fx%3D1%23y');
  });
});

describe('unreadBadge', () => {
  it('shows nothing at 0, the count from 1 to 9 and "9+" above 9', () => {
    expect(unreadBadge(0)).toBe('');
    expect(unreadBadge(-1)).toBe('');
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('9+');
    expect(unreadBadge(250)).toBe('9+');
  });
});

describe('notificationSubject', () => {
  it('is the label, the quoted tender title when there is one, and the product name', () => {
    expect(notificationSubject('bid_received', 'Parcel 12')).toBe('New Bid Received "Parcel 12" — GeoTender');
    expect(notificationSubject('admin_user_registered')).toBe('New User Registered — GeoTender');
    expect(notificationSubject('system_notification', null)).toBe('System Notification — GeoTender');
    expect(notificationSubject('tender_deleted', '')).toBe('Tender Deleted — GeoTender');
  });
});
