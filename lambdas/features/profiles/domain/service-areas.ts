/**
 * Where a geodesist works and what they hear about (docs/decisions/server/service-areas.md): up to MAX_SERVICE_AREAS
 * service areas (a polygon drawn on the map, or a point and a radius in km) and up to MAX_SAVED_SEARCHES saved searches
 * (words, a budget floor). No area means 'all of Estonia': told of every new tender, as before areas existed. The
 * areas are also the 'area you work in' of the public profile (one source). Pure module: the handlers, the
 * announcement's matching and the web app read the same limits, messages, schemas and tests.
 *
 * How a tender is matched against them: area-matching.ts.
 */
import * as z from 'zod/mini';
import { built } from '../../../domain/built';
import { text } from '../../../domain/schemas';
import { SITE_EXTENT, siteSchema, type LonLat, type SiteGeometry } from '../../tenders/domain/site-rules';
import { english } from '../../../domain/i18n/english';

/** Most service areas a geodesist keeps (issue limit). */
export const MAX_SERVICE_AREAS = 10;
/** Most saved searches a geodesist keeps. */
export const MAX_SAVED_SEARCHES = 10;
/** Most positions of one drawn area, closing positions included. */
export const MAX_AREA_VERTICES = 1000;
/** Largest radius of a point-and-radius area, in km (0 is refused). */
export const MAX_RADIUS_KM = 500;
/** Longest words of a saved search, in characters. */
export const MAX_SEARCH_WORDS = 100;

/** Messages of the service areas and saved searches, one per rule. */
export const serviceAreaMessages = {
  tooManyAreas: english('error.serviceArea.tooManyAreas', { max: MAX_SERVICE_AREAS }),
  tooManySearches: english('error.serviceArea.tooManySearches', { max: MAX_SAVED_SEARCHES }),
  polygonOnly: english('error.serviceArea.polygonOnly'),
  tooManyVertices: english('error.serviceArea.tooManyVertices', { max: MAX_AREA_VERTICES }),
  radius: english('error.serviceArea.radius', { max: MAX_RADIUS_KM }),
  centre: english('error.serviceArea.centre', SITE_EXTENT),
  words: english('error.serviceArea.words', { max: MAX_SEARCH_WORDS }),
  budgetFloor: english('error.serviceArea.budgetFloor'),
} as const;

/** A point and a radius: the area within `radiusKm` km (great-circle) of `center` ([longitude, latitude], WGS84). */
export interface CircleArea {
  type: 'Circle';
  center: LonLat;
  radiusKm: number;
}
/** A drawn area: a GeoJSON Polygon or MultiPolygon in WGS84 under the tender site's rules. */
export type PolygonArea = Extract<SiteGeometry, { type: 'Polygon' | 'MultiPolygon' }>;
/** One service area. */
export type ServiceArea = PolygonArea | CircleArea;

const countPositions = (g: SiteGeometry): number => (g.type === 'Point' ? 1 : g.type === 'Polygon' ? g.coordinates.flat(1).length : g.coordinates.flat(2).length);
const inExtent = ([lon, lat]: LonLat): boolean => lon >= SITE_EXTENT.west && lon <= SITE_EXTENT.east && lat >= SITE_EXTENT.south && lat <= SITE_EXTENT.north;

/** A drawn area: the site rules (inside Estonia's extent, valid closed rings, not crossing itself, some area), a polygon, ≤ MAX_AREA_VERTICES positions. */
export const polygonAreaSchema = /* @__PURE__ */ built(() =>
  siteSchema.check(
    z.refine((g: SiteGeometry) => g.type !== 'Point', serviceAreaMessages.polygonOnly),
    z.refine((g: SiteGeometry) => countPositions(g) <= MAX_AREA_VERTICES, serviceAreaMessages.tooManyVertices),
  ),
);

/** A point and a radius: the point inside Estonia's extent, 0 < radius ≤ MAX_RADIUS_KM. */
export const circleAreaSchema = /* @__PURE__ */ built(() =>
  z.object({
    type: z.literal('Circle'),
    center: z.tuple([z.number(), z.number()]).check(z.refine((p) => inExtent(p as LonLat), serviceAreaMessages.centre)),
    radiusKm: z.number({ error: serviceAreaMessages.radius }).check(z.positive(serviceAreaMessages.radius), z.lte(MAX_RADIUS_KM, serviceAreaMessages.radius)),
  }),
);

const isCircle = (v: unknown): boolean => typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'Circle';

/**
 * One service area: a circle when `type` is 'Circle', else a drawn polygon. The branch the input meant reports its
 * own messages (a union would answer 'Invalid input').
 */
export const serviceAreaSchema = /* @__PURE__ */ built(() =>
  z.pipe(
    z
      .custom<unknown>()
      .check(
        z.superRefine((value, ctx) => {
          const out = (isCircle(value) ? circleAreaSchema : polygonAreaSchema).safeParse(value);
          for (const issue of out.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as PropertyKey[], input: value });
        }),
      )
      // What the OpenAPI document (and the fuzzer, which reads it) says of an area; the rules are checked above.
      .register(z.globalRegistry, {
        description: `A GeoJSON Polygon or MultiPolygon in WGS84 inside Estonia (at most ${MAX_AREA_VERTICES} positions), or {"type": "Circle", "center": [longitude, latitude], "radiusKm": 0 < r <= ${MAX_RADIUS_KM}}`,
        type: 'object',
        required: ['type'],
        properties: {
          type: { type: 'string', enum: ['Polygon', 'MultiPolygon', 'Circle'] },
          coordinates: { type: 'array' },
          center: { type: 'array', items: { type: 'number' } },
          radiusKm: { type: 'number' },
        },
      } as never),
    z.transform((value): ServiceArea => (isCircle(value) ? circleAreaSchema.parse(value) : polygonAreaSchema.parse(value)) as ServiceArea),
  ),
);

/** A saved search: every word must appear (title or description); the tender's budget, when given, at least `budgetFloorCents`. */
export const savedSearchSchema = /* @__PURE__ */ built(() =>
  z.object({
    words: text(serviceAreaMessages.words, 1, MAX_SEARCH_WORDS),
    budgetFloorCents: z.optional(z.int({ error: serviceAreaMessages.budgetFloor }).check(z.nonnegative(serviceAreaMessages.budgetFloor))),
  }),
);
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** `PUT /profiles/me/service-areas` body and the answer of both its routes. No areas: all of Estonia. */
export const serviceAlertsSchema = /* @__PURE__ */ built(() =>
  z.object({
    areas: z.array(serviceAreaSchema).check(z.maxLength(MAX_SERVICE_AREAS, serviceAreaMessages.tooManyAreas)),
    searches: z.array(savedSearchSchema).check(z.maxLength(MAX_SAVED_SEARCHES, serviceAreaMessages.tooManySearches)),
  }),
);
export type ServiceAlerts = { areas: ServiceArea[]; searches: SavedSearch[] };
