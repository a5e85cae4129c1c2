/**
 * `POST /tenders/{tenderId}/ratings/reply`: the person rated replies once to the revealed rating of them on the
 * tender. Not a party: 403; not revealed, hidden or already replied: 409; no rating of them: 404. The author hears of it (`rating_replied`).
 */
import { ForbiddenError, isConditionFailure, throwIfRefused } from '../../../kernel/errors';
import { firstRefusal } from '../../../domain/rules';
import { outboxItem } from '../../../table/outbox';
import { httpHandler } from '../../../api/http-handler';
import { otherSide, ratingMessages, replyable } from '../domain/ratings';
import { getTenderRatings, replyToRating } from '../data/ratings';
import { ERASED_PERSON } from '../data/rating-models';
import { changedMeanwhile, loadRatedTender, ratingOf, revealIfDue } from '../rating-round';
import { authorNames, toRating } from '../rating-view';
import { ratingReplied } from '../events';

export const handler = httpHandler('ratings-reply', async ({ auth, params, body }) => {
  const { tender, side } = await loadRatedTender(auth, params.tenderId!);
  const at = new Date().toISOString();
  const { ratings } = await revealIfDue(tender, at);
  if (!side) throw new ForbiddenError(ratingMessages.notRatedPerson);
  const rating = ratingOf(ratings, otherSide(side));
  throwIfRefused(firstRefusal(replyable, rating));
  const event = rating.authorId === ERASED_PERSON ? [] : [outboxItem(ratingReplied, { tenderId: tender.tenderId, title: tender.title, side: rating.side, authorId: rating.authorId }, at)];
  const replied = await replyToRating(rating, body.text, at, event).catch(async (error: unknown) => {
    if (!isConditionFailure(error)) throw error;
    throwIfRefused(firstRefusal(replyable, ratingOf((await getTenderRatings(tender.tenderId, { consistent: true })).ratings, rating.side)));
    throw changedMeanwhile();
  });
  return { rating: toRating(replied, await authorNames([replied]), at) };
});
