/**
 * Reads and writes of a tender's ratings (rating-models.ts; rules in domain/ratings.ts). Every write is ONE
 * transaction conditioned on the tender's round, so a race is settled by DynamoDB as the rule says:
 * - the first rating: the rating (only if absent) and the round marked for its side, only while the other side has
 *   not rated and nothing is revealed;
 * - the second rating: the rating, the first one revealed, the round revealed (only if the other side has rated and
 *   nothing is revealed), both rated persons' kept summaries (profiles' ratingSummaryChange) and the event: revealed
 *   exactly once, counted once;
 * - the reveal when the window passes: the round and each rating revealed, their summaries, the event, the same way.
 * Throws TransactionCanceledException when a condition fails.
 */
import { ratingSummaryChange } from '../../profiles/public';
import { isConditionFailure } from '../../../kernel/errors';
import { whereAll } from '../../../table/conditions';
import { tableOf, transactWrite, type QueryPage, type TransactItem } from '../../../table/model-table';
import { changeable, hideable, otherSide, replyable, type Side, type Stars } from '../domain/ratings';
import { ERASED_PERSON, ratingModel, ratingRoundModel } from './rating-models';

/** A rating as stored. */
export interface RatingItem {
  tenderId: string;
  side: Side;
  tenderTitle: string;
  authorId: string;
  ratedId: string;
  stars: Stars;
  text: string;
  submittedAt: string;
  updatedAt: string;
  revealDue: string;
  revealedAt?: string;
  replyText?: string;
  repliedAt?: string;
  hiddenAt?: string;
  hiddenReason?: string;
  createdAt: string;
}

/** A tender's rating round as stored. */
export interface RoundItem {
  tenderId: string;
  revealDue: string;
  posterRatedAt?: string;
  contractorRatedAt?: string;
  revealedAt?: string;
}

const ratings = tableOf<RatingItem>(ratingModel);
const rounds = tableOf<RoundItem>(ratingRoundModel);

const ratedAtField = (side: Side) => (side === 'poster' ? 'posterRatedAt' : 'contractorRatedAt');

/** A tender's round and ratings (one Query of its ratings and one GetItem; `consistent` for a write that follows). */
export async function getTenderRatings(tenderId: string, opts: { consistent?: boolean } = {}): Promise<{ round?: RoundItem; ratings: RatingItem[] }> {
  const [round, page] = await Promise.all([rounds.get({ tenderId }, opts), ratings.query('byTender', { tenderId }, { consistent: opts.consistent })]);
  return { ...(round ? { round } : {}), ratings: page.items };
}

/** The summary change of `r` (nothing when the rated person's account is erased). */
const summaryOf = (r: RatingItem, sign: 1 | -1): TransactItem[] => (r.ratedId === ERASED_PERSON ? [] : [ratingSummaryChange(r.ratedId, r.stars, sign)]);

/**
 * Stores the first rating of a tender: the rating and the round (created when absent) marking its side, only while
 * neither side has rated and nothing is revealed, and the window (`revealDue`) not passed at `rating.submittedAt`;
 * `also` (the reveal timer) in the same transaction.
 */
export async function rateFirst(rating: RatingItem, also: readonly TransactItem[] = []): Promise<void> {
  const other = ratedAtField(otherSide(rating.side));
  const mine = ratedAtField(rating.side);
  await transactWrite([
    ratings.putItem({ ...rating }, { ifAbsent: true }),
    rounds.updateItem(
      { tenderId: rating.tenderId },
      {
        set: { [mine]: rating.submittedAt, revealDue: rating.revealDue },
        where: (a, op) => [op.notExists(a[mine]), op.notExists(a[other]), op.notExists(a.revealedAt), `(${op.notExists(a.revealDue)} OR ${op.gte(a.revealDue, rating.submittedAt)})`].join(' AND '),
      },
    ),
    ...also,
  ]);
}

/**
 * Stores the second rating and reveals both in ONE transaction: the rating (revealed), `first` revealed (only if not
 * yet), the round revealed (only if `first`'s side has rated, this side has not, nothing is revealed and the window
 * is open), both summaries and `also` (the event).
 */
export async function rateSecond(rating: RatingItem, first: RatingItem, also: readonly TransactItem[]): Promise<void> {
  const at = rating.submittedAt;
  const mine = ratedAtField(rating.side);
  const other = ratedAtField(first.side);
  const revealed: RatingItem = { ...rating, revealedAt: at };
  await transactWrite([
    ratings.putItem({ ...revealed }, { ifAbsent: true }),
    ratings.updateItem({ tenderId: first.tenderId, side: first.side }, { set: { revealedAt: at }, where: (a, op) => op.notExists(a.revealedAt) }, { mustExist: true }),
    rounds.updateItem(
      { tenderId: rating.tenderId },
      { set: { [mine]: at, revealedAt: at }, where: (a, op) => [op.exists(a[other]), op.notExists(a[mine]), op.notExists(a.revealedAt), op.gte(a.revealDue, at)].join(' AND ') },
      { mustExist: true },
    ),
    ...summaryOf(revealed, 1),
    ...summaryOf(first, 1),
    ...also,
  ]);
}

