/**
 * What the History card says of an entry (tenders/domain/history.ts): the actor's role as a person reads it and one
 * plain sentence per kind, from the entry's details, in the reader's language (the catalogue's work part,
 * `historyEntry.*`). Pure, shared with the web app; times are formatted by the caller (the reader's own zone).
 */
import type { Translate } from '../../../domain/i18n/translate';
import { CANCEL_REASONS, type CancelReason } from './cancellation';
import type { HistoryActor, HistoryEntry, HistoryKind } from '../../tenders/domain/history';

/** The actor's role as the card shows it; `system` is the platform acting on its own. */
export function historyActorLabel(actor: HistoryActor, t: Translate): string {
  return t(`historyEntry.actor.${actor}`);
}

type Details = HistoryEntry['details'];
type Sentence = (details: Details, t: Translate, formatTime: (iso: string) => string) => string;

const text = (details: Details, key: string): string | undefined => {
  const value = details[key];
  return value === undefined || value === '' ? undefined : String(value);
};
const withReason = (head: string, details: Details, t: Translate) => {
  const reason = text(details, 'reason');
  return reason ? t('historyEntry.withReason', { head, reason }) : head;
};
const counted = (head: string, details: Details, t: Translate, tail: 'historyEntry.soFar' | 'historyEntry.left') => {
  const count = text(details, 'count');
  return count === undefined ? head : t(tail, { head, count });
};

const SENTENCES: Record<HistoryKind, Sentence> = {
  published: (_, t) => t('historyEntry.published'),
  edited: (_, t) => t('historyEntry.edited'),
  amended: (d, t) => withReason(text(d, 'version') ? t('historyEntry.amendedTo', { version: text(d, 'version')! }) : t('historyEntry.amended'), d, t),
  question_asked: (_, t) => t('historyEntry.questionAsked'),
  question_answered: (_, t) => t('historyEntry.questionAnswered'),
  bid_received: (d, t) => counted(t('historyEntry.bidReceived'), d, t, 'historyEntry.soFar'),
  bid_withdrawn: (d, t) => counted(t('historyEntry.bidWithdrawn'), d, t, 'historyEntry.left'),
  deadline_moved: (d, t, formatTime) => {
    const [from, to] = [text(d, 'from'), text(d, 'to')];
    const head =
      from && to
        ? t('historyEntry.deadlineMovedFromTo', { from: formatTime(from), to: formatTime(to) })
        : to
          ? t('historyEntry.deadlineMovedTo', { to: formatTime(to) })
          : t('historyEntry.deadlineMoved');
    return withReason(head, d, t);
  },
  awarded: (_, t) => t('historyEntry.awarded'),
  delivered: (d, t) => {
    const files = Number(text(d, 'files'));
    return Number.isFinite(files) && files > 0 ? t('historyEntry.deliveredFiles', { files }) : t('historyEntry.delivered');
  },
  changes_requested: (_, t) => t('historyEntry.changesRequested'),
  completed: (d, t) => (text(d, 'automatic') ? t('historyEntry.completedAutomatically', { days: text(d, 'automatic')! }) : t('historyEntry.completed')),
  // The reason is stored as its code (domain/cancellation.ts); the sentence gives its name.
  cancelled: (d, t) => {
    const code = text(d, 'reason');
    return code && (CANCEL_REASONS as readonly string[]).includes(code)
      ? t('historyEntry.cancelledFor', { reason: t(`domain.cancelReason.${code as CancelReason}`) })
      : withReason(t('historyEntry.cancelled'), d, t);
  },
  message_hidden: (d, t) => withReason(t('historyEntry.messageHidden'), d, t),
  rating_hidden: (d, t) => withReason(text(d, 'side') === 'contractor' ? t('historyEntry.contractorRatingHidden') : t('historyEntry.posterRatingHidden'), d, t),
};

/**
 * The sentence of `entry` in `t`'s language, e.g. 'Bid received (3 so far)', 'Amended to version 2: <reason>';
 * `formatTime` formats an ISO instant. Needs the catalogue's work and domain parts loaded.
 */
export function historySentence(entry: Pick<HistoryEntry, 'kind' | 'details'>, t: Translate, formatTime: (iso: string) => string): string {
  return SENTENCES[entry.kind](entry.details, t, formatTime);
}
