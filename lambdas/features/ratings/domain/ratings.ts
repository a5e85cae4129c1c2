/**
 * Ratings both ways after completion (docs/decisions/after-award/ratings.md). Within RATING_WINDOW_DAYS of the
 * tender's completion its poster rates the contractor (quality of deliverables, keeping to the schedule,
 * communication) and the contractor rates the poster (clarity of the brief, responsiveness, fairness): 1 to 5 stars
 * each and a short text, one rating per side. Blind: neither side sees the other's until both have rated or the
 * window has passed; a rating can be changed until then, never after. The rated person may reply once after the
 * reveal; an admin may hide a revealed rating with a reason. Pure module: the handlers, the writes' conditions and
 * the web app read the same clauses, messages and schemas.
 */
import * as z from 'zod/mini';
import { firstRefusal, type Clause, type Refusal } from '../../../domain/rules';
import { idSchema, text } from '../../../domain/schemas';
import { built } from '../../../domain/built';
import { CRITERIA, criterionLabels, GEODESIST_CRITERIA, POSTER_CRITERIA, type Criterion } from '../../profiles/domain/profiles';
import { english } from '../../../domain/i18n/english';

/** Days after completion during which each side may rate; when they pass, what was given is revealed. */
export const RATING_WINDOW_DAYS = 14;
/** Longest rating text, in characters (a short paragraph, as the marketplaces allow). */
export const MAX_RATING_TEXT = 1_000;
/** Longest reply, in characters. */
export const MAX_REPLY_TEXT = 500;
/** Longest reason an admin gives for hiding a rating. */
export const MAX_HIDE_REASON = 500;
/** Ratings per page of a profile's ratings. */
export const RATING_PAGE_SIZE = 20;

/** The side that writes a rating: the tender's poster or its contractor. */
export const SIDES = ['poster', 'contractor'] as const;
export type Side = (typeof SIDES)[number];

/** The message of a side that is not one. */
const sideMessage = `The rating's side is one of: ${SIDES.join(', ')}`;

/** The other side of `side`. */
export const otherSide = (side: Side): Side => (side === 'poster' ? 'contractor' : 'poster');

/** The criteria `side` rates the other on: the poster rates the geodesist, the contractor rates the poster. */
export function criteriaRatedBy(side: Side): readonly Criterion[] {
  return side === 'poster' ? GEODESIST_CRITERIA : POSTER_CRITERIA;
}

/** The instant (ISO) the rating window of a tender completed at `completedAt` (ISO) closes. */
export function revealDueOf(completedAt: string): string {
  return new Date(Date.parse(completedAt) + RATING_WINDOW_DAYS * 86_400_000).toISOString();
}

/** What an admin-hidden rating shows in place of its stars and text. */
export const hiddenText = (reason: string) => `Hidden by an admin: ${reason}`;

/** Messages of the ratings' routes, each one a person can act on. */
export const ratingMessages = {
  textRequired: english('error.rating.textRequired', { max: MAX_RATING_TEXT }),
  replyRequired: english('error.rating.replyRequired', { max: MAX_REPLY_TEXT }),
  reasonRequired: english('error.rating.reasonRequired', { max: MAX_HIDE_REASON }),
  starsRange: english('error.rating.starsRange'),
  starsFor: (side: Side) =>
    english('error.rating.starsFor', {
      criteria: criteriaRatedBy(side)
        .map((c) => criterionLabels[c])
        .join(', '),
    }),
  notParty: english('error.rating.notParty'),
  notCompleted: english('error.rating.notCompleted'),
  windowClosed: english('error.rating.windowClosed', { days: RATING_WINDOW_DAYS }),
  alreadyRated: english('error.rating.alreadyRated'),
  notRated: english('error.rating.notRated'),
  revealed: english('error.rating.revealed'),
  notRevealed: english('error.rating.notRevealed'),
  notRatedPerson: english('error.rating.notRatedPerson'),
  alreadyReplied: english('error.rating.alreadyReplied'),
  hidden: english('error.rating.hidden'),
  alreadyHidden: english('error.rating.alreadyHidden'),
  notFound: english('error.rating.notFound'),
  readForbidden: english('error.rating.readForbidden'),
  badCursor: english('error.rating.badCursor'),
  changedMeanwhile: english('error.rating.changedMeanwhile'),
} as const;

/** A rating as the rules read it. */
export interface RatingState {
  revealedAt?: string | null;
  revealDue: string;
  replyText?: string | null;
  hiddenAt?: string | null;
}

/** The tender as the rating rule reads it. */
export interface RatedTenderState {
  status: string;
  completedAt?: string | null;
}

/** "This tender may be rated now" (the caller being a party is checked first, 403): Completed (409), within the window (409). */
export function rateable(nowIso: string): Clause<RatedTenderState>[] {
  const windowStart = new Date(Date.parse(nowIso) - RATING_WINDOW_DAYS * 86_400_000).toISOString();
  return [
    { field: 'status', is: 'eq', value: 'Completed', refusal: { status: 409, message: ratingMessages.notCompleted } },
    { field: 'completedAt', is: 'gte', value: windowStart, refusal: { status: 409, message: ratingMessages.windowClosed } },
  ];
}

/** "A rating may be changed": not revealed (409) and its window not passed at `nowIso` (409). */
export function changeable(nowIso: string): Clause<RatingState>[] {
  return [
    { field: 'revealedAt', is: 'absent', refusal: { status: 409, message: ratingMessages.revealed } },
    { field: 'revealDue', is: 'gte', value: nowIso, refusal: { status: 409, message: ratingMessages.revealed } },
  ];
}

