/**
 * `GET /tenders/{tenderId}/questions`: the tender's questions and the poster's answers, newest first, a page at a
 * time, for whoever may read the tender (403 otherwise, 404 for an unknown one). The asker is named to admins only.
 * One Query of the tender's partition (collection tenderQuestions).
 */
import { loadVisibleTender } from '../../tenders/public';
import { BadRequestError } from '../../../kernel/errors';
import { isBadCursor } from '../../../table/model-table';
import { httpHandler } from '../../../api/http-handler';
import { questionMessages } from '../domain/questions';
import { listQuestions } from '../data/questions';
import { askerNamesFor, toQuestion } from '../questions-view';

export const handler = httpHandler('questions-list', async ({ auth, params, query }) => {
  const { tender } = await loadVisibleTender(auth, params.tenderId!);
  const page = await listQuestions(tender.tenderId, query.cursor).catch((error: unknown) => {
    if (query.cursor && isBadCursor(error)) throw new BadRequestError(questionMessages.badCursor);
    throw error;
  });
  const names = await askerNamesFor(auth, page.items);
  return { items: page.items.map((q) => toQuestion(q, names)), nextCursor: page.cursor };
});
