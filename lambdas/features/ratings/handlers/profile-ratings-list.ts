/**
 * `GET /profiles/{userId}/ratings?tenderId=&cursor=`: the revealed ratings a person received, newest first, with
 * replies, for whoever may open their profile (profiles' access rule: 403 otherwise). One Query of one page (gsi2).
 */
import { assertMayOpenProfile } from '../../profiles/public';
import { BadRequestError } from '../../../kernel/errors';
import { isBadCursor } from '../../../table/model-table';
import { httpHandler } from '../../../api/http-handler';
import { RATING_PAGE_SIZE, ratingMessages } from '../domain/ratings';
import { listRatingsOf } from '../data/ratings';
import { ERASED_PERSON } from '../data/rating-models';
import { authorNames, toRating } from '../rating-view';

export const handler = httpHandler('profile-ratings-list', async ({ auth, params, query }) => {
  await assertMayOpenProfile(auth, params.userId!, query.tenderId);
  const now = new Date().toISOString();
  if (params.userId === ERASED_PERSON) return { items: [], nextCursor: null };
  const page = await listRatingsOf(params.userId!, now, RATING_PAGE_SIZE, query.cursor).catch((error: unknown) => {
    if (query.cursor && isBadCursor(error)) throw new BadRequestError(ratingMessages.badCursor);
    throw error;
  });
  const names = await authorNames(page.items);
  return { items: page.items.map((r) => toRating(r, names, now)), nextCursor: page.cursor };
});
