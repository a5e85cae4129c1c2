/**
 * Which files are geodata the app can draw, by content type or extension. Kept apart from the parsers
 * so the preview dialog can decide without loading them (parse-geodata.ts re-exports these names).
 */

/** The geodata formats the app can draw. */
export type GeodataKind = 'kml' | 'kmz' | 'gpx' | 'geojson' | 'shapefile' | 'dxf';

const CONTENT_TYPES: Record<string, GeodataKind> = {
  'application/vnd.google-earth.kml+xml': 'kml',
  'application/vnd.google-earth.kmz': 'kmz',
  'application/gpx+xml': 'gpx',
  'application/geo+json': 'geojson',
  'application/vnd.geo+json': 'geojson',
  'application/zip': 'shapefile',
  'application/x-zip-compressed': 'shapefile',
  'application/x-esri-shape': 'shapefile',
  'application/x-shapefile': 'shapefile',
  'application/dxf': 'dxf',
  'application/x-dxf': 'dxf',
  'image/vnd.dxf': 'dxf',
  'image/x-dxf': 'dxf',
};

const EXTENSIONS: Record<string, GeodataKind> = {
  kml: 'kml',
  kmz: 'kmz',
  gpx: 'gpx',
  geojson: 'geojson',
  zip: 'shapefile',
  shp: 'shapefile',
  dxf: 'dxf',
};

/**
 * The geodata kind of a file by its content type, else by its name's extension (`.zip` and `.shp` are
 * 'shapefile'); null for anything else.
 */
export function geodataKind(file: { filename: string; contentType: string }): GeodataKind | null {
  const type = file.contentType.toLowerCase().split(';')[0]!.trim();
  const byType = CONTENT_TYPES[type];
  if (byType) return byType;
  const dot = file.filename.lastIndexOf('.');
  const extension = dot > 0 ? file.filename.slice(dot + 1).toLowerCase() : '';
  return EXTENSIONS[extension] ?? null;
}
