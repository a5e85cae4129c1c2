/**
 * Questions and answers about an Open tender (docs/decisions/procurement/questions.md). Until the tender's question
 * deadline (tenders/domain/question-deadline.ts) approved geodesists who may see the tender ask; the poster answers
 * each question once, also after the question deadline, while the tender is Open; everyone who may read the tender
 * reads the questions and answers, and only admins learn who asked. Pure module: the handlers, the writes' DynamoDB
 * conditions (lambdas/table/conditions.ts) and the web app read the same clauses, messages and schemas.
 */
import * as z from 'zod/mini';
import { firstRefusal, type Clause, type Refusal } from '../../../domain/rules';
import { stagedKeySchema, text } from '../../../domain/schemas';
import { built } from '../../../domain/built';
import { english } from '../../../domain/i18n/english';

/** Longest question, in characters (a question is a paragraph or two; the bid comment allows 2,000 as well). */
export const MAX_QUESTION_LENGTH = 2_000;
/** Longest answer, in characters (an answer may quote the documents it clarifies). */
export const MAX_ANSWER_LENGTH = 5_000;
/** Questions per page of `GET /tenders/{tenderId}/questions`. */
export const QUESTION_PAGE_SIZE = 20;

/** Messages of the questions' routes, each one a person can act on. */
export const questionMessages = {
  textRequired: english('error.question.textRequired', { max: MAX_QUESTION_LENGTH }),
  answerRequired: english('error.question.answerRequired', { max: MAX_ANSWER_LENGTH }),
  notOpen: english('error.question.notOpen'),
  deadlinePassed: english('error.question.deadlinePassed'),
  answerNotOpen: english('error.question.answerNotOpen'),
  notPoster: english('error.question.notPoster'),
  alreadyAnswered: english('error.question.alreadyAnswered'),
  notFound: english('error.question.notFound'),
  fileNotFound: english('error.question.fileNotFound'),
  fileRejected: english('error.question.fileRejected'),
  badCursor: english('error.question.badCursor'),
} as const;

/** The tender as the question rules read it: status, a delete begun, and its question deadline (ISO; questionDeadlineOf). */
export interface QuestionTenderState {
  creatorId: string | null;
  status: string;
  deletingAt?: string | null;
  questionDeadline: string;
}

/** The question as the answer rule reads it. */
export interface QuestionState {
  answeredAt?: string | null;
}

const notOpen: Refusal = { status: 409, message: questionMessages.notOpen };

/**
 * "A geodesist may ask about this tender now" (the route admits approved geodesists only): Open and no delete begun
 * (409), the question deadline, an ISO instant, not passed at `nowIso`, the instant itself included (409).
 */
export function askable(nowIso: string): Clause<QuestionTenderState>[] {
  return [
    { field: 'status', is: 'eq', value: 'Open', refusal: notOpen },
    { field: 'deletingAt', is: 'absent', refusal: notOpen },
    { field: 'questionDeadline', is: 'gte', value: nowIso, refusal: { status: 409, message: questionMessages.deadlinePassed } },
  ];
}

/** Why a geodesist may not ask about `tender` at `now` (epoch ms), or null when they may. */
export function askRefusal(tender: QuestionTenderState, now: number = Date.now()): Refusal | null {
  return firstRefusal(askable(new Date(now).toISOString()), tender);
}

/**
 * "This poster may answer questions on this tender": theirs (403), no delete begun and Open (409). The question
 * deadline does not matter: an answer is always welcome, and an answer after it still moves the deadline (the sweep).
 * A tender past Open takes no answers: the award is made, the answer would inform no bid.
 */
export function answerable(posterId: string): Clause<QuestionTenderState>[] {
  const answerNotOpen: Refusal = { status: 409, message: questionMessages.answerNotOpen };
  return [
    { field: 'creatorId', is: 'eq', value: posterId, refusal: { status: 403, message: questionMessages.notPoster } },
    { field: 'deletingAt', is: 'absent', refusal: answerNotOpen },
    { field: 'status', is: 'eq', value: 'Open', refusal: answerNotOpen },
  ];
}

/** "A question may be answered": not answered yet (409). One answer per question: an answer others read is not rewritten. */
export const unanswered: Clause<QuestionState>[] = [{ field: 'answeredAt', is: 'absent', refusal: { status: 409, message: questionMessages.alreadyAnswered } }];

/** Why `posterId` may not answer `question` on `tender`, or null when they may. */
export function answerRefusal(tender: QuestionTenderState, question: QuestionState, posterId: string): Refusal | null {
  return firstRefusal(answerable(posterId), tender) ?? firstRefusal(unanswered, question);
}

/** `POST /tenders/{tenderId}/questions` body. */
export const questionCreateSchema = /* @__PURE__ */ built(() => z.object({ text: text(questionMessages.textRequired, 1, MAX_QUESTION_LENGTH) }));
export type QuestionCreate = z.input<typeof questionCreateSchema>;

/** `POST /tenders/{tenderId}/questions/{questionId}/answer` body: the text and, optionally, one staged upload (POST /uploads, purpose attachment). */
export const answerCreateSchema = /* @__PURE__ */ built(() => z.object({ text: text(questionMessages.answerRequired, 1, MAX_ANSWER_LENGTH), file: z.optional(stagedKeySchema) }));
export type AnswerCreate = z.input<typeof answerCreateSchema>;

/** An answer's file as shown (no storage key): download it through `GET …/answer/file`. */
export const answerFileSchema = /* @__PURE__ */ built(() => z.object({ filename: z.string(), contentType: z.string(), size: z.int() }));

/**
 * A question as the API answers it, to everyone who may read the tender: its text and time, the answer (null until
 * given) with its time and file. `askerName` only for admins (the asker's company, else name), null for everyone else.
 */
export const questionSchema = /* @__PURE__ */ built(() =>
  z.object({
    questionId: z.string(),
    text: z.string(),
    askedAt: z.string(),
    askerName: z.nullable(z.string()),
    answer: z.nullable(z.object({ text: z.string(), answeredAt: z.string(), file: z.nullable(answerFileSchema) })),
  }),
);
export type Question = z.infer<typeof questionSchema>;

/** A page of a tender's questions, newest first, and where to resume (null at the end). */
export const questionPageSchema = /* @__PURE__ */ built(() => z.object({ items: z.array(questionSchema), nextCursor: z.nullable(z.string()) }));
export type QuestionPage = z.infer<typeof questionPageSchema>;

/** The answer of `POST …/questions` (201) and `POST …/answer`: the question as stored. */
export const questionResultSchema = /* @__PURE__ */ built(() => z.object({ question: questionSchema }));

/** `GET …/answer/file`: a signed link valid for `expiresInSeconds`. */
export const answerFileLinkSchema = /* @__PURE__ */ built(() => z.object({ url: z.string(), expiresInSeconds: z.int() }));
