/**
 * The signed-in user's WebSocket (`realtimeUrl?token=<access token>`): approval changes refresh
 * `GET /me` at once (part 1, 2.7), an admin's role or profile change refreshes the tokens and `GET /me`
 *, notifications show a 5-second toast (part 1, 4.3 and 9).
 * Reconnects after a drop, backing off from 1 s to 30 s, with a fresh token each time, and then reads the
 * notifications again, so the bell catches up on what came while the connection was down. When a connection
 * cannot be set up (no token, or closed before it opened) the user is warned once that notifications may
 * be delayed (part 1, 8.3; part 2, 8) while the retries go on; the warning goes when a connection opens.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { webConfig } from '@/config/web-config';
import { catalogue, loadParts } from '@/i18n/i18n';
import { accessToken } from './api-client';
import { authApi } from './auth-api';
import { useAuth } from './auth';
import { refreshTenderActivity, tenderMessagesKey } from './tender-queries';

// The warning's words are the app part's (this module loads apart from the landing page, once a user is signed in).
await loadParts('app', 'notices');

/** The warning's toast id, so a later success can take it away. */
const DELAYED_ID = 'realtime-delayed';

/** Keeps one WebSocket open while a user is signed in; renders nothing. */
export function RealtimeConnection() {
  const { session } = useAuth();
  const client = useQueryClient();
  const userId = session?.userId;

  useEffect(() => {
    if (!userId) return;
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let backoff = 1_000;
    let warned = false;
    // A connection was lost or could not be made: what came meanwhile was not pushed.
    let missed = false;

    const retry = () => {
      missed = true;
      if (stopped) return;
      timer = setTimeout(() => void connect(), backoff);
      backoff = Math.min(backoff * 2, 30_000);
    };
    // The set-up failed: warn once per run of failures, keep retrying.
    const failed = (error?: unknown) => {
      if (error) console.warn('Realtime connection failed', error);
      // Part 1, 8.3 and part 2, 8: 'Warning: Some notifications ... may be delayed' (the catalogue's app part).
      if (!warned) toast.warning(catalogue.t('realtime.delayedTitle'), { id: DELAYED_ID, description: catalogue.t('realtime.delayed') });
      warned = true;
      retry();
    };

    const connect = async () => {
      const token = await accessToken();
      if (stopped) return;
      if (!token) return failed();
      let ws: WebSocket;
      try {
        const url = new URL(webConfig().realtimeUrl);
        url.searchParams.set('token', token);
        ws = new WebSocket(url);
      } catch (error) {
        return failed(error);
      }
      socket = ws;
      let opened = false;
      ws.onopen = () => {
        opened = true;
        backoff = 1_000;
        if (warned) toast.dismiss(DELAYED_ID);
        warned = false;
        if (missed) void client.invalidateQueries({ queryKey: ['notifications'] });
        missed = false;
      };
      ws.onmessage = async (event) => {
        let data: unknown;
        try {
          data = JSON.parse(String(event.data));
        } catch {
          return;
        }
        // The schema (and zod) load on the first message, not with the landing page.
        const [{ realtimeMessageSchema }, { isNotificationType }] = await Promise.all([import('@features/notifications/domain/dto'), import('@features/notifications/domain/notifications')]);
        const parsed = realtimeMessageSchema.safeParse(data);
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === 'approval') {
          void client.invalidateQueries({ queryKey: ['me'] });
        } else if (message.type === 'session_refresh') {
          // An admin changed the role or profile: a fresh token carries the new group, then the app follows it.
          const { fetchAuthSession } = await authApi();
          await fetchAuthSession({ forceRefresh: true }).catch((error: unknown) => console.warn('Token refresh failed', error));
          void client.invalidateQueries({ queryKey: ['session'] });
          void client.invalidateQueries({ queryKey: ['me'] });
        } else if (message.type === 'message') {
          // A message on a thread the user is on: an open thread shows it at once, and its unread badge follows.
          void client.invalidateQueries({ queryKey: tenderMessagesKey(message.tenderId) });
          // The bell's count and the tender rows' badges come with the notifications.
          void client.invalidateQueries({ queryKey: ['notifications'] });
        } else {
          // Title from the type (part 1, 4.3), the message as description, 5 seconds (part 1, 9).
          const type = message.notificationType;
          const title = catalogue.t(isNotificationType(type) ? `notice.label.${type}` : 'notice.label.fallback');
          toast(title, { description: message.message, duration: 5_000 });
          void client.invalidateQueries({ queryKey: ['notifications'] });
          // What it tells of has changed what the open page lists: a new tender, a bid, an award, a delivery.
          void refreshTenderActivity(client);
        }
      };
      // A drop after the connection opened is retried quietly; a close before it opened is a failed set-up.
      ws.onclose = () => (opened ? retry() : failed());
    };
    void connect();

    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [userId, client]);

  return null;
}
