/**
 * The query of `GET /tenders/map`: the visible area, the list's search and a point to measure
 * distances from, checked with the same messages on the server and in the map.
 */
import * as z from 'zod/mini';
import { searchParam } from './search';
import type { Bbox, LonLat } from './site-rules';
import { built } from '../../../domain/built';
import { english } from '../../../domain/i18n/english';

/** Messages of the map query (`GET /tenders/map`). */
export const mapQueryMessages = {
  bbox: english('error.mapQuery.bbox'),
  near: english('error.mapQuery.near'),
} as const;

/** Comma-separated finite numbers ("24.1,59.2"), exactly `count` of them, else null. */
function numberList(v: string, count: number): number[] | null {
  const parts = v.split(',');
  if (parts.length !== count || parts.some((x) => x.trim() === '')) return null;
  const numbers = parts.map(Number);
  return numbers.every(Number.isFinite) ? numbers : null;
}

/** `bbox=west,south,east,north`: the visible area of a map, degrees in WGS84 (no crossing of the antimeridian). */
const bboxParam = /* @__PURE__ */ built(() =>
  z.pipe(
    z.string({ error: mapQueryMessages.bbox }).check(
      z.maxLength(200, mapQueryMessages.bbox),
      z.refine((v) => {
        const n = numberList(v, 4);
        return !!n && n[0]! >= -180 && n[2]! <= 180 && n[1]! >= -90 && n[3]! <= 90 && n[0]! <= n[2]! && n[1]! <= n[3]!;
      }, mapQueryMessages.bbox),
    ),
    z.transform((v: string) => numberList(v, 4) as Bbox),
  ),
);

/** `near=lon,lat`: a point to measure distances from, degrees in WGS84. */
const nearParam = /* @__PURE__ */ built(() =>
  z.pipe(
    z.string({ error: mapQueryMessages.near }).check(
      z.maxLength(100, mapQueryMessages.near),
      z.refine((v) => {
        const n = numberList(v, 2);
        return !!n && Math.abs(n[0]!) <= 180 && Math.abs(n[1]!) <= 90;
      }, mapQueryMessages.near),
    ),
    z.transform((v: string) => numberList(v, 2) as LonLat),
  ),
);

/** `GET /tenders/map` query: the visible area, the list's search, and optionally a point for distances. */
export const tenderMapQuerySchema = /* @__PURE__ */ built(() =>
  z.object({
    bbox: bboxParam,
    search: searchParam,
    near: z.optional(nearParam),
  }),
);
export type TenderMapQuery = z.input<typeof tenderMapQuerySchema>;
