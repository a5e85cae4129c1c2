/**
 * Words and map data of service areas (Account's Where I work and the public profile): 'Drawn area, 12,35 km²' (its GRS80 area, the tender site's measure) or
 * 'Within 30 km of 58.380000, 26.720000' (latitude, longitude), and a FeatureCollection drawing each area (a circle
 * as the polygon it is matched as, `areaPolygon`), with the bbox that fits them all. The words are the catalogue's
 * app part in the active language; Estonian groups thousands with a space ('Joonistatud piirkond, 1 234,50 km²').
 */
import { lazyNumberFormat } from '@domain/money';
import { areaPolygon, bboxOfGeometry } from '@features/profiles/domain/area-matching';
import type { ServiceArea } from '@features/profiles/domain/service-areas';
import { ellipsoidalArea, formatDegrees } from '@features/tenders/domain/site';
import type { Bbox } from '@features/tenders/domain/site-rules';
import type { Language } from '@domain/i18n/languages';
import { catalogue } from '@/i18n/i18n';

const NUMBERS: Record<Language, { squareKm: (n: number) => string; km: (n: number) => string }> = {
  en: {
    squareKm: lazyNumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    km: lazyNumberFormat('de-DE', { maximumFractionDigits: 3 }),
  },
  et: {
    squareKm: lazyNumberFormat('et-EE', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }),
    km: lazyNumberFormat('et-EE', { maximumFractionDigits: 3, useGrouping: 'always' }),
  },
};

/** One line naming an area, as the list and its Remove button say it. */
export function describeArea(area: ServiceArea): string {
  const { squareKm, km } = NUMBERS[catalogue.language];
  if (area.type === 'Circle') {
    return catalogue.t('areas.circle', { radius: km(area.radiusKm), latitude: formatDegrees(area.center[1]), longitude: formatDegrees(area.center[0]) });
  }
  return catalogue.t('areas.drawn', { size: squareKm(ellipsoidalArea(area) / 1_000_000) });
}

/** The areas as map features (labelled 'Area 1', 'Area 2', ...), circles drawn as their polygons. */
export function areaFeatures(areas: readonly ServiceArea[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: areas.map((area, i) => ({ type: 'Feature', geometry: areaPolygon(area), properties: { label: catalogue.t('areas.label', { n: i + 1 }) } })),
  };
}

/** The bbox [west, south, east, north] of all areas, or undefined when there are none. */
export function areasBbox(areas: readonly ServiceArea[]): Bbox | undefined {
  if (areas.length === 0) return undefined;
  const boxes = areas.map((area) => bboxOfGeometry(areaPolygon(area)));
  return [Math.min(...boxes.map((b) => b[0])), Math.min(...boxes.map((b) => b[1])), Math.max(...boxes.map((b) => b[2])), Math.max(...boxes.map((b) => b[3]))];
}
