/**
 * Test fixtures for the geodata parsers, built in code: shapefile bytes (.shp/.shx/.dbf, polygons and
 * points) and the ESRI .prj of L-EST97. Used by parse-geodata.test.ts and by
 * test/e2e/fixtures/geodata/build.ts, which writes the e2e fixture files. Not imported by the app.
 */

/** ESRI WKT of L-EST97 (EPSG:3301), as ArcGIS and QGIS write it in a .prj. */
export const LEST97_PRJ =
  'PROJCS["Estonian_Coordinate_System_of_1997",GEOGCS["GCS_Estonia_1997",DATUM["D_Estonia_1997",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Lambert_Conformal_Conic"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",6375000.0],PARAMETER["Central_Meridian",24.0],PARAMETER["Standard_Parallel_1",58.0],PARAMETER["Standard_Parallel_2",59.33333333333334],PARAMETER["Latitude_Of_Origin",57.51755393055556],UNIT["Meter",1.0]]';

/** One shapefile record: a polygon (one ring, clockwise, closed) or a point, with its attributes. */
export type ShapeRecord = { ring: [number, number][]; attributes: Record<string, string | number> } | { point: [number, number]; attributes: Record<string, string | number> };

function header(view: DataView, shapeType: number, fileBytes: number, bbox: number[]): void {
  view.setInt32(0, 9994, false);
  view.setInt32(24, fileBytes / 2, false);
  view.setInt32(28, 1000, true);
  view.setInt32(32, shapeType, true);
  bbox.forEach((v, i) => view.setFloat64(36 + i * 8, v, true));
}

/** The .shp and .shx bytes of records that are all polygons or all points (coordinates in the file's own units). */
export function buildShp(records: ShapeRecord[]): { shp: Uint8Array; shx: Uint8Array } {
  const isPoint = 'point' in records[0]!;
  const contents = records.map((r) => {
    if ('point' in r) {
      const buf = new DataView(new ArrayBuffer(20));
      buf.setInt32(0, 1, true);
      buf.setFloat64(4, r.point[0], true);
      buf.setFloat64(12, r.point[1], true);
      return buf;
    }
    const n = r.ring.length;
    const buf = new DataView(new ArrayBuffer(44 + 4 + n * 16));
    const xs = r.ring.map((p) => p[0]);
    const ys = r.ring.map((p) => p[1]);
    buf.setInt32(0, 5, true);
    [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((v, i) => buf.setFloat64(4 + i * 8, v, true));
    buf.setInt32(36, 1, true);
    buf.setInt32(40, n, true);
    buf.setInt32(44, 0, true);
    r.ring.forEach(([x, y], i) => {
      buf.setFloat64(48 + i * 16, x, true);
      buf.setFloat64(56 + i * 16, y, true);
    });
    return buf;
  });
  const all = records.flatMap((r) => ('point' in r ? [r.point] : r.ring));
  const bbox = [Math.min(...all.map((p) => p[0])), Math.min(...all.map((p) => p[1])), Math.max(...all.map((p) => p[0])), Math.max(...all.map((p) => p[1]))];
  const shpBytes = 100 + contents.reduce((s, c) => s + 8 + c.byteLength, 0);
  const shp = new Uint8Array(shpBytes);
  const shpView = new DataView(shp.buffer);
  const shx = new Uint8Array(100 + 8 * records.length);
  const shxView = new DataView(shx.buffer);
  header(shpView, isPoint ? 1 : 5, shpBytes, bbox);
  header(shxView, isPoint ? 1 : 5, shx.length, bbox);
  let offset = 100;
  contents.forEach((c, i) => {
    shpView.setInt32(offset, i + 1, false);
    shpView.setInt32(offset + 4, c.byteLength / 2, false);
    shp.set(new Uint8Array(c.buffer), offset + 8);
    shxView.setInt32(100 + i * 8, offset / 2, false);
    shxView.setInt32(100 + i * 8 + 4, c.byteLength / 2, false);
    offset += 8 + c.byteLength;
  });
  return { shp, shx };
}

/** dBASE III bytes for rows of attributes; field types from the first row: numbers N(18,0), text C(50), ASCII only. */
export function buildDbf(rows: Record<string, string | number>[]): Uint8Array {
  const fields = Object.entries(rows[0] ?? {}).map(([name, value]) => ({ name, type: typeof value === 'number' ? 'N' : 'C', length: typeof value === 'number' ? 18 : 50 }));
  const headerLength = 32 + fields.length * 32 + 1;
  const recordLength = 1 + fields.reduce((s, f) => s + f.length, 0);
  const out = new Uint8Array(headerLength + rows.length * recordLength + 1);
  const view = new DataView(out.buffer);
  out[0] = 0x03;
  out[1] = 126;
  out[2] = 11;
  out[3] = 24;
  view.setUint32(4, rows.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  const ascii = (text: string, at: number, max: number) => {
    for (let i = 0; i < Math.min(text.length, max); i++) out[at + i] = text.charCodeAt(i) & 0x7f;
  };
  fields.forEach((f, i) => {
    const at = 32 + i * 32;
    ascii(f.name.slice(0, 10), at, 10);
    out[at + 11] = f.type.charCodeAt(0);
    out[at + 16] = f.length;
    out[at + 17] = 0;
  });
  out[headerLength - 1] = 0x0d;
  rows.forEach((row, r) => {
    let at = headerLength + r * recordLength;
    out[at++] = 0x20;
    for (const f of fields) {
      const value = String(row[f.name] ?? '');
      const text = f.type === 'N' ? value.padStart(f.length, ' ') : value.padEnd(f.length, ' ');
      ascii(text, at, f.length);
      at += f.length;
    }
  });
  out[out.length - 1] = 0x1a;
  return out;
}

/** A clockwise closed square ring of `size` units whose south-west corner is (x, y). */
export function square(x: number, y: number, size: number): [number, number][] {
  return [
    [x, y],
    [x, y + size],
    [x + size, y + size],
    [x + size, y],
    [x, y],
  ];
}

/** Two land parcels near Tallinn in L-EST97 metres (about lon 24.7-24.8, lat 59.43). */
export const TALLINN_PARCELS: ShapeRecord[] = [
  { ring: square(540_000, 6_588_000, 200), attributes: { PARCEL: '78401:101:0010', AREA_M2: 40000 } },
  { ring: square(541_000, 6_588_500, 100), attributes: { PARCEL: '78401:101:0020', AREA_M2: 10000 } },
];

/**
 * A GeoJSON of one 100 m parcel near Tartu in L-EST97 (EPSG:3301, stated in its `crs` member) whose positions are
 * stored as (northing, easting): X and Y swapped, as the deliverable check must find.
 */
export const SWAPPED_TARTU_GEOJSON = JSON.stringify({
  type: 'FeatureCollection',
  crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::3301' } },
  features: [
    {
      type: 'Feature',
      properties: { name: 'Parcel 1' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [6_474_000, 659_000],
            [6_474_000, 659_100],
            [6_474_100, 659_100],
            [6_474_100, 659_000],
            [6_474_000, 659_000],
          ],
        ],
      },
    },
  ],
});

