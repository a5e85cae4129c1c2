/**
 * `POST /tenders/{tenderId}/ratings/hide`: an admin hides a revealed rating that breaks the rules, with a
 * reason (admins only: the route's role). In ONE transaction: the rating hidden (shown as 'Hidden by an admin:
 * {reason}'), its stars taken out of the rated person's kept summary (condition-checked), the tender's history entry
 * (`rating_hidden`) and the event that tells the author. Not revealed or already hidden: 409; no such rating: 404.
 */
import { isConditionFailure, throwIfRefused } from '../../../kernel/errors';
import { firstRefusal } from '../../../domain/rules';
import { outboxItem } from '../../../table/outbox';
import { historyItem } from '../../tenders/public';
import { httpHandler } from '../../../api/http-handler';
import { hideable } from '../domain/ratings';
import { getTenderRatings, hideRating } from '../data/ratings';
import { ERASED_PERSON } from '../data/rating-models';
import { changedMeanwhile, loadRatedTender, ratingOf, revealIfDue } from '../rating-round';
import { authorNames, toRating } from '../rating-view';
import { ratingHidden } from '../events';

export const handler = httpHandler('ratings-hide', async ({ auth, params, body }) => {
  const { tender } = await loadRatedTender(auth, params.tenderId!);
  const at = new Date().toISOString();
  const { ratings } = await revealIfDue(tender, at);
  const rating = ratingOf(ratings, body.side);
  throwIfRefused(firstRefusal(hideable, rating));
  const also = [
    historyItem({ tenderId: tender.tenderId, kind: 'rating_hidden', actorRole: 'admin', actorId: auth.userId, details: { side: rating.side, reason: body.reason }, at }),
    ...(rating.authorId === ERASED_PERSON ? [] : [outboxItem(ratingHidden, { tenderId: tender.tenderId, title: tender.title, side: rating.side, authorId: rating.authorId, reason: body.reason }, at)]),
  ];
  const hidden = await hideRating(rating, body.reason, at, also).catch(async (error: unknown) => {
    if (!isConditionFailure(error)) throw error;
    throwIfRefused(firstRefusal(hideable, ratingOf((await getTenderRatings(tender.tenderId, { consistent: true })).ratings, rating.side)));
    throw changedMeanwhile();
  });
  return { rating: toRating(hidden, await authorNames([hidden]), at) };
});
