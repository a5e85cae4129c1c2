/**
 * `POST /tenders/{tenderId}/questions`: an approved geodesist who may see the tender asks the poster a question
 * (docs/decisions/procurement/questions.md). Open and until its question deadline (409 otherwise, with the reason);
 * posters and admins: 403 (the route's roles); bad text: 400. The question, the tender's questionCount, the
 * `question_asked` history entry and event are one transaction under the rule's condition, so nothing is written
 * when it is refused. 201 `{ question }`.
 */
import { randomUUID } from 'node:crypto';
import { getTenderWithAttachments, loadVisibleTender } from '../../tenders/public';
import { questionDeadlineOf } from '../../tenders/domain/question-deadline';
import { tenderMessages } from '../../tenders/domain/tender';
import { ConflictError, isConditionFailure, NotFoundError, throwIfRefused } from '../../../kernel/errors';
import { outboxItem } from '../../../table/outbox';
import { created, httpHandler } from '../../../api/http-handler';
import { askRefusal } from '../domain/questions';
import { askQuestion } from '../data/questions';
import { questionIdAt } from '../data/question-models';
import { questionAsked } from '../events';
import { toQuestion } from '../questions-view';

export const handler = httpHandler('questions-create', async ({ auth, params, body }) => {
  const { tender } = await loadVisibleTender(auth, params.tenderId!);
  throwIfRefused(askRefusal({ ...tender, questionDeadline: questionDeadlineOf(tender) }));
  const now = Date.now();
  const at = new Date(now).toISOString();
  const questionId = questionIdAt(now, randomUUID());
  const event = outboxItem(questionAsked, { tenderId: tender.tenderId, title: tender.title, creatorId: tender.creatorId, questionId }, at);
  const question = await askQuestion({ tender, askerId: auth.userId, questionId, text: body.text, at, also: [event] }).catch(async (error: unknown) => {
    if (!isConditionFailure(error)) throw error;
    // Refused by the condition: the tender changed since the read. Say why, as the rule says.
    const found = await getTenderWithAttachments(tender.tenderId);
    if (!found) throw new NotFoundError(tenderMessages.notFound);
    throwIfRefused(askRefusal({ ...found.tender, questionDeadline: questionDeadlineOf(found.tender) }));
    throw new ConflictError(tenderMessages.changedMeanwhile);
  });
  return created({ question: toQuestion(question) });
});
