/**
 * The question sweep (docs/decisions/procurement/questions.md), run every 15 minutes by an EventBridge schedule (a
 * timer in the local cloud): Prozorro's rule that a question still unanswered when the question deadline passes
 * moves the tender's deadline by 2 working days on the Estonian calendar (domain/working-days.ts), and the bidders
 * and askers are told (the `deadline_moved` event; a `deadline_moved` history entry, actor `system`).
 *
 * Cost flat in the table's size: it reads the sparse index of waiting questions (question-models.ts
 * `byDueQuestion`) up to now, i.e. only the questions whose question deadline has passed and that no run has handled.
 * Idempotent and race-safe: the move is conditioned on the tender not having been moved for that question deadline
 * (data/deadline-moves.ts), so a second question, a second run or a concurrent run moves nothing again; each question
 * then leaves the index. A run that stops midway leaves the rest for the next one. The question deadline itself does
 * not move (the extension gives bidders time to read the late answer, it does not reopen questions).
 *
 * Search follows the deadline as it follows a poster's edit of it (tenders-update): the tender's word postings carry
 * its deadline (the `expiringSoon` sort, docs/data-model.md T11e), so each is put again with the new one before the
 * move's transaction (tenders' putPostings; a posting ahead of a refused move is put right by the next write, and a
 * list checks the tender itself).
 */
import { isConditionFailure } from '../../../kernel/errors';
import { logger } from '../../../kernel/logger';
import { outboxItem } from '../../../table/outbox';
import { deadlineTimerItems, putPostings } from '../../tenders/public';
import { deadlineMoved } from '../events';
import { listDueQuestions, leaveSweep, type QuestionItem } from '../data/questions';
import { moveDeadline, readTender } from '../data/deadline-moves';
import { addWorkingDays } from '../domain/working-days';

/** Working days a deadline moves. */
export const MOVE_WORKING_DAYS = 2;
/** Pages of due questions one run handles at most (each up to 500); the next run takes the rest. */
const MAX_PAGES = 10;

/** Moves the deadline of `tenderId` for `questionDeadline` unless it was moved already or the tender is closed. Returns whether it moved. */
async function moveOnce(tenderId: string, questionDeadline: string, at: string): Promise<boolean> {
  // Twice at most: a poster's edit of the deadline between the read and the write is read again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const tender = await readTender(tenderId);
    if (!tender || tender.status !== 'Open' || tender.deletingAt || tender.deadlineMovedFor === questionDeadline) return false;
    const to = addWorkingDays(tender.expiryDate, MOVE_WORKING_DAYS);
    const event = outboxItem(deadlineMoved, { tenderId, title: tender.title, from: tender.expiryDate, to, questionDeadline }, at);
    await putPostings({ ...tender, expiryDate: to }, at);
    try {
      await moveDeadline({ tender, to, questionDeadline, at, also: [event, ...deadlineTimerItems({ ...tender, expiryDate: to }, at)] });
      logger.info('Deadline moved for an unanswered question', { tenderId, from: tender.expiryDate, to });
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return false;
}

/** A question gone meanwhile (its tender deleted) has nothing left to leave. */
function ignoreGone(error: unknown): void {
  if (!isConditionFailure(error)) throw error;
}

/** One run: every waiting question due before now, grouped by tender and question deadline. Returns the counts. */
export const handler = async (): Promise<{ questions: number; moved: number }> => {
  const at = new Date().toISOString();
  let questions = 0;
  let moved = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const due = await listDueQuestions(at);
    if (due.length === 0) break;
    const groups = new Map<string, QuestionItem[]>();
    for (const q of due) groups.set(`${q.tenderId} ${q.questionDeadline}`, [...(groups.get(`${q.tenderId} ${q.questionDeadline}`) ?? []), q]);
    for (const group of groups.values()) {
      const { tenderId, questionDeadline } = group[0]!;
      if (await moveOnce(tenderId, questionDeadline, at)) moved += 1;
      // Handled: the questions leave the index (a run that stops before this sees them again and moves nothing).
      for (const q of group) await leaveSweep(q).catch(ignoreGone);
      questions += group.length;
    }
  }
  return { questions, moved };
};
