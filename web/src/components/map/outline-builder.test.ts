import { describe, expect, it } from 'vitest';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import world from 'world-atlas/countries-10m.json';
import committed from '../../../public/base-map/outline.geojson?raw';
import type { Topology } from 'topojson-specification';
import { buildOutline, OUTLINE_BBOX } from './outline-builder';

describe('the bundled base map outline', () => {
  const outline = buildOutline(world as unknown as Topology);

  it('is the file the app serves (run `npm run base-map:outline` after changing the builder)', () => {
    expect(JSON.parse(committed)).toEqual(outline);
  });

  it('holds Estonia with its islands and its neighbours, clipped to the box', () => {
    const names = outline.features.map((f) => f.properties!.name);
    expect(names).toEqual(expect.arrayContaining(['Estonia', 'Finland', 'Latvia', 'Russia']));
    const estonia = outline.features.find((f) => f.properties!.name === 'Estonia')! as GeoJSON.Feature<GeoJSON.MultiPolygon>;
    // Tallinn, Tartu, and Kärdla on Hiiumaa lie on land; the middle of the Gulf of Finland does not.
    for (const lonLat of [
      [24.7536, 59.437],
      [26.7225, 58.378],
      [22.7494, 58.9984],
    ])
      expect(booleanPointInPolygon(lonLat, estonia)).toBe(true);
    expect(outline.features.some((f) => booleanPointInPolygon([25.5, 59.85], f as GeoJSON.Feature<GeoJSON.MultiPolygon>))).toBe(false);
    const [west, south, east, north] = OUTLINE_BBOX;
    for (const f of outline.features)
      for (const polygon of (f.geometry as GeoJSON.MultiPolygon).coordinates)
        for (const ring of polygon) for (const [lon, lat] of ring) expect(lon! >= west && lon! <= east && lat! >= south && lat! <= north).toBe(true);
  });
});
