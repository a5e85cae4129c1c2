/**
 * Service areas and saved searches (lambdas/features/profiles/domain/service-areas.ts, area-matching.ts): each limit
 * refused with its message, circles and polygons matched against sites, the index cells of an area, and the words and
 * budget floor of a saved search.
 */
import { describe, expect, it } from 'vitest';
import { MAX_AREA_VERTICES, serviceAlertsSchema, serviceAreaMessages } from '../../lambdas/features/profiles/domain/service-areas';
import { areaMatches, areaPolygon, cellsOf, searchMatches, searchesMatch } from '../../lambdas/features/profiles/domain/area-matching';
import { siteMessages } from '../../lambdas/features/tenders/domain/site-rules';

const TARTU = { type: 'Circle' as const, center: [26.72, 58.38] as [number, number], radiusKm: 30 };
const square = (west: number, south: number, size: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [west, south],
      [west + size, south],
      [west + size, south + size],
      [west, south + size],
      [west, south],
    ],
  ] as [number, number][][],
});
const messagesOf = (body: unknown) => serviceAlertsSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];

describe('the rules of service areas and saved searches', () => {
  it('accepts circles, polygons and no area at all (all of Estonia)', () => {
    expect(serviceAlertsSchema.parse({ areas: [TARTU, square(24, 59, 0.2)], searches: [{ words: 'topo', budgetFloorCents: 50_000 }] }).areas).toHaveLength(2);
    expect(serviceAlertsSchema.parse({ areas: [], searches: [] })).toEqual({ areas: [], searches: [] });
  });

  it('refuses each broken rule with its own message', () => {
    expect(messagesOf({ areas: [{ ...TARTU, radiusKm: 0 }], searches: [] })).toEqual([serviceAreaMessages.radius]);
    expect(messagesOf({ areas: [{ ...TARTU, radiusKm: 500.5 }], searches: [] })).toEqual([serviceAreaMessages.radius]);
    expect(messagesOf({ areas: [{ ...TARTU, radiusKm: 500 }], searches: [] })).toEqual([]);
    expect(messagesOf({ areas: [{ ...TARTU, center: [13.4, 52.5] }], searches: [] })).toEqual([serviceAreaMessages.centre]);
    expect(messagesOf({ areas: Array(11).fill(TARTU), searches: [] })).toEqual([serviceAreaMessages.tooManyAreas]);
    expect(messagesOf({ areas: [], searches: Array(11).fill({ words: 'survey' }) })).toEqual([serviceAreaMessages.tooManySearches]);
    expect(messagesOf({ areas: [], searches: [{ words: '  ' }] })).toEqual([serviceAreaMessages.words]);
    expect(messagesOf({ areas: [], searches: [{ words: 'topo', budgetFloorCents: -1 }] })).toEqual([serviceAreaMessages.budgetFloor]);
  });

  it('refuses a drawn area that crosses itself, is a point, lies outside Estonia or has too many points', () => {
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [24, 59],
          [25, 59],
          [24, 59.5],
          [25, 59.5],
          [24, 59],
        ],
      ],
    };
    expect(messagesOf({ areas: [bowtie], searches: [] })).toEqual([siteMessages.selfIntersecting]);
    expect(messagesOf({ areas: [{ type: 'Point', coordinates: [26.7, 58.4] }], searches: [] })).toEqual([serviceAreaMessages.polygonOnly]);
    expect(messagesOf({ areas: [square(18, 59, 1)], searches: [] })).toEqual([siteMessages.outsideExtent]);
    // A ring of MAX_AREA_VERTICES + 1 positions around Tartu: under the site's 2,000, over the area's 1,000.
    const ring = Array.from({ length: MAX_AREA_VERTICES }, (_, i) => {
      const a = (2 * Math.PI * i) / MAX_AREA_VERTICES;
      return [26.72 + 0.1 * Math.cos(a), 58.38 + 0.05 * Math.sin(a)];
    });
    expect(messagesOf({ areas: [{ type: 'Polygon', coordinates: [[...ring, ring[0]]] }], searches: [] })).toEqual([serviceAreaMessages.tooManyVertices]);
  });
});

describe('matching a site against an area', () => {
  it('matches a site inside a circle or touching a polygon, not one far away', () => {
    expect(areaMatches(TARTU, { type: 'Point', coordinates: [26.73, 58.37] })).toBe(true);
    expect(areaMatches(TARTU, { type: 'Point', coordinates: [24.75, 59.44] })).toBe(false);
    // A parcel straddling the circle's edge (about 30 km east of the centre) meets it.
    expect(areaMatches(TARTU, square(27.2, 58.35, 0.1))).toBe(true);
    expect(areaMatches(square(24, 59, 0.5), square(24.4, 59.4, 0.3))).toBe(true);
    expect(areaMatches(square(24, 59, 0.5), square(25, 59, 0.3))).toBe(false);
  });

  it('indexes an area under the map cells its bbox touches, clamped to Estonia', () => {
    expect(cellsOf(areaPolygon(TARTU))).toEqual(['ud6', 'ud7']);
    const estonia = square(20.37, 57.52, 1);
    expect(
      cellsOf({
        ...estonia,
        coordinates: [
          [
            [20.37, 57.52],
            [28.2, 57.52],
            [28.2, 60],
            [20.37, 60],
            [20.37, 57.52],
          ],
        ],
      }).length,
    ).toBeLessThanOrEqual(21);
  });
});

describe('saved searches', () => {
  const tender = { title: 'Topographic survey of Tõnismägi', description: 'Utilities at 1:500', budgetCents: 80_000 };
  it('needs every word, in any case and with or without diacritics', () => {
    expect(searchMatches({ words: 'TONISMAGI topo' }, tender)).toBe(true);
    expect(searchMatches({ words: 'utilities tõnismägi' }, tender)).toBe(true);
    expect(searchMatches({ words: 'topo drainage' }, tender)).toBe(false);
  });
  it('keeps a tender under the budget floor out, and one without a budget in', () => {
    expect(searchMatches({ words: 'topo', budgetFloorCents: 100_000 }, tender)).toBe(false);
    expect(searchMatches({ words: 'topo', budgetFloorCents: 80_000 }, tender)).toBe(true);
    expect(searchMatches({ words: 'topo', budgetFloorCents: 100_000 }, { ...tender, budgetCents: 0 })).toBe(true);
  });
  it('lets every tender through when none is saved, else any one that matches', () => {
    expect(searchesMatch([], tender)).toBe(true);
    expect(searchesMatch([{ words: 'drainage' }, { words: 'topographic' }], tender)).toBe(true);
    expect(searchesMatch([{ words: 'drainage' }], tender)).toBe(false);
  });
});
