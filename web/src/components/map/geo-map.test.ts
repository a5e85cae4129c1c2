import { describe, expect, it } from 'vitest';
import { baseStyle } from './geo-map';
import { outlineLayers, outlineSource } from './base-map-outline';

describe('baseStyle', () => {
  it('is the sea alone without tiles: no source, glyphs or sprite, so the map loads at once (the outline is added after)', () => {
    for (const tiles of [undefined, '']) {
      const style = baseStyle(tiles, 'ignored');
      expect(style.sources).toEqual({});
      expect(style.layers.map((l) => l.type)).toEqual(['background']);
      expect(style).not.toHaveProperty('glyphs');
      expect(style).not.toHaveProperty('sprite');
    }
  });

  it('draws the bundled outline from the app itself as land and borders of its source', () => {
    expect(outlineSource).toEqual({ type: 'geojson', data: '/base-map/outline.geojson', attribution: 'Natural Earth' });
    expect(outlineLayers('outline').map((l) => [l.id, l.type, 'source' in l && l.source])).toEqual([
      ['outline-land', 'fill', 'outline'],
      ['outline-border', 'line', 'outline'],
    ]);
  });

  it('draws XYZ raster tiles with their attribution', () => {
    const style = baseStyle('https://tile.openstreetmap.org/{z}/{x}/{y}.png', '© OpenStreetMap contributors');
    expect(style.sources.base).toMatchObject({ type: 'raster', tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'], scheme: 'xyz', attribution: '© OpenStreetMap contributors' });
    expect(style.layers.map((l) => l.id)).toEqual(['background', 'base']);
  });

  it('reads {-y} as TMS row order (the Land Board tiles)', () => {
    const style = baseStyle('https://tiles.maaamet.ee/tm/tms/1.0.0/kaart@GMC/{z}/{x}/{-y}.png', '');
    expect(style.sources.base).toMatchObject({ tiles: ['https://tiles.maaamet.ee/tm/tms/1.0.0/kaart@GMC/{z}/{x}/{y}.png'], scheme: 'tms' });
    expect(style.sources.base).not.toHaveProperty('attribution');
  });
});
