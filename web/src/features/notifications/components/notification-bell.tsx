/**
 * The notification bell (spec part 1, 2.14, 4.3 and 9): the unread badge ('9+' above 9), a dropdown with
 * 'Loading notifications...' and 'No notifications', a list that scrolls at 300 px, opening an item marks
 * it read and goes to its page, closing the dropdown marks all read, read items can be deleted, and
 * 'Clear all' empties the list on screen only. The list refreshes every 60 s while closed; realtime
 * pushes refresh it at once (features/notifications/realtime.tsx). Unread messages on the caller's projects are
 * added to the badge and listed at the top, each opening its tender; closing the dropdown leaves them unread (only
 * reading the thread does that; docs/decisions/after-award/messages.md).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Notification } from '@features/notifications/domain/dto';
import { notificationHref, unreadBadge } from '@features/notifications/domain/notifications';
import { loadParts, useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
import { unreadMessagesText } from '@features/messages/domain/messages';
import { useAuth } from '@/lib/auth';
import { deleteNotification } from '../api/delete-notification';
import { notificationsQueryOptions, useNotifications } from '../api/get-notifications';
import { markNotificationsRead } from '../api/mark-notifications-read';
import './notification-bell.css';

// The notification types' labels (the notices part, shared with the e-mails).
await loadParts('notices');

const BellIcon = () => (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.7 21a2 2 0 0 1-3.4 0" />
  </svg>
);

export function NotificationBell() {
  const t = useT();
  const fmt = useFormat();
  const { role } = useAuth();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  // Ids cleared from the screen by 'Clear all' (the records stay; part 1, 2.14).
  const [clearedIds, setClearedIds] = useState<ReadonlySet<string>>(new Set());
  const query = useNotifications(!open);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const failedToLoad = useRef(false);

  useEffect(() => {
    if (query.isError && !failedToLoad.current) toast.error(t('bell.loadFailed'));
    failedToLoad.current = query.isError;
  }, [query.isError, t]);

  const items = (query.data?.items ?? []).filter((n) => !clearedIds.has(n.notificationId));
  const unread = (query.data?.items ?? []).filter((n) => !n.isRead).length;
  const messages = query.data?.messages ?? { total: 0, tenders: [] };
  const badge = unreadBadge(unread + messages.total);
  const refresh = () => client.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey });

  const close = () => {
    setOpen(false);
    if (unread > 0) {
      markNotificationsRead({ all: true })
        .then(refresh)
        .catch(() => toast.error(t('bell.markFailed')));
    }
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  });

  const openItem = async (n: Notification) => {
    if (!n.isRead) {
      await markNotificationsRead({ ids: [n.notificationId] }).catch(() => toast.error(t('bell.markFailed')));
      void refresh();
    }
    setOpen(false);
    if (role) navigate(notificationHref(n.type, n.referenceId, role));
  };

  const remove = async (n: Notification) => {
    try {
      await deleteNotification(n.notificationId);
      toast.success(t('bell.deleted'));
      void refresh();
    } catch {
      toast.error(t('bell.deleteFailed'));
    }
  };

  return (
    <div className="notification-bell" ref={root}>
      <button
        type="button"
        className="notification-bell-button"
        // The name holds the badge's visible text ('9+' too), so what is seen is what is announced.
        aria-label={badge ? t('bell.unread', { badge }) : t('bell.title')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <BellIcon />
        {badge && (
          <span className="notification-bell-badge" data-testid="notification-badge">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div className="notification-panel" id={panelId} role="dialog" aria-label={t('bell.title')}>
          <div className="notification-panel-head">
            <strong>{t('bell.title')}</strong>
            <button
              type="button"
              className="notification-link"
              disabled={items.length === 0}
              onClick={() => {
                setClearedIds(new Set((query.data?.items ?? []).map((n) => n.notificationId)));
                toast.success(t('bell.cleared'));
              }}
            >
              {t('bell.clearAll')}
            </button>
          </div>
          {messages.tenders.length > 0 && (
            <ul className="notification-messages" aria-label={t('bell.unreadMessages')}>
              {messages.tenders.map((thread) => (
                <li key={thread.tenderId}>
                  <button
                    type="button"
                    className="notification-item"
                    data-testid="unread-thread"
                    onClick={() => {
                      setOpen(false);
                      if (role) navigate(notificationHref('messages_unread', thread.tenderId, role));
                    }}
                  >
                    <span className="notification-title">{unreadMessagesText(thread.unread)}</span>
                    <span className="notification-message">{thread.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="notification-list">
            {query.isPending ? (
              <p className="notification-empty">{t('bell.loading')}</p>
            ) : items.length === 0 ? (
              <p className="notification-empty">{t('bell.empty')}</p>
            ) : (
              <ul>
                {items.map((n) => (
                  <li key={n.notificationId} className={n.isRead ? 'is-read' : 'is-unread'}>
                    <button type="button" className="notification-item" onClick={() => void openItem(n)}>
                      <span className="notification-title">{t(`notice.label.${n.type}`)}</span>
                      <span className="notification-message">{n.message}</span>
                      <span className="notification-time">{fmt.dateTime(n.createdAt)}</span>
                    </button>
                    {n.isRead && (
                      <button type="button" className="notification-delete" aria-label={t('bell.delete', { message: n.message })} onClick={() => void remove(n)}>
                        ×
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
