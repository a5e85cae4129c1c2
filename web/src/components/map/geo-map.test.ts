import { describe, expect, it } from 'vitest';
import { baseStyle } from './geo-map';

describe('baseStyle', () => {
  it('draws the bundled outline without tiles: one source from the app itself, no glyphs or sprite, never a blank canvas', () => {
    for (const tiles of [undefined, '']) {
      const style = baseStyle(tiles, 'ignored');
      expect(style.sources).toEqual({ outline: { type: 'geojson', data: '/base-map/outline.geojson', attribution: 'Natural Earth' } });
      expect(style.layers.map((l) => l.id)).toEqual(['background', 'outline-land', 'outline-border']);
      expect(style).not.toHaveProperty('glyphs');
      expect(style).not.toHaveProperty('sprite');
    }
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