/**
 * Reveals a round whose window has passed at `at`: the round (only if not revealed), each of `given` (only if not
 * revealed), their summaries and `also` (the event), in ONE transaction.
 */
export async function revealRound(round: RoundItem, given: readonly RatingItem[], at: string, also: readonly TransactItem[]): Promise<void> {
  await transactWrite([
    rounds.updateItem({ tenderId: round.tenderId }, { set: { revealedAt: at }, where: (a, op) => `${op.notExists(a.revealedAt)} AND ${op.lt(a.revealDue, at)}` }, { mustExist: true }),
    ...given.map((r) => ratings.updateItem({ tenderId: r.tenderId, side: r.side }, { set: { revealedAt: at }, where: (a, op) => op.notExists(a.revealedAt) }, { mustExist: true })),
    ...given.flatMap((r) => summaryOf(r, 1)),
    ...also,
  ]);
}

/** Changes the stars and text of `rating` while the rule `changeable` holds at `at` (and the round is not revealed). */
export async function changeRating(rating: RatingItem, change: { stars: Stars; text: string }, at: string): Promise<RatingItem> {
  await transactWrite([
    ratings.updateItem({ tenderId: rating.tenderId, side: rating.side }, { set: { stars: change.stars, text: change.text, updatedAt: at }, where: whereAll(changeable(at)) }, { mustExist: true }),
    rounds.checkItem({ tenderId: rating.tenderId }, (a, op) => op.notExists(a.revealedAt)),
  ]);
  return { ...rating, ...change, updatedAt: at };
}

/** Stores the rated person's reply under the rule `replyable`, with `also` (the event). */
export async function replyToRating(rating: RatingItem, text: string, at: string, also: readonly TransactItem[]): Promise<RatingItem> {
  await transactWrite([ratings.updateItem({ tenderId: rating.tenderId, side: rating.side }, { set: { replyText: text, repliedAt: at }, where: whereAll(replyable) }, { mustExist: true }), ...also]);
  return { ...rating, replyText: text, repliedAt: at };
}

/**
 * Hides `rating` under the rule `hideable`, takes its stars out of the rated person's summary (condition-checked)
 * and adds `also` (the history entry, the event), in ONE transaction.
 */
export async function hideRating(rating: RatingItem, reason: string, at: string, also: readonly TransactItem[]): Promise<RatingItem> {
  await transactWrite([
    ratings.updateItem({ tenderId: rating.tenderId, side: rating.side }, { set: { hiddenAt: at, hiddenReason: reason }, where: whereAll(hideable) }, { mustExist: true }),
    ...summaryOf(rating, -1),
    ...also,
  ]);
  return { ...rating, hiddenAt: at, hiddenReason: reason };
}

/**
 * One page of the ratings `ratedId` received, newest first: one Query of gsi2 (`byRated`), filtered to those revealed
 * at `nowIso` (revealed, or their window passed), so a page may hold fewer than RATING_PAGE_SIZE.
 */
export async function listRatingsOf(ratedId: string, nowIso: string, limit: number, cursor?: string | null): Promise<QueryPage<RatingItem>> {
  return ratings.query('byRated', { ratedId }, { order: 'desc', limit, cursor: cursor ?? null, where: (a, op) => `(${op.exists(a.revealedAt)} OR ${op.lt(a.revealDue, nowIso)})` });
}

/** Every rating `authorId` gave (gsi3, every page); none for an erased id. */
export async function ratingsGivenBy(authorId: string): Promise<RatingItem[]> {
  return authorId === ERASED_PERSON ? [] : ratings.queryAll('byAuthor', { authorId }, { order: 'desc' });
}

/** Every rating `ratedId` received (gsi2, every page, revealed or not); none for an erased id. */
export async function ratingsReceivedBy(ratedId: string): Promise<RatingItem[]> {
  return ratedId === ERASED_PERSON ? [] : ratings.queryAll('byRated', { ratedId }, { order: 'desc' });
}

/**
 * Forgets `userId` in each of `items`: as author (`authorId` blanked: shown as 'Deleted user', out of gsi3) or as the
 * person rated (`ratedId` blanked: out of gsi2). Stars, text and reply stay. Returns how many it changed.
 */
export async function forgetPerson(userId: string, items: readonly RatingItem[]): Promise<number> {
  let changed = 0;
  for (const r of items) {
    const set: Record<string, string> = {};
    if (r.authorId === userId) set.authorId = ERASED_PERSON;
    if (r.ratedId === userId) set.ratedId = ERASED_PERSON;
    if (Object.keys(set).length === 0) continue;
    // A rating gone meanwhile (its tender deleted) is skipped.
    const done = await ratings.write({ tenderId: r.tenderId, side: r.side }, { set }, { mustExist: true }).then(
      () => true,
      (error: unknown) => {
        if (isConditionFailure(error)) return false;
        throw error;
      },
    );
    if (done) changed += 1;
  }
  return changed;
}
