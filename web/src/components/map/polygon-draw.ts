/**
 * Drawing one polygon on a MapLibre map with terra-draw's polygon mode (click the corners, click the first corner
 * again to close), shared by the tender site editor and the service areas of Where I work. The mode starts static: the
 * caller turns it on with `setMode('polygon')`. Each finished polygon is handed to `onPolygon` and cleared, and the
 * mode returns to static.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import { TerraDraw, TerraDrawPolygonMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';

/** Attaches the polygon tool to `map`; returns it (stop it when the map goes). */
export function attachPolygonDraw(map: MapLibreMap, onPolygon: (polygon: GeoJSON.Polygon) => void): TerraDraw {
  const td = new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map }),
    modes: [new TerraDrawPolygonMode({ styles: { fillColor: '#0d6e5f', outlineColor: '#0d6e5f', fillOpacity: 0.2, outlineWidth: 2 } })],
  });
  td.start();
  td.on('finish', (id) => {
    const feature = td.getSnapshotFeature(id);
    td.clear();
    td.setMode('static');
    if (feature?.geometry.type === 'Polygon') onPolygon(feature.geometry as GeoJSON.Polygon);
  });
  return td;
}
