/**
 * `POST /tenders/{tenderId}/ratings`: the poster or the contractor rates the other side of a Completed tender within
 * RATING_WINDOW_DAYS of completion: stars on the side's three criteria and a short text. Not a party: 403; not
 * Completed, window closed or already rated: 409; stars not the side's criteria: 400. The first rating is stored
 * blind with the reveal timer (reveal-timer.ts); the second reveals both in its transaction (data/ratings.ts) and
 * deletes the timer, so two sides rating at once reveal exactly once. 201 `{ rating }`.
 */
import { BadRequestError, ConflictError, ForbiddenError, isConditionFailure, throwIfRefused } from '../../../kernel/errors';
import { created, httpHandler } from '../../../api/http-handler';
import { otherSide, rateRefusal, ratingMessages, revealDueOf, starsProblem, type Side, type Stars } from '../domain/ratings';
import { getTenderRatings, rateFirst, rateSecond, type RatingItem } from '../data/ratings';
import { changedMeanwhile, loadRatedTender, revealedEvent } from '../rating-round';
import { authorNames, toRating } from '../rating-view';
import { cancelRevealTimerItem, revealTimerItem } from '../reveal-timer';
import type { TenderItem } from '../../tenders/public';

/** Stores `rating` as the first or the second of its tender, as the round read now says. Throws on a refused write. */
async function store(tender: TenderItem, rating: RatingItem): Promise<RatingItem> {
  const { round, ratings } = await getTenderRatings(tender.tenderId, { consistent: true });
  if (ratings.some((r) => r.side === rating.side)) throw new ConflictError(ratingMessages.alreadyRated);
  if (round?.revealedAt) throw new ConflictError(ratingMessages.windowClosed);
  const first = ratings.find((r) => r.side === otherSide(rating.side));
  if (!first) {
    await rateFirst(rating, [revealTimerItem(rating.tenderId, rating.revealDue)]);
    return rating;
  }
  await rateSecond(rating, first, [revealedEvent(tender, rating.submittedAt), cancelRevealTimerItem(rating.tenderId)]);
  return { ...rating, revealedAt: rating.submittedAt };
}

export const handler = httpHandler('ratings-create', async ({ auth, params, body }) => {
  const { tender, side } = await loadRatedTender(auth, params.tenderId!);
  if (!side) throw new ForbiddenError(ratingMessages.notParty);
  throwIfRefused(rateRefusal(tender));
  const stars = body.stars as Stars;
  const problem = starsProblem(side as Side, stars);
  if (problem) throw new BadRequestError(problem);
  const at = new Date().toISOString();
  const rating: RatingItem = {
    tenderId: tender.tenderId,
    side,
    tenderTitle: tender.title,
    authorId: auth.userId,
    ratedId: side === 'poster' ? tender.contractorId! : tender.creatorId,
    stars: Object.fromEntries(Object.entries(stars).filter(([, n]) => n !== undefined)),
    text: body.text,
    submittedAt: at,
    updatedAt: at,
    revealDue: revealDueOf(tender.completedAt!),
    createdAt: at,
  };
  let stored: RatingItem | undefined;
  // A refused write means the other side rated (or revealed) meanwhile: read the round again and store as it says, once.
  for (let attempt = 0; attempt < 2 && !stored; attempt++) {
    stored = await store(tender, rating).catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
      return undefined;
    });
  }
  if (!stored) throw changedMeanwhile();
  return created({ rating: toRating(stored, await authorNames([stored]), at) });
});
