/**
 * `PUT /tenders/{tenderId}/ratings/mine`: the author changes their rating's stars and text until it is revealed
 * (409 after, and when they have not rated: 409). Conditioned on the rating still unrevealed and the round not
 * revealed, so a change racing the other side's rating is refused once that one revealed both.
 */
import { BadRequestError, ConflictError, ForbiddenError, isConditionFailure, throwIfRefused } from '../../../kernel/errors';
import { firstRefusal } from '../../../domain/rules';
import { httpHandler } from '../../../api/http-handler';
import { changeable, ratingMessages, starsProblem, type Stars } from '../domain/ratings';
import { changeRating, getTenderRatings } from '../data/ratings';
import { loadRatedTender } from '../rating-round';
import { authorNames, toRating } from '../rating-view';

export const handler = httpHandler('ratings-update', async ({ auth, params, body }) => {
  const { tender, side } = await loadRatedTender(auth, params.tenderId!);
  if (!side) throw new ForbiddenError(ratingMessages.notParty);
  const stars = body.stars as Stars;
  const problem = starsProblem(side, stars);
  if (problem) throw new BadRequestError(problem);
  const at = new Date().toISOString();
  const { round, ratings } = await getTenderRatings(tender.tenderId, { consistent: true });
  const mine = ratings.find((r) => r.side === side);
  if (!mine) throw new ConflictError(ratingMessages.notRated);
  if (round?.revealedAt) throw new ConflictError(ratingMessages.revealed);
  throwIfRefused(firstRefusal(changeable(at), mine));
  const clean = Object.fromEntries(Object.entries(stars).filter(([, n]) => n !== undefined));
  const changed = await changeRating(mine, { stars: clean, text: body.text }, at).catch((error: unknown) => {
    if (isConditionFailure(error)) throw new ConflictError(ratingMessages.revealed);
    throw error;
  });
  return { rating: toRating(changed, await authorNames([changed]), at) };
});
