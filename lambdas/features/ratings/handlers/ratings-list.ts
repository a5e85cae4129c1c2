/**
 * `GET /tenders/{tenderId}/ratings`: a completed tender's ratings for its poster, its contractor and admins (403 for
 * anyone else): the caller's own rating always, the other side's only once revealed (both rated, or the window
 * passed: the first read after it reveals), both for admins; whether the caller may still rate, and when the
 * ratings are revealed.
 */
import { httpHandler } from '../../../api/http-handler';
import { isRevealed, rateRefusal, revealDueOf } from '../domain/ratings';
import { loadRatedTender, revealIfDue } from '../rating-round';
import { authorNames, toRating } from '../rating-view';

export const handler = httpHandler('ratings-list', async ({ auth, params }) => {
  const { tender, side } = await loadRatedTender(auth, params.tenderId!);
  const now = new Date().toISOString();
  const { round, ratings } = tender.status === 'Completed' ? await revealIfDue(tender, now) : { round: undefined, ratings: [] };
  const revealDue = round?.revealDue ?? (tender.completedAt ? revealDueOf(tender.completedAt) : null);
  const revealed = round ? isRevealed(round, now) : revealDue !== null && revealDue < now;
  const visible = ratings.filter((r) => auth.role === 'admin' || r.side === side || revealed);
  const names = await authorNames(visible);
  return {
    mySide: side,
    completedAt: tender.completedAt ?? null,
    revealDue,
    revealed,
    canRate: side !== null && !ratings.some((r) => r.side === side) && rateRefusal(tender) === null,
    ratings: visible.map((r) => toRating(r, names, now)),
  };
});
