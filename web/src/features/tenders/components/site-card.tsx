/**
 * The site of the work on the tender detail, for every role: the map fitted to the site, and
 * its figures from the server (TenderDetail.site): the area in m² or ha (not for a point), the centre in
 * WGS84 (decimal degrees, 6 decimals) and in L-EST97 (EPSG:3301: northing X and easting Y, metres), and for
 * a polygon its boundary vertices with a CSV download (site-vertices.tsx). A tender without a site shows no card. Loaded lazily by tender-detail-view.tsx (with proj4 and turf of
 * `@domain/site`); the map itself is LazyGeoMap, so the figures show before it.
 */
import { Card, Heading } from '@aws-amplify/ui-react';
import { formatDegrees, type Bbox, type LonLat, type SiteGeometry } from '@features/tenders/domain/site';
import { LazyGeoMap } from '@/components/map/lazy-geo-map';
import { useLanguage, useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
import { formatCoordinate, SiteVertices } from './site-vertices';

/** What the detail shows of a site (the shape of TenderDetail.site). */
export interface SiteView {
  geometry: SiteGeometry;
  /** [lon, lat] in degrees. */
  centroid: LonLat;
  /** [easting, northing] in metres, EPSG:3301. */
  lest97: [number, number];
  /** m²; null for a point. */
  areaM2: number | null;
  bbox: Bbox;
}

/**
 * The list of a site's figures (shared by the editor and the detail's site card): the area in m² or ha
 * (formatArea), the centre in WGS84 (latitude and longitude, 6 decimals) and in L-EST97 (EPSG:3301,
 * northing X and easting Y in metres).
 */
export function SiteFigureList({ centroid, lest97, areaM2, isPoint }: { centroid: LonLat; lest97: [number, number]; areaM2: number | null; isPoint: boolean }) {
  const t = useT();
  const fmt = useFormat();
  const language = useLanguage();
  const [lon, lat] = centroid;
  const [easting, northing] = lest97;
  const kind = isPoint ? 'point' : 'centre';
  return (
    <dl className="detail-list site-figures" data-testid="site-figures">
      {!isPoint && areaM2 !== null && (
        <div>
          <dt>{t('site.area')}</dt>
          <dd data-testid="site-area">{fmt.area(areaM2)}</dd>
        </div>
      )}
      <div>
        <dt>{t('site.wgs84', { kind })}</dt>
        <dd data-testid="site-wgs84">
          {formatDegrees(lat)}, {formatDegrees(lon)}
        </dd>
      </div>
      <div>
        <dt>{t('site.lest97', { kind })}</dt>
        <dd data-testid="site-lest97">{t('site.lest97Value', { x: formatCoordinate(northing, language), y: formatCoordinate(easting, language) })}</dd>
      </div>
    </dl>
  );
}

/** The site card; `tenderId` names the vertices' CSV (`site-vertices-<tenderId>.csv`, else `site-vertices-site.csv`). */
export default function SiteCard({ site, tenderId }: { site: SiteView | null | undefined; tenderId?: string }) {
  const t = useT();
  if (!site) return null;
  const data: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: site.geometry as GeoJSON.Geometry, properties: { label: t('site.label') } }] };
  return (
    <Card variation="outlined" className="detail-card" data-testid="site-card">
      <Heading level={3}>{t('site.title')}</Heading>
      <LazyGeoMap ariaLabel={t('site.mapLabel')} className="geo-map-small" data={data} fitTo={site.bbox} />
      <SiteFigureList centroid={site.centroid} lest97={site.lest97} areaM2={site.areaM2} isPoint={site.geometry.type === 'Point'} />
      <SiteVertices geometry={site.geometry} tenderId={tenderId} />
    </Card>
  );
}
