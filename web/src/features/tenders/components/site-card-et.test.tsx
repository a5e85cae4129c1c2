/** The site card in Estonian: headings, the area and L-EST97 coordinates with the decimal comma, the vertices. */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeoMapProps } from '@/components/map/geo-map';
import { activateLanguage } from '@/i18n/i18n';
import SiteCard, { type SiteView } from './site-card';

vi.mock('@/components/map/lazy-geo-map', () => ({
  LazyGeoMap: (props: GeoMapProps) => <div data-testid="geo-map" aria-label={props.ariaLabel} />,
}));

const polygon: SiteView = {
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [24.74, 59.43],
        [24.75, 59.43],
        [24.75, 59.44],
        [24.74, 59.43],
      ],
    ],
  },
  centroid: [24.746667, 59.433333],
  lest97: [542486.56, 6588964.12],
  areaM2: 123456.78,
  bbox: [24.74, 59.43, 24.75, 59.44],
};

describe('the site card in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('writes the headings, the area in hectares and L-EST97 with space grouping and the decimal comma', () => {
    render(<SiteCard site={polygon} />);
    expect(screen.getByRole('heading', { name: 'Objekt' })).toBeTruthy();
    expect(screen.getByTestId('geo-map').getAttribute('aria-label')).toBe('Objekti kaart');
    expect(screen.getByText('Pindala')).toBeTruthy();
    expect(screen.getByTestId('site-area').textContent).toBe('12,35 ha');
    expect(screen.getByText('Keskpunkt, WGS84 (laius, pikkus)')).toBeTruthy();
    expect(screen.getByText('Keskpunkt, L-EST97 (EPSG:3301, meetrites)')).toBeTruthy();
    expect(screen.getByTestId('site-lest97').textContent).toBe('X (põhjakoordinaat) 6\u00a0588\u00a0964,12 · Y (idakoordinaat) 542\u00a0486,56');
  });

  it('writes a small area in m² and the vertices table in Estonian', () => {
    render(<SiteCard site={{ ...polygon, areaM2: 1234.4 }} />);
    expect(screen.getByTestId('site-area').textContent).toBe('1\u00a0234 m²');
    const summary = screen.getByText('Piiri murdepunktid (3)');
    fireEvent.click(summary);
    expect(screen.getByRole('button', { name: 'Laadi alla CSV' })).toBeTruthy();
    expect(screen.getAllByText('Välispiir')).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: 'X (põhjakoordinaat)' })).toBeTruthy();
  });

  it('names a point as a point', () => {
    render(<SiteCard site={{ ...polygon, geometry: { type: 'Point', coordinates: [24.746667, 59.433333] }, areaM2: null }} />);
    expect(screen.getByText('Punkt, WGS84 (laius, pikkus)')).toBeTruthy();
    expect(screen.queryByTestId('site-area')).toBeNull();
  });
});
