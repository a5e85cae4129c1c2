/**
 * What the History card says of an entry (tenders/domain/history.ts): the actor's role as a person reads it and one
 * plain sentence per kind, from the entry's details. Pure, shared with the web app; times are formatted by the caller
 * (the reader's own zone).
 */
import { CANCEL_REASON_LABELS, type CancelReason } from './cancellation';
import type { HistoryActor, HistoryEntry, HistoryKind } from '../../tenders/domain/history';

/** The actor's role as the card shows it; `system` is the platform acting on its own. */
export const HISTORY_ACTOR_LABELS: Record<HistoryActor, string> = {
  tenderPoster: 'Tender poster',
  geodesist: 'Geodesist',
  admin: 'Admin',
  system: 'GeoTender',
};

type Details = HistoryEntry['details'];
type Sentence = (details: Details, formatTime: (iso: string) => string) => string;

const text = (details: Details, key: string): string | undefined => {
  const value = details[key];
  return value === undefined || value === '' ? undefined : String(value);
};
const withReason = (head: string, details: Details) => {
  const reason = text(details, 'reason');
  return reason ? `${head}: ${reason}` : head;
};
const counted = (head: string, details: Details, tail: string) => {
  const count = text(details, 'count');
  return count === undefined ? head : `${head} (${count} ${tail})`;
};

const SENTENCES: Record<HistoryKind, Sentence> = {
  published: () => 'Published',
  edited: () => 'Edited before any bid or question',
  amended: (d) => withReason(text(d, 'version') ? `Amended to version ${text(d, 'version')}` : 'Amended', d),
  question_asked: () => 'Question asked',
  question_answered: () => 'Question answered',
  bid_received: (d) => counted('Bid received', d, 'so far'),
  bid_withdrawn: (d) => counted('Bid withdrawn', d, 'left'),
  deadline_moved: (d, formatTime) => {
    const [from, to] = [text(d, 'from'), text(d, 'to')];
    return withReason(from && to ? `Deadline moved from ${formatTime(from)} to ${formatTime(to)}` : to ? `Deadline moved to ${formatTime(to)}` : 'Deadline moved', d);
  },
  awarded: () => 'Awarded',
  delivered: (d) => {
    const files = Number(text(d, 'files'));
    return Number.isFinite(files) && files > 0 ? `Deliverables submitted (${files} ${files === 1 ? 'file' : 'files'})` : 'Deliverables submitted';
  },
  changes_requested: () => 'Changes requested',
  completed: (d) => (text(d, 'automatic') ? `Completed: deliverables accepted automatically after ${text(d, 'automatic')} days without a review` : 'Completed: deliverables accepted'),
  // The reason is stored as its code (domain/cancellation.ts); the sentence gives its label.
  cancelled: (d) => {
    const code = text(d, 'reason') as CancelReason | undefined;
    return code && code in CANCEL_REASON_LABELS ? `Cancelled: ${CANCEL_REASON_LABELS[code]}` : withReason('Cancelled', d);
  },
  message_hidden: (d) => withReason('A message was hidden by an admin', d),
  rating_hidden: (d) => withReason(text(d, 'side') === 'contractor' ? 'The contractor’s rating hidden by an admin' : 'The poster’s rating hidden by an admin', d),
};

/** The sentence of `entry`, e.g. 'Bid received (3 so far)', 'Amended to version 2: <reason>'; `formatTime` formats an ISO instant. */
export function historySentence(entry: Pick<HistoryEntry, 'kind' | 'details'>, formatTime: (iso: string) => string): string {
  return SENTENCES[entry.kind](entry.details, formatTime);
}
