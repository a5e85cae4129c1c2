/**
 * Who hears of an amendment (docs/decisions/procurement/amendments.md): `tender_amended` (tenders/events.ts) tells
 * every bidder of the tender, in the app, by realtime push and by e-mail as their `tender_amended` preference says.
 * The bidders are read here, in the queued worker (one Query of the tender's bids a page), never in the poster's
 * request, so an amendment costs its request the same with 10 bidders or 1,000. Keyed on the event's origin (one
 * event per version), so an event handled again notifies and e-mails nobody again.
 */
import { getProfiles } from '../account/public';
import { listBidderIds, tenderAmended } from '../tenders/public';
import type { Listener } from './event-listeners';
import type { NotificationOrigin } from './data/notifications';
import { notifyUsers } from './notify-users';
import type { Language } from '../../domain/i18n/languages';
import { renderNotice, type Notice } from '../../domain/i18n/notices';

type Amended = { title: string; version: number; reason: string; expiryDate: string; deadlineFrom?: string; confirm: boolean };

/** The notice of an amendment: the version, the reason, the new deadline (its day in UTC) when it moved, and whether to confirm. */
export function amendmentNotice(e: Amended): Notice {
  return {
    key: 'notice.amended',
    values: { title: e.title, version: e.version, reason: e.reason, moved: e.deadlineFrom ? 'yes' : 'no', deadline: { date: e.expiryDate, form: 'dateUtc' }, confirm: e.confirm ? 'yes' : 'no' },
  };
}

/** The message of an amendment in `language` (English by default). */
export function amendmentMessage(e: Amended, language?: Language): string {
  return renderNotice(language, amendmentNotice(e));
}

/** The amendment listeners, added to the listener table (event-listeners.ts) in a block of their own. */
export const amendmentListeners = [
  {
    event: tenderAmended,
    handle: async (e, origin?: NotificationOrigin) => {
      const bidders = (await getProfiles(await listBidderIds(e.tenderId))).filter((p) => !p.erasingAt);
      await notifyUsers(bidders, { type: 'tender_amended', notice: amendmentNotice(e), referenceId: e.tenderId, referenceType: 'tender', tenderTitle: e.title }, origin ? { origin } : {});
    },
  } satisfies Listener<typeof tenderAmended>,
] as const;
