import { describe, expect, it } from 'vitest';
import { checkReport, metresText, placementOf, unreadableReport, type GeodataSummary } from '../../lambdas/features/deliveries/domain/check-report';
import { toLest97 } from '../../lambdas/features/tenders/domain/lest97';
import type { Bbox, LonLat, SiteGeometry } from '../../lambdas/features/tenders/domain/site-rules';

/** A site around Raekoja plats, Tartu: about 600 m × 450 m. */
const SITE: SiteGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [26.715, 58.378],
      [26.725, 58.378],
      [26.725, 58.382],
      [26.715, 58.382],
      [26.715, 58.378],
    ],
  ],
};

/** The L-EST97 extent (easting, northing) of a WGS 84 box. */
function lest97Box([w, s, e, n]: Bbox): Bbox {
  const [x0, y0] = toLest97([w, s]);
  const [x1, y1] = toLest97([e, n]);
  return [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
}

const summary = (over: Partial<GeodataSummary>): GeodataSummary => ({
  format: 'a shapefile',
  statedCrs: 'EPSG:3301',
  statedBy: 'the .prj file',
  sourceBbox: lest97Box([26.717, 58.379, 26.723, 58.381]),
  featureCount: 12,
  pointCount: 40,
  vertexCount: 1205,
  emptyGeometries: 0,
  selfCrossing: 0,
  ...over,
});

const lineOf = (report: ReturnType<typeof checkReport>, check: string) => report.lines.find((l) => l.check === check);

describe('the check report of a delivered geodata file', () => {
  it('is green for a shapefile in L-EST97, stated by its .prj, inside the site, in plain sentences', () => {
    const report = checkReport(summary({}), SITE);
    expect(report.level).toBe('green');
    expect(report.lines.map((l) => [l.check, l.level, l.text])).toEqual([
      ['format', 'green', 'The file was read as a shapefile.'],
      ['crs', 'green', 'Coordinates are in L-EST97 (EPSG:3301), as the .prj file states.'],
      ['axes', 'green', 'X (northing) and Y (easting) are in the expected order.'],
      ['extent', 'green', "The data lie inside the tender's site."],
      ['counts', 'green', '12 features, 40 points and 1,205 vertices.'],
      ['geometry', 'green', 'No empty or self-crossing geometries.'],
    ]);
  });

  it('finds swapped L-EST97 axes, says where the data would lie, and compares the corrected extent with the site', () => {
    const [a0, b0, a1, b1] = lest97Box([26.717, 58.379, 26.723, 58.381]);
    const report = checkReport(summary({ sourceBbox: [b0, a0, b1, a1] }), SITE);
    const axes = lineOf(report, 'axes')!;
    expect(report.level).toBe('red');
    expect(axes.level).toBe('red');
    expect(axes.text).toMatch(/^X and Y look swapped: as stored the data lie .+; with X and Y exchanged they fall in Estonia, at 58\.38° N, 26\.72° E\.$/);
    expect(axes.at![0]).toBeCloseTo(26.72, 2);
    expect(axes.at![1]).toBeCloseTo(58.38, 2);
    expect(lineOf(report, 'extent')).toMatchObject({ level: 'green', text: "Once X and Y are exchanged, the data lie inside the tender's site." });
  });

  it('finds WGS 84 stored as latitude, longitude, and how far from Estonia that lands', () => {
    const report = checkReport(summary({ format: 'GeoJSON', statedCrs: 'EPSG:4326', statedBy: 'the format', sourceBbox: [58.379, 26.717, 58.381, 26.723] }), SITE);
    expect(lineOf(report, 'crs')).toMatchObject({ level: 'green', text: 'Coordinates are in WGS 84 (EPSG:4326), as the format states.' });
    expect(lineOf(report, 'axes')!.text).toMatch(/as stored the data lie at 26\.72° N, 58\.38° E, about [\d,]+ km from Estonia/);
  });

  it('assumes L-EST97 with amber when the file states nothing, and says red when the statement contradicts the values', () => {
    expect(lineOf(checkReport(summary({ statedCrs: undefined }), SITE), 'crs')).toMatchObject({
      level: 'amber',
      text: 'The file states no coordinate system; its values fit L-EST97 (EPSG:3301), which is assumed.',
    });
    const contradicted = checkReport(summary({ sourceBbox: [26.717, 58.379, 26.723, 58.381] }), SITE);
    expect(lineOf(contradicted, 'crs')).toMatchObject({ level: 'red', text: 'The file states L-EST97 (EPSG:3301) (the .prj file), but its values are WGS 84 (EPSG:4326).' });
  });

  it('cannot place values that fit neither system (Web Mercator metres here) and then compares no extent', () => {
    const report = checkReport(summary({ statedCrs: 'WGS_1984_Web_Mercator', sourceBbox: [2_974_000, 8_057_000, 2_975_000, 8_058_000] }), SITE);
    expect(lineOf(report, 'crs')).toMatchObject({ level: 'red' });
    expect(lineOf(report, 'crs')!.text).toContain("'WGS_1984_Web_Mercator'");
    expect(lineOf(report, 'extent')).toBeUndefined();
  });

  it('gives the share of an overlap, and the distance in metres of data beside the site', () => {
    const half = checkReport(summary({ sourceBbox: lest97Box([26.72, 58.379, 26.73, 58.381]) }), SITE);
    expect(lineOf(half, 'extent')).toMatchObject({ level: 'amber' });
    expect(lineOf(half, 'extent')!.text).toMatch(/^The data overlap the tender's site: (49|50|51) % of their extent lies inside it\.$/);
    const away = checkReport(summary({ sourceBbox: lest97Box([26.765, 58.379, 26.77, 58.381]) }), SITE);
    expect(lineOf(away, 'extent')).toMatchObject({ level: 'red', text: "The data lie 2.3 km from the tender's site." });
  });

  it('compares with a point site: inside the extent, or amber when near and red when far', () => {
    const point = (p: LonLat): SiteGeometry => ({ type: 'Point', coordinates: p });
    expect(lineOf(checkReport(summary({}), point([26.72, 58.38])), 'extent')).toMatchObject({ level: 'green', text: "The tender's site lies within the data's extent." });
    expect(lineOf(checkReport(summary({}), point([26.72, 58.385])), 'extent')!.level).toBe('amber');
    expect(lineOf(checkReport(summary({}), point([26.9, 58.38])), 'extent')!.level).toBe('red');
  });

  it('reports a point cloud by its points and their density per m² over the site', () => {
    const report = checkReport(summary({ format: 'a LAZ point cloud', statedBy: "the file's header", cloudPoints: 5_000_000, featureCount: 0 }), SITE);
    const cloud = lineOf(report, 'pointCloud')!;
    expect(cloud.level).toBe('green');
    expect(cloud.text).toMatch(/^5,000,000 points, \d+\.\d points per m² over the tender's site\.$/);
    expect(lineOf(report, 'counts')).toBeUndefined();
  });

  it('says amber for empty and self-crossing geometries, red for a file without features', () => {
    expect(lineOf(checkReport(summary({ emptyGeometries: 1, selfCrossing: 2 }), SITE), 'geometry')).toMatchObject({
      level: 'amber',
      text: '1 feature has no geometry; 2 polygons cross themselves.',
    });
    const empty = checkReport(summary({ featureCount: 0, pointCount: 0, vertexCount: 0, sourceBbox: null }), SITE);
    expect(empty.level).toBe('red');
    expect(lineOf(empty, 'counts')).toMatchObject({ level: 'red', text: 'The file holds no features.' });
  });

  it('turns a reader failure into a red report that names the reason', () => {
    expect(unreadableReport('KML', 'it declares a DOCTYPE or entities, which the preview refuses for safety')).toEqual({
      level: 'red',
      lines: [{ check: 'format', level: 'red', text: 'The file could not be checked as KML: it declares a DOCTYPE or entities, which the preview refuses for safety.' }],
    });
  });

  it('places extents by their value ranges, and says distances as people do', () => {
    expect(placementOf([650_000, 6_470_000, 660_000, 6_480_000])).toEqual({ crs: 'EPSG:3301', swapped: false });
    expect(placementOf([6_470_000, 650_000, 6_480_000, 660_000])).toEqual({ crs: 'EPSG:3301', swapped: true });
    expect(placementOf([24.7, 59.4, 24.8, 59.5])).toEqual({ crs: 'EPSG:4326', swapped: false });
    expect(placementOf([59.4, 24.7, 59.5, 24.8])).toEqual({ crs: 'EPSG:4326', swapped: true });
    expect(placementOf([0, 0, 1, 1])).toBeNull();
    expect([metresText(850.4), metresText(2_349), metresText(1_250_000)]).toEqual(['850 m', '2.3 km', '1,250 km']);
  });
});
