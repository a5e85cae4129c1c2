/**
 * The base map drawn when no tile source is configured: the coasts and borders of Estonia and its neighbours
 * (Natural Earth 1:10m Admin 0 countries, public domain, through the `world-atlas` package's TopoJSON), clipped to
 * OUTLINE_BBOX and rounded to OUTLINE_DECIMALS, written to web/public at OUTLINE_PATH by
 * `npm run base-map:outline` (scripts/base-map-outline.ts) and served with the app, so every map shows where it is offline. Features keep only
 * `name` (the country's English name) and are sorted by it, so the output is the same on every run.
 */
import bboxClip from '@turf/bbox-clip';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** [west, south, east, north] in WGS 84 degrees: Estonia with the Gulf of Finland, northern Latvia and the Russian border lakes. */
export const OUTLINE_BBOX: [number, number, number, number] = [19.5, 56.5, 30.5, 61];
/** Decimal places kept: 4 is about 10 m at these latitudes, far finer than 1:10m data. */
export const OUTLINE_DECIMALS = 4;

type Position = number[];
const round = (p: Position): Position => p.map((v) => Math.round(v * 10 ** OUTLINE_DECIMALS) / 10 ** OUTLINE_DECIMALS);

/** Removes repeated points a rounding made and rings left with fewer than 4 points (not a polygon any more). */
function cleanRing(ring: Position[]): Position[] | undefined {
  const out: Position[] = [];
  for (const p of ring.map(round)) if (!out.length || out[out.length - 1]![0] !== p[0] || out[out.length - 1]![1] !== p[1]) out.push(p);
  return out.length >= 4 ? out : undefined;
}

/** The outline as a GeoJSON FeatureCollection of the countries that reach into OUTLINE_BBOX, clipped to it. */
export function buildOutline(world: Topology): GeoJSON.FeatureCollection {
  const countries = feature(world, world.objects.countries as GeometryCollection<{ name: string }>) as GeoJSON.FeatureCollection<GeoJSON.Polygon | GeoJSON.MultiPolygon, { name: string }>;
  const features: GeoJSON.Feature[] = [];
  for (const country of countries.features) {
    if (!country.geometry) continue;
    const clipped = bboxClip(country, OUTLINE_BBOX).geometry;
    if (clipped.type !== 'Polygon' && clipped.type !== 'MultiPolygon') continue;
    const parts: Position[][][] = clipped.type === 'Polygon' ? [clipped.coordinates] : clipped.coordinates;
    const polygons = parts.map((rings) => rings.map(cleanRing).filter((r): r is Position[] => r !== undefined)).filter((rings) => rings.length > 0);
    if (polygons.length === 0) continue;
    features.push({ type: 'Feature', properties: { name: country.properties.name }, geometry: { type: 'MultiPolygon', coordinates: polygons } });
  }
  features.sort((a, b) => String(a.properties!.name).localeCompare(String(b.properties!.name)));
  return { type: 'FeatureCollection', features };
}