/** A small KML: one point and one polygon, with names and a description. */
export const SAMPLE_KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Survey site</name>
<Placemark><name>Benchmark 12</name><description>Levelling mark</description><Point><coordinates>24.7536,59.4370,0</coordinates></Point></Placemark>
<Placemark><name>Site boundary</name><description>Topographic survey area</description><Polygon><outerBoundaryIs><LinearRing><coordinates>24.74,59.43 24.76,59.43 24.76,59.44 24.74,59.44 24.74,59.43</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
</Document></kml>`;

/** A small GPX: two waypoints and a track. */
export const SAMPLE_GPX = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="GeoTender tests" xmlns="http://www.topografix.com/GPX/1/1">
<wpt lat="58.3780" lon="26.7290"><name>GNSS base</name><ele>45.2</ele></wpt>
<wpt lat="58.3790" lon="26.7310"><name>Control point 2</name><ele>46.0</ele></wpt>
<trk><name>Walked boundary</name><trkseg><trkpt lat="58.3780" lon="26.7290"></trkpt><trkpt lat="58.3785" lon="26.7300"></trkpt><trkpt lat="58.3790" lon="26.7310"></trkpt></trkseg></trk>
</gpx>`;

/** A minimal ASCII DXF (entities section only) with a closed LWPOLYLINE, a LINE and a POINT at the given offsets. */
export function sampleDxf(x: number, y: number, size: number): string {
  const pairs: [number, string | number][] = [
    [0, 'SECTION'],
    [2, 'ENTITIES'],
    [0, 'LWPOLYLINE'],
    [8, 'PARCELS'],
    [90, 4],
    [70, 1],
    [10, x],
    [20, y],
    [10, x + size],
    [20, y],
    [10, x + size],
    [20, y + size],
    [10, x],
    [20, y + size],
    [0, 'LINE'],
    [8, 'ROADS'],
    [10, x],
    [20, y],
    [30, 0],
    [11, x + size],
    [21, y + size],
    [31, 0],
    [0, 'POINT'],
    [8, 'POINTS'],
    [10, x + size / 2],
    [20, y + size / 2],
    [30, 0],
    [0, 'ENDSEC'],
    [0, 'EOF'],
  ];
  return pairs.map(([code, value]) => `${code}\n${value}`).join('\n') + '\n';
}
