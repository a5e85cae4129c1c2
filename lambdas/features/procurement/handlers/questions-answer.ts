/**
 * `POST /tenders/{tenderId}/questions/{questionId}/answer`: the poster answers a question about their Open tender,
 * once (a second answer: 409; an answer others have read is not rewritten), also after the question deadline
 * (docs/decisions/procurement/questions.md). Not the poster: 403; not Open: 409; unknown question: 404. An optional
 * `file` is a staged upload of the poster (POST /uploads, purpose attachment), verified again and copied under
 * `tenders/{tenderId}/answers/{questionId}/`; a refused file: 400 and nothing written. The answer, the
 * `question_answered` history entry and event are one transaction; when it fails the copy is removed.
 */
import { randomUUID } from 'node:crypto';
import { getTenderWithAttachments } from '../../tenders/public';
import { questionDeadlineOf } from '../../tenders/domain/question-deadline';
import { tenderMessages } from '../../tenders/domain/tender';
import { BadRequestError, ConflictError, ForbiddenError, isConditionFailure, NotFoundError, throwIfRefused } from '../../../kernel/errors';
import { copyStagedThenStore, removeObjectsQuietly, stagingPrefix, verifyStagedObject } from '../../../kernel/files';
import { outboxItem } from '../../../table/outbox';
import { httpHandler } from '../../../api/http-handler';
import { answerRefusal, questionMessages } from '../domain/questions';
import { answerQuestion, getQuestion, type AnswerFileItem } from '../data/questions';
import { questionAnswered } from '../events';
import { toQuestion } from '../questions-view';
import { english } from '../../../domain/i18n/english';

/** The tender and the question, or 404; the tender as the question rules read it. */
async function load(tenderId: string, questionId: string, consistent = false) {
  const [found, question] = await Promise.all([getTenderWithAttachments(tenderId), getQuestion(tenderId, questionId, { consistent })]);
  if (!found || found.tender.deletingAt) throw new NotFoundError(tenderMessages.notFound);
  if (!question) throw new NotFoundError(questionMessages.notFound);
  return { tender: found.tender, state: { ...found.tender, questionDeadline: questionDeadlineOf(found.tender) }, question };
}

export const handler = httpHandler('questions-answer', async ({ auth, params, body }) => {
  const { tender, state, question } = await load(params.tenderId!, params.questionId!);
  throwIfRefused(answerRefusal(state, question, auth.userId));

  let file: (AnswerFileItem & { from: string }) | undefined;
  if (body.file) {
    if (!body.file.startsWith(stagingPrefix(auth.userId))) throw new ForbiddenError(english('error.upload.fileForeign'));
    const check = await verifyStagedObject(body.file);
    if (!check.ok) throw new BadRequestError(questionMessages.fileRejected, { file: [`${check.filename}: ${check.message}`] });
    const { filename, contentType, size } = check.file;
    file = { filename, contentType, size, s3Key: `tenders/${tender.tenderId}/answers/${question.questionId}/${randomUUID()}/${filename}`, from: check.file.key };
  }

  const at = new Date().toISOString();
  const event = outboxItem(questionAnswered, { tenderId: tender.tenderId, title: tender.title, questionId: question.questionId }, at);
  const stored = file ? (({ from: _from, ...rest }) => rest)(file) : undefined;
  const answered = await copyStagedThenStore(file ? [{ from: file.from, to: file.s3Key, contentType: file.contentType }] : [], () =>
    answerQuestion({ question, posterId: auth.userId, text: body.text, ...(stored ? { file: stored } : {}), at, also: [event] }),
  ).catch(async (error: unknown) => {
    if (!isConditionFailure(error)) throw error;
    // A concurrent answer, an award or a delete won: say why, as the rules say.
    const now = await load(tender.tenderId, question.questionId, true);
    throwIfRefused(answerRefusal(now.state, now.question, auth.userId));
    throw new ConflictError(tenderMessages.changedMeanwhile);
  });
  if (file) await removeObjectsQuietly([file.from]);
  return { question: toQuestion(answered) };
});
