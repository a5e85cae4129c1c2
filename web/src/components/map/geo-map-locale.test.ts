/** MapLibre's own control texts from the catalogue: English as MapLibre writes them, Estonian translated. */
import { describe, expect, it } from 'vitest';
import { Catalogue } from '@domain/i18n/translate';
import mapsEn from '@domain/i18n/compiled/maps.en';
import mapsEt from '@domain/i18n/compiled/maps.et';
import { mapLocale } from './geo-map';

// MapLibre 6's default texts (its `defaultLocale`) but the scale's unit symbols, which stay as they are.
const MAPLIBRE_ENGLISH = {
  'AttributionControl.ToggleAttribution': 'Toggle attribution',
  'NavigationControl.ZoomIn': 'Zoom in',
  'NavigationControl.ZoomOut': 'Zoom out',
  'FullscreenControl.Enter': 'Enter fullscreen',
  'CooperativeGesturesHandler.MobileHelpText': 'Use two fingers to move the map',
};

describe('mapLocale', () => {
  it("keeps MapLibre's English texts in English", () => {
    const locale = mapLocale(new Catalogue({ en: mapsEn }, 'en').t);
    expect(locale).toMatchObject(MAPLIBRE_ENGLISH);
    expect(Object.keys(locale)).toHaveLength(20);
  });

  it('translates every control text into Estonian', () => {
    const en = mapLocale(new Catalogue({ en: mapsEn }, 'en').t);
    const et = mapLocale(new Catalogue({ en: mapsEn, et: mapsEt }, 'et').t);
    expect(et['NavigationControl.ZoomIn']).toBe('Suurenda');
    expect(et['NavigationControl.ZoomOut']).toBe('Vähenda');
    expect(et['AttributionControl.ToggleAttribution']).toBe('Näita või peida andmeallikad');
    for (const key of Object.keys(en).filter((k) => k !== 'LogoControl.Title')) expect(et[key], key).not.toBe(en[key]);
  });
});
