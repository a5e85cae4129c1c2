import { describe, expect, it } from 'vitest';
import { baseStyle } from './geo-map';

describe('baseStyle', () => {
  it('is a background layer only without tiles: no source, glyphs or sprite, so nothing is fetched', () => {
    for (const tiles of [undefined, '']) {
      const style = baseStyle(tiles, 'ignored');
      expect(style.sources).toEqual({});
      expect(style.layers.map((l) => l.type)).toEqual(['background']);
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