/** "A rating may be replied to" (by the rated person, checked first): revealed, not hidden, no reply yet (409). */
export const replyable: Clause<RatingState>[] = [
  { field: 'revealedAt', is: 'gte', value: '', refusal: { status: 409, message: ratingMessages.notRevealed } },
  { field: 'hiddenAt', is: 'absent', refusal: { status: 409, message: ratingMessages.hidden } },
  { field: 'replyText', is: 'absent', refusal: { status: 409, message: ratingMessages.alreadyReplied } },
];

/** "A rating may be hidden" (admins only, the route's role): revealed and not hidden yet (409). */
export const hideable: Clause<RatingState>[] = [
  { field: 'revealedAt', is: 'gte', value: '', refusal: { status: 409, message: ratingMessages.notRevealed } },
  { field: 'hiddenAt', is: 'absent', refusal: { status: 409, message: ratingMessages.alreadyHidden } },
];

/** Why the tender may not be rated at `now` (epoch ms), or null. */
export function rateRefusal(tender: RatedTenderState, now: number = Date.now()): Refusal | null {
  return firstRefusal(rateable(new Date(now).toISOString()), tender);
}

/** Whether a rating (or a tender's round) counts as revealed at `nowIso`: revealed by the second rating, or its window passed. */
export function isRevealed(r: { revealedAt?: string | null; revealDue: string }, nowIso: string): boolean {
  return Boolean(r.revealedAt) || r.revealDue < nowIso;
}

const star = () => z.optional(z.int(ratingMessages.starsRange).check(z.gte(1, ratingMessages.starsRange), z.lte(5, ratingMessages.starsRange)));

/** The stars of a rating by criterion (the side's three, checked against the side in the handler: starsProblem). */
export const starsSchema = /* @__PURE__ */ built(() => z.object(Object.fromEntries(CRITERIA.map((c) => [c, star()])) as Record<Criterion, ReturnType<typeof star>>));
export type Stars = Partial<Record<Criterion, number>>;

/** The message when `stars` are not exactly the criteria `side` rates on, else null. */
export function starsProblem(side: Side, stars: Stars): string | null {
  const wanted = criteriaRatedBy(side);
  const given = (Object.keys(stars) as Criterion[]).filter((c) => stars[c] !== undefined);
  return given.length === wanted.length && wanted.every((c) => stars[c] !== undefined) ? null : ratingMessages.starsFor(side);
}

/** `POST /tenders/{tenderId}/ratings` and `PUT /tenders/{tenderId}/ratings/mine` body. */
export const ratingBodySchema = /* @__PURE__ */ built(() => z.object({ stars: starsSchema, text: text(ratingMessages.textRequired, 1, MAX_RATING_TEXT) }));
export type RatingBody = z.input<typeof ratingBodySchema>;

/** `POST …/ratings/reply` body: the rated person's reply to the rating of them. */
export const replyBodySchema = /* @__PURE__ */ built(() => z.object({ text: text(ratingMessages.replyRequired, 1, MAX_REPLY_TEXT) }));
/** `POST …/ratings/hide` body: the side whose rating is hidden, and why. */
export const hideBodySchema = /* @__PURE__ */ built(() => z.object({ side: z.enum(SIDES, sideMessage), reason: text(ratingMessages.reasonRequired, 1, MAX_HIDE_REASON) }));

/**
 * A rating as the API answers it. `stars` is null and `text` reads 'Hidden by an admin: {reason}' once hidden.
 * `authorName` is the author's company or name ('Deleted user' once erased).
 */
export const ratingSchema = /* @__PURE__ */ built(() =>
  z.object({
    tenderId: z.string(),
    tenderTitle: z.string(),
    side: z.enum(SIDES),
    authorName: z.string(),
    stars: z.nullable(z.array(z.object({ criterion: z.enum(CRITERIA), stars: z.int() }))),
    text: z.string(),
    submittedAt: z.string(),
    revealed: z.boolean(),
    hidden: z.boolean(),
    reply: z.nullable(z.object({ text: z.string(), repliedAt: z.string() })),
  }),
);
export type Rating = z.infer<typeof ratingSchema>;

/**
 * `GET /tenders/{tenderId}/ratings`: the caller's side (null for admins), whether each side may still rate, when the
 * ratings are (or were) revealed, and the ratings the caller may see: their own always, the other's once revealed,
 * both for admins.
 */
export const tenderRatingsSchema = /* @__PURE__ */ built(() =>
  z.object({
    mySide: z.nullable(z.enum(SIDES)),
    completedAt: z.nullable(z.string()),
    revealDue: z.nullable(z.string()),
    revealed: z.boolean(),
    canRate: z.boolean(),
    ratings: z.array(ratingSchema),
  }),
);
export type TenderRatings = z.infer<typeof tenderRatingsSchema>;

/** The answer of a write: the rating as stored. */
export const ratingResultSchema = /* @__PURE__ */ built(() => z.object({ rating: ratingSchema }));

/** A page of a person's revealed ratings, newest first. */
export const ratingPageSchema = /* @__PURE__ */ built(() => z.object({ items: z.array(ratingSchema), nextCursor: z.nullable(z.string()) }));

/** `GET /profiles/{userId}/ratings` query: the page cursor and the tender through which the caller knows the person. */
export const profileRatingsQuerySchema = /* @__PURE__ */ built(() => z.object({ cursor: z.optional(z.string().check(z.maxLength(2000))), tenderId: z.optional(idSchema) }));
