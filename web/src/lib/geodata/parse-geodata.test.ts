/** Geodata parsing: formats, L-EST97 reprojection, and refusal of hostile files. */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { buildDbf, buildShp, LEST97_PRJ, SAMPLE_GPX, SAMPLE_KML, sampleDxf, square, TALLINN_PARCELS } from './fixtures';
import { GEODATA_LIMITS, geodataKind, parseGeodata, type GeodataKind } from '@features/tenders/domain/geodata/parse-geodata';
import { assertSafeXml } from '@features/tenders/domain/geodata/xml-guard';

const encode = (text: string): ArrayBuffer => new TextEncoder().encode(text).buffer as ArrayBuffer;

async function zip(files: Record<string, string | Uint8Array>, compression: 'STORE' | 'DEFLATE' = 'DEFLATE'): Promise<ArrayBuffer> {
  const entries = Object.fromEntries(Object.entries(files).map(([name, content]) => [name, typeof content === 'string' ? strToU8(content) : content]));
  return zipSync(entries, { level: compression === 'STORE' ? 0 : 6 }).buffer;
}

/** Makes a one-entry archive lie: its local header and central directory declare 100 bytes uncompressed. */
function understateFirstEntry(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer);
  view.setUint32(22, 100, true);
  const central = bytes.findIndex((_, i) => view.getUint32(i, true) === 0x02014b50);
  view.setUint32(central + 24, 100, true);
  return bytes;
}

async function tallinnShapefileZip(withPrj = true): Promise<ArrayBuffer> {
  const { shp, shx } = buildShp(TALLINN_PARCELS);
  const files: Record<string, string | Uint8Array> = { 'parcels.shp': shp, 'parcels.shx': shx, 'parcels.dbf': buildDbf(TALLINN_PARCELS.map((r) => r.attributes)) };
  if (withPrj) files['parcels.prj'] = LEST97_PRJ;
  return zip(files);
}

describe('geodataKind', () => {
  it.each([
    [{ filename: 'site.kml', contentType: 'application/vnd.google-earth.kml+xml' }, 'kml'],
    [{ filename: 'site.KMZ', contentType: 'application/octet-stream' }, 'kmz'],
    [{ filename: 'track.gpx', contentType: '' }, 'gpx'],
    [{ filename: 'area.geojson', contentType: 'application/geo+json' }, 'geojson'],
    [{ filename: 'parcels.zip', contentType: 'application/zip' }, 'shapefile'],
    [{ filename: 'parcels.shp', contentType: 'application/x-esri-shape' }, 'shapefile'],
    [{ filename: 'plan.dxf', contentType: 'image/vnd.dxf' }, 'dxf'],
    [{ filename: 'noname', contentType: 'application/vnd.google-earth.kml+xml' }, 'kml'],
    [{ filename: 'site.kml', contentType: 'text/xml' }, 'kml'],
  ] as const)('%o is %s', (file, kind) => {
    expect(geodataKind(file)).toBe(kind);
  });

  it.each(['report.docx', 'photo.png', 'data.json', 'plan.dwg', 'kml'])('%s is not geodata', (filename) => {
    expect(geodataKind({ filename, contentType: 'application/octet-stream' })).toBeNull();
  });
});

