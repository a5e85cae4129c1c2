import { DOMParser } from '@xmldom/xmldom';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkReport } from '../../lambdas/features/deliveries/domain/check-report';
import { summarizePointCloud, summarizeVector } from '../../lambdas/features/deliveries/domain/geodata-summary';
import { GEODATA_LIMITS } from '../../lambdas/features/tenders/domain/geodata/limits';
import { buildDbf, buildShp, LEST97_PRJ, SAMPLE_KML, square, TALLINN_PARCELS } from '../../web/src/lib/geodata/fixtures';

beforeAll(() => {
  // The worker reads KML and GPX with xmldom's DOMParser, as the browser does with its own.
  (globalThis as { DOMParser?: unknown }).DOMParser ??= DOMParser;
});

const buffer = (u: Uint8Array) => u.buffer.slice(u.byteOffset, u.byteOffset + u.byteLength) as ArrayBuffer;

function shapefileZip(records = TALLINN_PARCELS, prj: string | null = LEST97_PRJ): ArrayBuffer {
  const { shp, shx } = buildShp(records);
  const dbf = buildDbf(records.map((r) => r.attributes));
  return buffer(zipSync({ 'parcels.shp': shp, 'parcels.shx': shx, 'parcels.dbf': dbf, ...(prj ? { 'parcels.prj': strToU8(prj) } : {}) }));
}

/** A LAS 1.2 public header (227 bytes) with `vlrs` after it and the first point bytes (the worker reads 64 KB); min/max as (x, y, z). */
function lasHead(opts: { points: number; min: [number, number, number]; max: [number, number, number]; vlrs?: { userId: string; recordId: number; content: Uint8Array }[] }): Uint8Array {
  const vlrs = opts.vlrs ?? [];
  const vlrBytes = vlrs.reduce((n, v) => n + 54 + v.content.byteLength, 0);
  const out = new Uint8Array(227 + vlrBytes + 1_024);
  const view = new DataView(out.buffer);
  out.set(strToU8('LASF'), 0);
  view.setUint8(24, 1);
  view.setUint8(25, 2);
  view.setUint16(94, 227, true); // header size
  view.setUint32(96, 227 + vlrBytes, true); // offset to point data
  view.setUint32(100, vlrs.length, true);
  view.setUint8(104, 1); // point data format 1
  view.setUint16(105, 28, true);
  view.setUint32(107, opts.points, true);
  for (const [i, v] of [0.01, 0.01, 0.01].entries()) view.setFloat64(131 + i * 8, v, true);
  const [minX, minY, minZ] = opts.min;
  const [maxX, maxY, maxZ] = opts.max;
  [maxX, minX, maxY, minY, maxZ, minZ].forEach((v, i) => view.setFloat64(179 + i * 8, v, true));
  let at = 227;
  for (const v of vlrs) {
    out.set(strToU8(v.userId), at + 2);
    view.setUint16(at + 18, v.recordId, true);
    view.setUint16(at + 20, v.content.byteLength, true);
    out.set(v.content, at + 54);
    at += 54 + v.content.byteLength;
  }
  return out;
}

/** A GeoKeyDirectory naming projected EPSG `code`. */
function geoKeys(code: number): Uint8Array {
  const keys = new Uint16Array([1, 1, 0, 1, 3072, 0, 1, code]);
  return new Uint8Array(keys.buffer);
}

describe('what the quality check reads in a delivered file', () => {
  it('reads a zipped shapefile as stored: its .prj, its L-EST97 extent and its counts', async () => {
    const summary = await summarizeVector(shapefileZip(), 'shapefile', GEODATA_LIMITS);
    expect(summary).toMatchObject({ format: 'a shapefile', statedCrs: 'EPSG:3301', statedBy: 'the .prj file', featureCount: TALLINN_PARCELS.length, emptyGeometries: 0, selfCrossing: 0 });
    const [minE, minN] = summary.sourceBbox!;
    expect(minE).toBeGreaterThan(500_000);
    expect(minN).toBeGreaterThan(6_500_000);
    expect(checkReport(summary).lines.find((l) => l.check === 'axes')!.level).toBe('green');
  });

  it('finds a bow-tie polygon that crosses itself, and a shapefile without .prj states nothing', async () => {
    const bowTie: [number, number][] = [
      [542_000, 6_589_000],
      [542_100, 6_589_100],
      [542_100, 6_589_000],
      [542_000, 6_589_100],
      [542_000, 6_589_000],
    ];
    const summary = await summarizeVector(
      shapefileZip(
        [
          { ring: bowTie, attributes: { id: 1 } },
          { ring: square(542_300, 6_589_300, 50), attributes: { id: 2 } },
        ],
        null,
      ),
      'shapefile',
      GEODATA_LIMITS,
    );
    expect(summary.selfCrossing).toBe(1);
    expect(summary.statedCrs).toBeUndefined();
    expect(checkReport(summary).lines.map((l) => [l.check, l.level])).toEqual(
      expect.arrayContaining([
        ['crs', 'amber'],
        ['geometry', 'amber'],
      ]),
    );
  });

  it('reads KML with the DOM parser the worker installs, stated WGS 84 by the format', async () => {
    const summary = await summarizeVector(buffer(strToU8(SAMPLE_KML)), 'kml', GEODATA_LIMITS);
    expect(summary).toMatchObject({ format: 'KML', statedCrs: 'EPSG:4326', statedBy: 'the format' });
    expect(summary.featureCount).toBeGreaterThan(0);
  });

  it('refuses what the preview refuses, with the same message (an XML entity bomb)', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY a "aaaaaaaaaa">]><kml>&a;</kml>`;
    await expect(summarizeVector(buffer(strToU8(bomb)), 'kml', GEODATA_LIMITS)).rejects.toThrow('declares a DOCTYPE or entities');
  });

  it('reads a LAS header: the declared points, the extent and the EPSG code of its GeoKeyDirectory', async () => {
    const head = lasHead({ points: 2_500_000, min: [659_000, 6_474_000, 30], max: [659_500, 6_474_400, 80], vlrs: [{ userId: 'LASF_Projection', recordId: 34735, content: geoKeys(3301) }] });
    const summary = await summarizePointCloud(head, 'las');
    expect(summary).toEqual(
      expect.objectContaining({ format: 'a LAS point cloud', statedCrs: 'EPSG:3301', statedBy: "the file's header", cloudPoints: 2_500_000, sourceBbox: [659_000, 6_474_000, 659_500, 6_474_400] }),
    );
    const cloud = checkReport(summary).lines.find((l) => l.check === 'pointCloud')!;
    expect(cloud.text).toBe('2,500,000 points, 12.5 points per m² over its extent.');
  });

  it('says why a header it cannot read is refused', async () => {
    await expect(summarizePointCloud(strToU8('not a point cloud at all, just some text that is long enough '.repeat(5)), 'laz')).rejects.toThrow(/its header is not one of LAS 1\.2 or 1\.4/);
  });
});
