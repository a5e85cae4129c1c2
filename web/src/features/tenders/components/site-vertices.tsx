/**
 * The boundary vertices of a polygon site on the tender detail, for the surveyor who sets the
 * boundary out: a collapsible "Boundary vertices (N)" section whose table (built only when opened) lists
 * each ring's positions in L-EST97 (EPSG:3301: X northing, Y easting, metres) and WGS84 (latitude,
 * longitude, 6 decimals), and a CSV download of the same rows. A ring's closing position (the repeat of
 * its first, RFC 7946) is left out. Points have no section.
 */
import { useMemo, useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { formatDegrees, formatMetres, toLest97, type LonLat, type SiteGeometry } from '@features/tenders/domain/site';
import { useLanguage, useT } from '@/i18n/i18n';
import type { Translate } from '@domain/i18n/translate';
import type { Language } from '@domain/i18n/languages';
import './site-vertices.css';

let metresEt: Intl.NumberFormat | undefined;

/**
 * An L-EST97 coordinate in metres to the centimetre, without the unit: the app's German digits in English
 * ('6.588.964,12', `formatMetres`), space grouping and the decimal comma in Estonian ('6 588 964,12').
 */
export function formatCoordinate(m: number, language: Language): string {
  if (language === 'en') return formatMetres(m);
  metresEt ??= new Intl.NumberFormat('et-EE', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
  return metresEt.format(m);
}

/** One boundary position of a polygon site. */
export interface SiteVertexRow {
  /** 1-based polygon number (always 1 for a Polygon). */
  part: number;
  /** GeoJSON ring index: 0 is the outer boundary, k ≥ 1 the k-th hole. */
  ring: number;
  /** 1-based position within the ring. */
  vertex: number;
  /** L-EST97 northing (X) in metres. */
  northing: number;
  /** L-EST97 easting (Y) in metres. */
  easting: number;
  /** WGS84 latitude in degrees. */
  lat: number;
  /** WGS84 longitude in degrees. */
  lon: number;
}

/** A ring without its closing position (the last one, when it repeats the first). */
function openRing(ring: LonLat[]): LonLat[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : ring;
}

/**
 * The boundary positions of a site in ring order, each in WGS84 and L-EST97 (`toLest97`), without each
 * ring's closing position; an empty list for a point.
 */
export function siteVertexRows(geometry: SiteGeometry): SiteVertexRow[] {
  if (geometry.type === 'Point') return [];
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flatMap((rings, p) =>
    rings.flatMap((ring, r) =>
      openRing(ring).map(([lon, lat], v) => {
        const [easting, northing] = toLest97([lon, lat]);
        return { part: p + 1, ring: r, vertex: v + 1, northing, easting, lat, lon };
      }),
    ),
  );
}

/**
 * The rows as CSV text (RFC 4180, CRLF line ends, header `part,ring,vertex,x_northing_m,y_easting_m,lat,lon`):
 * ring 0 is the outer boundary, k the k-th hole; dot decimals, metres to 3 decimals (mm), degrees to 8.
 */
export function siteVerticesCsv(rows: SiteVertexRow[]): string {
  const header = 'part,ring,vertex,x_northing_m,y_easting_m,lat,lon';
  const lines = rows.map((r) => [r.part, r.ring, r.vertex, r.northing.toFixed(3), r.easting.toFixed(3), r.lat.toFixed(8), r.lon.toFixed(8)].join(','));
  return [header, ...lines].join('\r\n') + '\r\n';
}

/** Saves `text` as a file named `fileName` through a Blob and an object URL. */
function saveText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const ringLabel = (ring: number, t: Translate): string => (ring === 0 ? t('site.outerBoundary') : t('site.hole', { n: ring }));

function VertexTable({ rows, multi }: { rows: SiteVertexRow[]; multi: boolean }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="site-vertices-scroll">
      <table className="site-vertices-table" data-testid="site-vertices-table">
        <caption>{t('site.verticesCaption')}</caption>
        <thead>
          <tr>
            {multi && <th scope="col">{t('site.part')}</th>}
            <th scope="col">{t('site.ring')}</th>
            <th scope="col">{t('site.vertex')}</th>
            <th scope="col">{t('site.northing')}</th>
            <th scope="col">{t('site.easting')}</th>
            <th scope="col">{t('site.latitude')}</th>
            <th scope="col">{t('site.longitude')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.part}-${r.ring}-${r.vertex}`}>
              {multi && <td>{r.part}</td>}
              <td>{ringLabel(r.ring, t)}</td>
              <th scope="row">{r.vertex}</th>
              <td>{formatCoordinate(r.northing, language)}</td>
              <td>{formatCoordinate(r.easting, language)}</td>
              <td>{formatDegrees(r.lat)}</td>
              <td>{formatDegrees(r.lon)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The "Boundary vertices (N)" section of a polygon site (nothing for a point); the table renders only once
 * opened. The CSV is saved as `site-vertices-<tenderId or 'site'>.csv`.
 */
export function SiteVertices({ geometry, tenderId }: { geometry: SiteGeometry; tenderId?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const rows = useMemo(() => siteVertexRows(geometry), [geometry]);
  if (geometry.type === 'Point') return null;
  const download = () => saveText(siteVerticesCsv(rows), `site-vertices-${tenderId || 'site'}.csv`, 'text/csv;charset=utf-8');
  return (
    <details className="site-vertices" data-testid="site-vertices" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('site.vertices', { n: rows.length })}</summary>
      {open && (
        <>
          <Button size="small" onClick={download} marginBlock="0.5rem">
            {t('site.downloadCsv')}
          </Button>
          <VertexTable rows={rows} multi={geometry.type === 'MultiPolygon'} />
        </>
      )}
    </details>
  );
}
