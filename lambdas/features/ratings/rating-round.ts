/**
 * A tender's ratings as a caller reads and changes them: the caller's side, the reveal when the window has passed
 * (made by the first read or write after it, or by the reveal timer, whichever comes first: conditioned, so once),
 * and the rules' refusals after a write a race refused.
 */
import { loadVisibleTender, type TenderItem } from '../tenders/public';
import { ConflictError, ForbiddenError, isConditionFailure, NotFoundError } from '../../kernel/errors';
import { outboxItem } from '../../table/outbox';
import type { Auth } from '../../api/http-handler';
import { ratingMessages, SIDES, type Side } from './domain/ratings';
import { getTenderRatings, revealRound, type RatingItem, type RoundItem } from './data/ratings';
import { ratingsRevealed } from './events';
import { ERASED_PERSON } from './data/rating-models';

/** The side of `userId` on `tender`, or null (not its poster or contractor). */
export function sideOf(tender: Pick<TenderItem, 'creatorId' | 'contractorId'>, userId: string): Side | null {
  if (tender.creatorId === userId) return 'poster';
  if (tender.contractorId && tender.contractorId === userId) return 'contractor';
  return null;
}

/** The `ratings_revealed` event's outbox item of `tender` at `at`; `ratedIds`, who was rated when not both sides. */
export function revealedEvent(tender: TenderItem, at: string, ratedIds?: string[]) {
  return outboxItem(ratingsRevealed, { tenderId: tender.tenderId, title: tender.title, creatorId: tender.creatorId, contractorId: tender.contractorId!, ...(ratedIds ? { ratedIds } : {}) }, at);
}

/**
 * Reveals the round of `tender` when its window has passed at `at` and it is not revealed yet; a concurrent reveal
 * wins quietly. Returns the round and ratings as they are after it (strongly read).
 */
export async function revealIfDue(tender: TenderItem, at: string): Promise<{ round?: RoundItem; ratings: RatingItem[] }> {
  const state = await getTenderRatings(tender.tenderId, { consistent: true });
  const { round } = state;
  if (!round || round.revealedAt || round.revealDue >= at || !tender.contractorId) return state;
  const given = state.ratings.filter((r) => !r.revealedAt);
  await revealRound(round, given, at, [
    revealedEvent(
      tender,
      at,
      [...new Set(state.ratings.map((r) => r.ratedId))].filter((id) => id !== ERASED_PERSON),
    ),
  ]).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
  });
  return getTenderRatings(tender.tenderId, { consistent: true });
}

/**
 * The tender a caller may read the ratings of: its poster, its contractor or an admin (403 for anyone else, 404 for
 * an unknown tender), and the caller's side (null for admins).
 */
export async function loadRatedTender(auth: Auth, tenderId: string): Promise<{ tender: TenderItem; side: Side | null }> {
  const { tender } = await loadVisibleTender(auth, tenderId);
  const side = sideOf(tender, auth.userId);
  if (auth.role !== 'admin' && !side) throw new ForbiddenError(ratingMessages.readForbidden);
  return { tender, side };
}

/** The rating of `side` among `ratings`, or 404. */
export function ratingOf(ratings: readonly RatingItem[], side: string): RatingItem {
  const found = SIDES.includes(side as Side) ? ratings.find((r) => r.side === side) : undefined;
  if (!found) throw new NotFoundError(ratingMessages.notFound);
  return found;
}

/** A write refused by a race the re-read does not explain. */
export const changedMeanwhile = () => new ConflictError(ratingMessages.changedMeanwhile);
