/**
 * The bundled base map (outline-builder.ts builds it): where the app serves it from and how it is drawn when no tile
 * source is configured, so every map shows the coasts and borders around Estonia offline. Natural Earth is public
 * domain; its name is shown as the attribution all the same.
 */
import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';

/** Where the app serves the outline from (web/public/…), a GeoJSON FeatureCollection of clipped countries. */
export const OUTLINE_PATH = '/base-map/outline.geojson';

/** The outline's source: the GeoJSON file above, fetched once by MapLibre from the app's own origin. */
export const outlineSource: SourceSpecification = { type: 'geojson', data: OUTLINE_PATH, attribution: 'Natural Earth' };

/** Sea as the background, land as a fill, borders and coasts as thin lines (ids `outline-land`, `outline-border`). */
export function outlineLayers(source: string): LayerSpecification[] {
  return [
    { id: 'outline-land', type: 'fill', source, paint: { 'fill-color': '#f4f3ee' } },
    { id: 'outline-border', type: 'line', source, paint: { 'line-color': '#9aa39c', 'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.6, 12, 1.5] } },
  ];
}

/** The background behind the outline: the sea. */
export const SEA_COLOUR = '#dce8ee';
