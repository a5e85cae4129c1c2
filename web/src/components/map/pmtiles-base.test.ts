import { describe, expect, it } from 'vitest';
import { PMTILES_SOURCE, pmtilesLayers } from './pmtiles-base';

describe('the self-hosted PMTiles base map', () => {
  it('draws land, water and roads from the archive, no label layer (no glyph server is asked) and no background over the outline', () => {
    const layers = pmtilesLayers();
    expect(layers.length).toBeGreaterThan(10);
    expect(layers.some((l) => l.type === 'symbol' || l.type === 'background')).toBe(false);
    expect(layers.every((l) => 'source' in l && l.source === PMTILES_SOURCE)).toBe(true);
    expect(layers.map((l) => l.id)).toEqual(expect.arrayContaining(['earth', 'water']));
  });
});
