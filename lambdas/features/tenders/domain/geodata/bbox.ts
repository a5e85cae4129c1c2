/** Extents and coordinate walking for GeoJSON (positions in, [west, south, east, north] out). */

/** [west, south, east, north] (or [minX, minY, maxX, maxY] for projected coordinates). */
export type Bbox = [number, number, number, number];

/** Calls `visit` for every position of a geometry (GeometryCollections included); null geometries have none. */
export function forEachPosition(geometry: GeoJSON.Geometry | null, visit: (p: GeoJSON.Position) => void): void {
  if (!geometry) return;
  switch (geometry.type) {
    case 'Point':
      visit(geometry.coordinates);
      return;
    case 'MultiPoint':
    case 'LineString':
      geometry.coordinates.forEach(visit);
      return;
    case 'MultiLineString':
    case 'Polygon':
      for (const line of geometry.coordinates) line.forEach(visit);
      return;
    case 'MultiPolygon':
      for (const polygon of geometry.coordinates) for (const ring of polygon) ring.forEach(visit);
      return;
    case 'GeometryCollection':
      for (const part of geometry.geometries) forEachPosition(part, visit);
      return;
  }
}

/** A copy of a geometry with every position passed through `map`. */
export function mapPositions<G extends GeoJSON.Geometry | null>(geometry: G, map: (p: GeoJSON.Position) => GeoJSON.Position): G {
  if (!geometry) return geometry;
  const g = geometry as GeoJSON.Geometry;
  switch (g.type) {
    case 'Point':
      return { ...g, coordinates: map(g.coordinates) } as G;
    case 'MultiPoint':
    case 'LineString':
      return { ...g, coordinates: g.coordinates.map(map) } as G;
    case 'MultiLineString':
    case 'Polygon':
      return { ...g, coordinates: g.coordinates.map((line) => line.map(map)) } as G;
    case 'MultiPolygon':
      return { ...g, coordinates: g.coordinates.map((polygon) => polygon.map((ring) => ring.map(map))) } as G;
    case 'GeometryCollection':
      return { ...g, geometries: g.geometries.map((part) => mapPositions(part, map)) } as G;
  }
}

/** Number of positions in a geometry. */
export function vertexCount(geometry: GeoJSON.Geometry | null): number {
  let count = 0;
  forEachPosition(geometry, () => count++);
  return count;
}

/** The extent of a set of features, or null when none has a position. Throws when a coordinate is not a finite number. */
export function bboxOf(features: readonly GeoJSON.Feature[]): Bbox | null {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const feature of features) {
    forEachPosition(feature.geometry, (p) => {
      const [x, y] = p;
      if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) {
        throw new Error('The file has a coordinate that is not a number');
      }
      if (x < w) w = x;
      if (x > e) e = x;
      if (y < s) s = y;
      if (y > n) n = y;
    });
  }
  return w === Infinity ? null : [w, s, e, n];
}
