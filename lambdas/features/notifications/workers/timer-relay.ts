/**
 * The timer relay (table/timers.ts): run every minute by an EventBridge schedule in the stack, and by the local
 * cloud's clock locally (local/clock.ts, which tests move). A run fires every timer due at the schedule's time
 * (`event.time`, the invocation's time when absent): each in one transaction that deletes the timer on the condition
 * that it is still due then and records its event in the outbox, so the event reaches its listeners once through the
 * outbox path. A timer cancelled or rescheduled meanwhile fails that condition and is skipped. Cost flat in the table's
 * size: one Query of the due index a page; nothing due, one empty Query.
 */
import { isConditionFailure } from '../../../kernel/errors';
import { logger } from '../../../kernel/logger';
import { fireTimer, listDueTimers } from '../../../table/timers';

/** Timers read a page, and pages a run handles at most (the next run takes the rest). */
const PAGE = 100;
const MAX_PAGES = 20;

/** One run at `event.time` (ISO instant; now when absent). Returns how many timers fired and how many were skipped. */
export const handler = async (event: { time?: string } = {}): Promise<{ fired: number; skipped: number }> => {
  const at = event.time && !Number.isNaN(Date.parse(event.time)) ? new Date(event.time).toISOString() : new Date().toISOString();
  let fired = 0;
  let skipped = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const due = await listDueTimers(at, PAGE);
    for (const timer of due) {
      try {
        await fireTimer(timer, at);
        fired += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        skipped += 1;
      }
    }
    if (due.length < PAGE) break;
  }
  if (fired + skipped > 0) logger.info('Timers fired', { fired, skipped, at });
  return { fired, skipped };
};
