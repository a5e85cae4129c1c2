/**
 * The reveal timer of a tender's ratings (docs/decisions/after-award/ratings.md, "The 14-day end"): put in the first
 * rating's transaction, due a second after the round's window closes (`revealDue`, so the reveal's condition
 * `revealDue < at` holds when it fires), and deleted in the second rating's transaction, which reveals both. When it
 * fires, the listener (notifications/rating-listeners.ts) reveals the round through `revealIfDue`, conditioned, so
 * a read or write that revealed it first leaves nothing to do. No rating, no round, no timer.
 */
import { cancelTimerItem, timerItem } from '../../table/timers';
import type { TransactItem } from '../../table/model-table';
import { ratingsRevealDue } from './events';

/** The timer of the round of `tenderId` whose window closes at `revealDue` (ISO), for the first rating's transaction. */
export function revealTimerItem(tenderId: string, revealDue: string): TransactItem {
  return timerItem(ratingsRevealDue, { tenderId }, { key: tenderId, dueAt: new Date(Date.parse(revealDue) + 1_000).toISOString() });
}

/** The delete of that timer, for the second rating's transaction (it reveals the round itself). */
export function cancelRevealTimerItem(tenderId: string): TransactItem {
  return cancelTimerItem(ratingsRevealDue, tenderId);
}