describe('parseGeodata: formats', () => {
  it('reads KML points and polygons with their attributes', async () => {
    const layer = await parseGeodata(encode(SAMPLE_KML), 'kml');
    expect(layer.featureCount).toBe(2);
    expect(layer.features.features.map((f) => f.geometry?.type)).toEqual(['Point', 'Polygon']);
    expect(layer.columns).toEqual(expect.arrayContaining(['name', 'description']));
    expect(layer.crs).toBe('EPSG:4326');
    expect(layer.bbox).toEqual([24.74, 59.43, 24.76, 59.44]);
    expect(layer.truncated).toBe(false);
  });

  it('reads the doc.kml of a KMZ', async () => {
    const layer = await parseGeodata(await zip({ 'doc.kml': SAMPLE_KML, 'files/icon.png': new Uint8Array([1, 2, 3]) }), 'kmz');
    expect(layer.featureCount).toBe(2);
    expect(layer.bbox).toEqual([24.74, 59.43, 24.76, 59.44]);
  });

  it('reads GPX waypoints and tracks', async () => {
    const layer = await parseGeodata(encode(SAMPLE_GPX), 'gpx');
    expect(layer.featureCount).toBe(3);
    expect(layer.features.features.map((f) => f.geometry?.type).sort()).toEqual(['LineString', 'Point', 'Point']);
    expect(layer.columns).toEqual(['name']);
    expect(layer.bbox).toEqual([26.729, 58.378, 26.731, 58.379]);
  });

  it('reads a GeoJSON FeatureCollection in WGS84', async () => {
    const fc = { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [25, 58.5] }, properties: { id: 7, kind: 'mark' } }] };
    const layer = await parseGeodata(encode(JSON.stringify(fc)), 'geojson');
    expect(layer).toMatchObject({ featureCount: 1, columns: ['id', 'kind'], crs: 'EPSG:4326', bbox: [25, 58.5, 25, 58.5] });
  });

  it('reprojects GeoJSON whose crs member names EPSG:3301', async () => {
    const fc = {
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::3301' } },
      features: [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [square(540_000, 6_588_000, 200)] }, properties: { name: 'parcel' } }],
    };
    const layer = await parseGeodata(encode(JSON.stringify(fc)), 'geojson');
    expect(layer.crs).toBe('EPSG:3301');
    const [w, s, e, n] = layer.bbox!;
    expect(w).toBeCloseTo(24.7, 1);
    expect(s).toBeCloseTo(59.4, 1);
    expect(e - w).toBeGreaterThan(0.003);
    expect(n - s).toBeGreaterThan(0.0017);
  });

  it('refuses projected GeoJSON that names no coordinate system', async () => {
    const fc = { type: 'Feature', geometry: { type: 'Point', coordinates: [540_000, 6_588_000] }, properties: {} };
    await expect(parseGeodata(encode(JSON.stringify(fc)), 'geojson')).rejects.toThrow(/not longitude\/latitude.*crs/);
  });

  it('refuses malformed GeoJSON with a message', async () => {
    await expect(parseGeodata(encode('{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":["a"]}}]}'), 'geojson')).rejects.toThrow(
      'This file is not valid GeoJSON: a Point has a position that is not a pair of numbers',
    );
    await expect(parseGeodata(encode('{not json'), 'geojson')).rejects.toThrow('This file is not valid GeoJSON');
    await expect(parseGeodata(encode('{"type":"constructor","coordinates":[1,2]}'), 'geojson')).rejects.toThrow('This file is not valid GeoJSON: a geometry has an unknown type');
  });

  it('reprojects a zipped shapefile whose .prj is L-EST97 to WGS84 near Tallinn', async () => {
    const layer = await parseGeodata(await tallinnShapefileZip(), 'shapefile');
    expect(layer.crs).toBe('EPSG:3301');
    expect(layer.featureCount).toBe(2);
    expect(layer.columns).toEqual(['PARCEL', 'AREA_M2']);
    expect(layer.features.features[0]!.properties).toMatchObject({ PARCEL: '78401:101:0010', AREA_M2: 40000 });
    const [w, s, e, n] = layer.bbox!;
    expect(w).toBeCloseTo(24.7, 1);
    expect(e).toBeCloseTo(24.72, 1);
    expect(s).toBeCloseTo(59.4, 1);
    expect(n).toBeCloseTo(59.42, 1);
    // 200 m east-west at lat 59.4 is about 0.0035 degrees of longitude.
    const ring = (layer.features.features[0]!.geometry as GeoJSON.Polygon).coordinates[0]!;
    const lons = ring.map((p) => p[0]!);
    expect(Math.max(...lons) - Math.min(...lons)).toBeCloseTo(200 / (111_320 * Math.cos((59.42 * Math.PI) / 180)), 4);
  });

  it('reads a shapefile without .prj as L-EST97 when its coordinates lie in Estonia, and says so', async () => {
    const layer = await parseGeodata(await tallinnShapefileZip(false), 'shapefile');
    expect(layer.crs).toBe('EPSG:3301');
    expect(layer.notes.join(' ')).toMatch(/no \.prj/);
    expect(layer.bbox![0]).toBeCloseTo(24.7, 1);
  });

  it('reads a bare .shp (no zip)', async () => {
    const { shp } = buildShp([{ point: [24.75, 59.44], attributes: {} }]);
    const layer = await parseGeodata(shp.buffer as ArrayBuffer, 'shapefile');
    expect(layer).toMatchObject({ featureCount: 1, crs: 'EPSG:4326', bbox: [24.75, 59.44, 24.75, 59.44] });
  });

  it('says when the zip has no .shp', async () => {
    await expect(parseGeodata(await zip({ 'readme.txt': 'hello' }), 'shapefile')).rejects.toThrow('The shapefile has no .shp');
  });

  it('reads a DXF in L-EST97 metres and reprojects it', async () => {
    const layer = await parseGeodata(encode(sampleDxf(540_000, 6_588_000, 200)), 'dxf');
    expect(layer.crs).toBe('EPSG:3301');
    expect(layer.featureCount).toBe(3);
    expect(layer.columns).toEqual(['layer', 'type']);
    expect(layer.features.features.map((f) => f.geometry?.type)).toEqual(['Polygon', 'LineString', 'Point']);
    expect(layer.bbox![0]).toBeCloseTo(24.7, 1);
    expect(layer.bbox![1]).toBeCloseTo(59.4, 1);
    expect(layer.notes.join(' ')).toMatch(/names no coordinate system/);
  });

  it('reads a DXF in degrees as WGS84', async () => {
    const layer = await parseGeodata(encode(sampleDxf(24.7, 59.4, 0.01)), 'dxf');
    expect(layer.crs).toBe('EPSG:4326');
    expect(layer.bbox).toEqual([24.7, 59.4, 24.71, 59.41]);
  });

  it('refuses a DXF whose coordinates are in an unknown system', async () => {
    await expect(parseGeodata(encode(sampleDxf(1000, 2000, 50)), 'dxf')).rejects.toThrow('DXF coordinates are in an unknown system');
  });
});

