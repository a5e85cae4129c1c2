/**
 * Reads and writes of a tender's questions (question-models.ts; rules in domain/questions.ts). A question is asked and
 * answered each in ONE transaction with the tender's change, its history entry (tenders' historyItem) and its event
 * (the outbox), so none of them is stored without the others; the writes carry the rules' clauses as conditions.
 */
import { historyItem, tenderModel, type TenderItem } from '../../tenders/public';
import { QUESTION_DEADLINE_DAYS, questionDeadlineOf } from '../../tenders/domain/question-deadline';
import { whereAll } from '../../../table/conditions';
import type { WhereCallback } from '../../../table/expressions';
import { tableOf, transactWrite, type QueryPage, type TransactItem } from '../../../table/model-table';
import { answerable, askable, QUESTION_PAGE_SIZE, unanswered } from '../domain/questions';
import { ERASED_ASKER, SWEEP_QUEUE, tenderQuestionModel } from './question-models';

/** An answer's stored file (its key never leaves the API). */
export interface AnswerFileItem {
  filename: string;
  contentType: string;
  size: number;
  s3Key: string;
}

/** A question as stored. */
export interface QuestionItem {
  tenderId: string;
  questionId: string;
  askedAt: string;
  text: string;
  /** The asker's user id; ERASED_ASKER (empty) once their account is erased. */
  askerId: string;
  questionDeadline: string;
  answerText?: string;
  answeredAt?: string;
  answerFile?: AnswerFileItem;
  sweepQueue?: string;
  createdAt: string;
}

const questions = tableOf<QuestionItem>(tenderQuestionModel);
const tenders = tableOf<TenderItem>(tenderModel);

const DAY_MS = 86_400_000;

/**
 * The condition of a question on `tender` at `nowIso`: the rule `askable`, on the tender as read (its question
 * deadline and deadline unchanged). A tender stored without a question deadline reads its deadline minus three days:
 * its condition is the same rule on the deadline (the deadline at least three days away).
 */
function askWhere(tender: TenderItem, nowIso: string): WhereCallback {
  const [open, notDeleting, inTime] = askable(nowIso);
  if (tender.questionDeadline !== undefined) return whereAll([open!, notDeleting!, inTime!], (a, op) => op.eq(a.questionDeadline, tender.questionDeadline));
  const legacyInTime = new Date(Date.parse(nowIso) + QUESTION_DEADLINE_DAYS * DAY_MS).toISOString();
  return whereAll(
    [open!, notDeleting!],
    (a, op) => op.notExists(a.questionDeadline),
    (a, op) => op.eq(a.expiryDate, tender.expiryDate),
    (a, op) => op.gte(a.expiryDate, legacyInTime),
  );
}

/**
 * Stores a question of `askerId` about `tender` (as read) in ONE transaction: the question (in the sweep's index),
 * the tender's questionCount + 1 (and its question deadline, written down when the tender had none), the history
 * entry (`question_asked`, the asker kept as actorId: only admins see names) and `also` (the event's outbox item),
 * under the rule `askable` at `at`. Throws TransactionCanceledException when a condition fails (part 1: the tender).
 */
export async function askQuestion(input: { tender: TenderItem; askerId: string; questionId: string; text: string; at: string; also: readonly TransactItem[] }): Promise<QuestionItem> {
  const { tender, at } = input;
  const questionDeadline = questionDeadlineOf(tender);
  const item: QuestionItem = {
    tenderId: tender.tenderId,
    questionId: input.questionId,
    askedAt: at,
    text: input.text,
    askerId: input.askerId,
    questionDeadline,
    sweepQueue: SWEEP_QUEUE,
    createdAt: at,
  };
  await transactWrite([
    questions.putItem({ ...item }, { ifAbsent: true }),
    tenders.updateItem({ tenderId: tender.tenderId }, { set: { questionDeadline }, add: { questionCount: 1 }, where: askWhere(tender, at) }, { mustExist: true }),
    historyItem({ tenderId: tender.tenderId, kind: 'question_asked', actorRole: 'geodesist', actorId: input.askerId, details: { questionId: input.questionId }, at }),
    ...input.also,
  ]);
  return item;
}

/**
 * Stores the poster's answer to `question` in ONE transaction: the answer on the question (only if still unanswered),
 * a check that the tender is answerable by `posterId` (Open, theirs, no delete begun), the history entry
 * (`question_answered`) and `also` (the event). An answer up to the question deadline takes the question out of the
 * sweep's index; a later one leaves it there, so the sweep still moves the deadline (the question was unanswered when
 * the question deadline passed). Throws TransactionCanceledException when a condition fails (part 0: the question, 1:
 * the tender).
 */
export async function answerQuestion(input: { question: QuestionItem; posterId: string; text: string; file?: AnswerFileItem; at: string; also: readonly TransactItem[] }): Promise<QuestionItem> {
  const { question, at } = input;
  const inTime = at <= question.questionDeadline;
  const set = { answerText: input.text, answeredAt: at, ...(input.file ? { answerFile: input.file } : {}) };
  await transactWrite([
    questions.updateItem({ tenderId: question.tenderId, questionId: question.questionId }, { set, ...(inTime ? { remove: ['sweepQueue'] } : {}), where: whereAll(unanswered) }, { mustExist: true }),
    tenders.checkItem({ tenderId: question.tenderId }, whereAll(answerable(input.posterId))),
    historyItem({
      tenderId: question.tenderId,
      kind: 'question_answered',
      actorRole: 'tenderPoster',
      actorId: input.posterId,
      details: { questionId: question.questionId, ...(input.file ? { filename: input.file.filename } : {}) },
      at,
    }),
    ...input.also,
  ]);
  const answered: QuestionItem = { ...question, ...set };
  if (inTime) delete answered.sweepQueue;
  return answered;
}

/** A question of `tenderId` by id, or undefined (GetItem; `consistent` for a strong read). */
export async function getQuestion(tenderId: string, questionId: string, opts: { consistent?: boolean } = {}): Promise<QuestionItem | undefined> {
  return questions.get({ tenderId, questionId }, opts);
}

/** One page of a tender's questions, newest first (QUESTION_PAGE_SIZE), from `cursor`. One Query. */
export async function listQuestions(tenderId: string, cursor?: string | null): Promise<QueryPage<QuestionItem>> {
  return questions.query('byTender', { tenderId }, { order: 'desc', limit: QUESTION_PAGE_SIZE, cursor: cursor ?? null });
}

/** The ids of everyone who asked about `tenderId` (every page of its questions, only the askers read); erased askers left out. */
export async function listAskerIds(tenderId: string): Promise<string[]> {
  const all = await questions.queryAll('byTender', { tenderId }, { attributes: ['askerId'] });
  return [...new Set(all.map((q) => q.askerId).filter((id) => id !== ERASED_ASKER))];
}

/** Every question whose question deadline lies before `beforeIso` and that still waits in the sweep's index, oldest deadline first. */
export async function listDueQuestions(beforeIso: string, limit = 500): Promise<QuestionItem[]> {
  const page = await questions.query('byDueQuestion', { sweepQueue: SWEEP_QUEUE }, { range: { lt: { questionDeadline: beforeIso } }, limit });
  return page.items;
}

/** Takes `question` out of the sweep's index (the sweep has handled it). Idempotent. */
export async function leaveSweep(question: Pick<QuestionItem, 'tenderId' | 'questionId'>): Promise<void> {
  await questions.write({ tenderId: question.tenderId, questionId: question.questionId }, { remove: ['sweepQueue'] }, { mustExist: true });
}
