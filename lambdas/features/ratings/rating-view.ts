/** Ratings as the API answers them (domain/ratings.ts `ratingSchema`): hidden ones show the admin's reason, erased authors 'Deleted user'. */
import { getProfiles } from '../account/public';
import { bidderCompanyLabel } from '../tenders/domain/tender-bids';
import { DELETED_USER } from '../../domain/roles';
import { CRITERIA } from '../profiles/domain/profiles';
import { hiddenText, isRevealed, type Rating } from './domain/ratings';
import type { RatingItem } from './data/ratings';
import { ERASED_PERSON } from './data/rating-models';

/** The authors' names of `items` by id (company, else name; 'Deleted user' when erased). One BatchGetItem. */
export async function authorNames(items: readonly RatingItem[]): Promise<Map<string, string>> {
  const ids = [...new Set(items.map((r) => r.authorId).filter((id) => id !== ERASED_PERSON))];
  const profiles = await getProfiles(ids);
  return new Map(ids.map((id) => [id, bidderCompanyLabel(profiles.find((p) => p.userId === id))]));
}

/** `r` as the API answers it at `nowIso`, with its author's name from `names`. */
export function toRating(r: RatingItem, names: ReadonlyMap<string, string>, nowIso: string): Rating {
  const hidden = Boolean(r.hiddenAt);
  return {
    tenderId: r.tenderId,
    tenderTitle: r.tenderTitle,
    side: r.side,
    authorName: r.authorId === ERASED_PERSON ? DELETED_USER : (names.get(r.authorId) ?? DELETED_USER),
    stars: hidden ? null : CRITERIA.filter((c) => r.stars[c] !== undefined).map((c) => ({ criterion: c, stars: r.stars[c]! })),
    text: hidden ? hiddenText(r.hiddenReason ?? '') : r.text,
    submittedAt: r.submittedAt,
    revealed: isRevealed(r, nowIso),
    hidden,
    reply: r.replyText && r.repliedAt ? { text: r.replyText, repliedAt: r.repliedAt } : null,
  };
}
