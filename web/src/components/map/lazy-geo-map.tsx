/**
 * LazyGeoMap: the map (geo-map.tsx) loaded on first use, so maplibre-gl and the drawing tools stay out of
 * every page that shows no map. Until the chunk arrives, a skeleton of the same size holds the place.
 * Props are GeoMap's (`data` + `fitTo` is enough to show a layer fitted). The maps' texts (catalogue part `maps`) are
 * loaded before this module is, so the skeleton and the map render translated.
 */
import { lazy, Suspense } from 'react';
import { loadParts, useT } from '@/i18n/i18n';
import type { GeoMapProps } from './geo-map';
import './geo-map.css';

await loadParts('maps');

const GeoMap = lazy(() => import('./geo-map'));

export type { Bbox, GeoMapProps } from './geo-map';

/** The skeleton shown while the map chunk loads, sized like the map by `className`. */
export function GeoMapSkeleton({ className, label }: { className?: string; label: string }) {
  const t = useT();
  return (
    <div className={['geo-map', className].filter(Boolean).join(' ')} role="status" aria-label={t('map.loading', { label: label.toLowerCase() })}>
      <span className="skeleton geo-map-skeleton" aria-hidden="true" />
    </div>
  );
}

export function LazyGeoMap(props: GeoMapProps) {
  return (
    <Suspense fallback={<GeoMapSkeleton className={props.className} label={props.ariaLabel} />}>
      <GeoMap {...props} />
    </Suspense>
  );
}
