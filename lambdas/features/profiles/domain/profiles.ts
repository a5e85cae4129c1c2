/**
 * A person's public profile (docs/decisions/after-award/profiles.md): what a poster and an admin read of a geodesist
 * (the qualifications they state, the areas they work in (their service areas, service-areas.ts), completed projects on GeoTender and the rating summary) and
 * the smaller profile of a poster (completed projects and ratings). The company is the account's (edited in Account's
 * details); the rest is edited on `PUT /profiles/me`. Pure module: the handlers and the web app read the same limits,
 * messages and schemas.
 *
 * The rating summary is kept, never counted: per criterion the sum of the stars of every revealed, not hidden rating
 * and their count, changed in the transaction that reveals or hides a rating (ratings feature).
 */
import * as z from 'zod/mini';
import { idSchema, text } from '../../../domain/schemas';
import { built } from '../../../domain/built';
import type { ServiceArea } from './service-areas';
import { english } from '../../../domain/i18n/english';
import { englishName } from '../../../domain/i18n/english-name';

/** Most qualifications a profile states (a licence or two per field is what a surveyor holds). */
export const MAX_QUALIFICATIONS = 5;
/** Longest field of a qualification, in characters ("Land surveying (cadastral)"). */
export const MAX_QUALIFICATION_FIELD = 100;
/** Longest licence number, in characters. */
export const MAX_LICENCE_NUMBER = 50;

/** The criteria a geodesist is rated on (stars 1 to 5 each). */
export const GEODESIST_CRITERIA = ['quality', 'schedule', 'communication'] as const;
/** The criteria a poster is rated on. */
export const POSTER_CRITERIA = ['clarity', 'responsiveness', 'fairness'] as const;
export const CRITERIA = [...GEODESIST_CRITERIA, ...POSTER_CRITERIA] as const;
export type Criterion = (typeof CRITERIA)[number];

/** How each criterion reads on a page. */
export const criterionLabels: Record<Criterion, string> = {
  quality: englishName('domain.criterion.quality'),
  schedule: englishName('domain.criterion.schedule'),
  communication: englishName('domain.criterion.communication'),
  clarity: englishName('domain.criterion.clarity'),
  responsiveness: englishName('domain.criterion.responsiveness'),
  fairness: englishName('domain.criterion.fairness'),
};

/** The stored attribute holding the sum of a criterion's stars (`sumQuality`, …). */
export function sumField(c: Criterion): `sum${Capitalize<Criterion>}` {
  return `sum${c[0]!.toUpperCase()}${c.slice(1)}` as `sum${Capitalize<Criterion>}`;
}

/** Messages of the profiles' routes. */
export const profileMessages = {
  fieldRequired: english('error.profile.fieldRequired', { max: MAX_QUALIFICATION_FIELD }),
  licenceRequired: english('error.profile.licenceRequired', { max: MAX_LICENCE_NUMBER }),
  tooManyQualifications: english('error.profile.tooManyQualifications', { max: MAX_QUALIFICATIONS }),
  forbidden: english('error.profile.forbidden'),
  notFound: english('error.profile.notFound'),
  bidNotFound: english('error.profile.bidNotFound'),
  notYourTender: english('error.profile.notYourTender'),
} as const;

/** A qualification the person states: its field and licence number. */
export const qualificationSchema = /* @__PURE__ */ built(() =>
  z.object({ field: text(profileMessages.fieldRequired, 1, MAX_QUALIFICATION_FIELD), licenceNumber: text(profileMessages.licenceRequired, 1, MAX_LICENCE_NUMBER) }),
);
export type Qualification = z.infer<typeof qualificationSchema>;

/** `PUT /profiles/me` body: the qualifications (the areas one works in are the service areas, service-areas.ts). */
export const profileUpdateSchema = /* @__PURE__ */ built(() =>
  z.object({
    qualifications: z.array(qualificationSchema).check(z.maxLength(MAX_QUALIFICATIONS, profileMessages.tooManyQualifications)),
  }),
);
export type ProfileUpdateBody = z.input<typeof profileUpdateSchema>;

/** A rating summary: per criterion the average (one decimal) and the number of ratings counted. */
export const ratingSummarySchema = /* @__PURE__ */ built(() =>
  z.object({
    count: z.int(),
    average: z.nullable(z.number()),
    criteria: z.array(z.object({ criterion: z.enum(CRITERIA), average: z.nullable(z.number()) })),
  }),
);
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A profile as the API answers it. `qualifications` and `areas` are a geodesist's (empty for a poster). */
export const publicProfileSchema = /* @__PURE__ */ built(() =>
  z.object({
    userId: z.string(),
    role: z.enum(['geodesist', 'tenderPoster', 'admin']),
    name: z.string(),
    company: z.nullable(z.string()),
    qualifications: z.array(z.object({ field: z.string(), licenceNumber: z.string() })),
    /** The service areas (a geodesist's; empty: all of Estonia, and for a poster). */
    areas: z.array(
      z
        .custom<ServiceArea>()
        .register(z.globalRegistry, { description: 'A GeoJSON Polygon or MultiPolygon (WGS84), or {"type": "Circle", "center": [longitude, latitude], "radiusKm"}', type: 'object' } as never),
    ),
    completedProjects: z.int(),
    ratings: ratingSummarySchema,
  }),
);
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** `GET /profiles/{userId}` query: the tender through which the caller knows the person (not needed by admins). */
export const profileQuerySchema = /* @__PURE__ */ built(() => z.object({ tenderId: z.optional(idSchema) }));

/** The anonymous summary of a bidder while bids are sealed: never a name or an id. */
export const bidderSummarySchema = /* @__PURE__ */ built(() => z.object({ completedProjects: z.int(), ratings: ratingSummarySchema }));
export type BidderSummary = z.infer<typeof bidderSummarySchema>;

/** The kept counts of a profile as the summary reads them. */
export type SummaryCounts = { ratingCount?: number; completedProjects?: number } & Partial<Record<`sum${Capitalize<Criterion>}`, number>>;

/** The summary of the criteria `criteria` from the kept sums: averages rounded to one decimal; null with no rating. */
export function summaryOf(counts: SummaryCounts, criteria: readonly Criterion[]): RatingSummary {
  const count = Math.max(0, counts.ratingCount ?? 0);
  const avg = (sum: number) => (count === 0 ? null : Math.round((sum / count) * 10) / 10);
  const rows = criteria.map((c) => ({ criterion: c, average: avg(counts[sumField(c)] ?? 0) }));
  const total = rows.reduce((s, r) => s + (r.average ?? 0), 0);
  return { count, average: count === 0 ? null : Math.round((total / criteria.length) * 10) / 10, criteria: rows };
}

/** The criteria a person of `role` is rated on. */
export function criteriaFor(role: string): readonly Criterion[] {
  return role === 'geodesist' ? GEODESIST_CRITERIA : POSTER_CRITERIA;
}