describe('parseGeodata: limits and hostile files', () => {
  it('refuses a file over the size limit before parsing', async () => {
    await expect(parseGeodata(new ArrayBuffer(GEODATA_LIMITS.maxFileBytes + 1), 'kml')).rejects.toThrow('The file is larger than the 25 MB preview limit');
  });

  it('refuses a billion-laughs KML', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><kml><Document><name>&lol3;</name></Document></kml>`;
    await expect(parseGeodata(encode(laughs), 'kml')).rejects.toThrow(/not valid KML: it declares a DOCTYPE or entities/);
  });

  it('refuses an external-entity KML', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><kml><Document><name>&xxe;</name></Document></kml>`;
    await expect(parseGeodata(encode(xxe), 'kml')).rejects.toThrow(/DOCTYPE or entities/);
  });

  it('refuses a deeply nested KML before the XML parser sees it', async () => {
    const depth = 100_000;
    const nested = `<kml>${'<Folder>'.repeat(depth)}${'</Folder>'.repeat(depth)}</kml>`;
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    await expect(parseGeodata(encode(nested), 'kml')).rejects.toThrow(`This file is not valid KML: its elements are nested more than ${GEODATA_LIMITS.maxXmlDepth} deep`);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it('accepts nesting up to the limit, with comments and quoted ">" not miscounted', async () => {
    const depth = GEODATA_LIMITS.maxXmlDepth - 1;
    const text = `<kml><!-- <a><b><c> --><Document>${'<Folder>'.repeat(depth - 2)}${'</Folder>'.repeat(depth - 2)}</Document></kml>`;
    await expect(parseGeodata(encode(text), 'kml')).resolves.toMatchObject({ featureCount: 0, bbox: null });
    expect(() => assertSafeXml(`<kml><a title="x>y" b='<c>'/><d/></kml>`, 'bad', 2)).not.toThrow();
    expect(() => assertSafeXml('<kml><a><b/></a></kml>', 'bad', 2)).not.toThrow();
    // CDATA is skipped by the scan (happy-dom's DOMParser cannot parse CDATA, so it is tested here only).
    expect(() => assertSafeXml('<kml><a><![CDATA[<x><y><z>]]></a></kml>', 'bad', 2)).not.toThrow();
    expect(() => assertSafeXml('<kml><a><b></b></a></kml>', 'bad', 2)).toThrow('bad: its elements are nested more than 2 deep');
  });

  it('says a PNG named .kml is not KML', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    await expect(parseGeodata(png.buffer, 'kml')).rejects.toThrow('This file is not valid KML: it is a PNG image');
  });

  it('says text that is not XML is not KML', async () => {
    await expect(parseGeodata(encode('just some notes, <not> xml'), 'kml')).rejects.toThrow('This file is not valid KML');
    await expect(parseGeodata(encode('<?xml version="1.0"?><html><body/></html>'), 'kml')).rejects.toThrow('This file is not valid KML: its root element is not <kml>');
  });

  it('refuses a KMZ whose entry declares more than the uncompressed limit, without inflating it', async () => {
    const limits = { ...GEODATA_LIMITS, maxUncompressedBytes: 1024 * 1024 };
    const bomb = await zip({ 'doc.kml': `<kml>${' '.repeat(2 * 1024 * 1024)}</kml>` });
    expect(bomb.byteLength).toBeLessThan(20_000);
    await expect(parseGeodata(bomb, 'kmz', limits)).rejects.toThrow('The archive unpacks to more than the 1 MB preview limit');
  });

  it('stops inflating an entry that unpacks to more than it declares', async () => {
    const bytes = understateFirstEntry(new Uint8Array(await zip({ 'doc.kml': `<kml>${' '.repeat(4 * 1024 * 1024)}</kml>` })));
    await expect(parseGeodata(bytes.buffer as ArrayBuffer, 'kmz')).rejects.toThrow(/doc\.kml unpacks to more than it declares/);
  });

  it('stops reading a stored (uncompressed) entry that is longer than it declares', async () => {
    const bytes = understateFirstEntry(new Uint8Array(await zip({ 'doc.kml': `<kml>${' '.repeat(64 * 1024)}</kml>` }, 'STORE')));
    await expect(parseGeodata(bytes.buffer as ArrayBuffer, 'kmz')).rejects.toThrow(/doc\.kml unpacks to more than it declares/);
  });

  it('stops inflating a shapefile part that unpacks to more than it declares', async () => {
    const { shp } = buildShp(TALLINN_PARCELS);
    const bytes = new Uint8Array(await zip({ 'parcels.shp': shp, 'parcels.prj': ' '.repeat(3 * 1024 * 1024) }));
    // The .prj declares 10 bytes in the central directory but unpacks to 3 MB.
    const view = new DataView(bytes.buffer);
    const records = [...bytes.keys()].filter((i) => i < bytes.length - 4 && view.getUint32(i, true) === 0x02014b50);
    view.setUint32(records[1]! + 24, 10, true);
    await expect(parseGeodata(bytes.buffer as ArrayBuffer, 'shapefile')).rejects.toThrow(/parcels\.prj unpacks to more than it declares/);
  });

  it('counts only files towards the entry limit, not folders or macOS resource forks', async () => {
    const limits = { ...GEODATA_LIMITS, maxZipEntries: 1 };
    const kmz = await zip({ 'files/': new Uint8Array(0), '__MACOSX/._doc.kml': new Uint8Array([0, 5, 22, 7]), 'doc.kml': SAMPLE_KML });
    expect((await parseGeodata(kmz, 'kmz', limits)).featureCount).toBe(2);
    const crowded = await zip({ 'doc.kml': SAMPLE_KML, 'files/a.png': new Uint8Array([1]) });
    await expect(parseGeodata(crowded, 'kmz', limits)).rejects.toThrow('The archive lists 2 files; the preview reads at most 1');
  });

  it('says which entry is damaged when its compressed data is corrupt', async () => {
    const bytes = new Uint8Array(await zip({ 'doc.kml': SAMPLE_KML }));
    const data = 30 + 'doc.kml'.length;
    bytes.fill(0xff, data, data + 8);
    await expect(parseGeodata(bytes.buffer as ArrayBuffer, 'kmz')).rejects.toThrow(/^doc\.kml in the archive is damaged/);
  });

  it('refuses deeply nested GeoJSON GeometryCollections without overflowing the stack', async () => {
    let text = '{"type":"Point","coordinates":[24,59]}';
    for (let i = 0; i < 50_000; i++) text = `{"type":"GeometryCollection","geometries":[${text}]}`;
    await expect(parseGeodata(encode(text), 'geojson')).rejects.toThrow('This file is not valid GeoJSON: GeometryCollections are nested more than 8 deep');
  });

  it('says a file that is not a zip is not KMZ', async () => {
    await expect(parseGeodata(encode(SAMPLE_KML), 'kmz')).rejects.toThrow('This file is not valid KMZ: it is not a zip archive');
  });

  it('draws at most the vertex cap and says the drawing is truncated', async () => {
    const features = Array.from({ length: 50 }, (_, i) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [24 + i / 100, 59] }, properties: { i } }));
    const layer = await parseGeodata(encode(JSON.stringify({ type: 'FeatureCollection', features })), 'geojson', { ...GEODATA_LIMITS, maxDrawnVertices: 20 });
    expect(layer.featureCount).toBe(50);
    expect(layer.features.features).toHaveLength(20);
    expect(layer.truncated).toBe(true);
    expect(layer.notes.join(' ')).toMatch(/Only the first 20 of 50 features are drawn/);
  });

  it.each<[GeodataKind]>([['kml'], ['gpx'], ['geojson'], ['dxf']])('an empty %s file gets a message', async (kind) => {
    await expect(parseGeodata(new ArrayBuffer(0), kind)).rejects.toThrow(/The file is empty/);
  });
});
