/** Service areas named in Estonian: the list's words, the decimal comma with spaced thousands, the map's labels. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceArea } from '@features/profiles/domain/service-areas';
import { activateLanguage } from '@/i18n/i18n';
import { areaFeatures, describeArea } from './service-areas';

const circle: ServiceArea = { type: 'Circle', center: [26.72, 58.38], radiusKm: 12.5 };
// About 0.7° by 0.4° near Tartu: more than 1 000 km².
const drawn: ServiceArea = {
  type: 'Polygon',
  coordinates: [
    [
      [26.3, 58.1],
      [27, 58.1],
      [27, 58.5],
      [26.3, 58.5],
      [26.3, 58.1],
    ],
  ],
};

describe('service areas in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('names a circle and a drawn area in Estonian, with the decimal comma and spaced thousands', () => {
    expect(describeArea(circle)).toBe('Kuni 12,5 km kaugusel punktist 58.380000, 26.720000');
    expect(describeArea(drawn)).toMatch(/^Joonistatud piirkond, \d\s\d{3},\d\d km²$/);
  });

  it("labels the map's areas in Estonian", () => {
    expect(areaFeatures([circle, drawn]).features.map((f) => f.properties?.label)).toEqual(['Piirkond 1', 'Piirkond 2']);
  });

  it('keeps the English words after switching back', async () => {
    await activateLanguage('en');
    expect(describeArea(circle)).toBe('Within 12,5 km of 58.380000, 26.720000');
    expect(describeArea(drawn)).toMatch(/^Drawn area, \d\.\d{3},\d\d km²$/);
    expect(areaFeatures([circle]).features[0]?.properties?.label).toBe('Area 1');
  });
});
