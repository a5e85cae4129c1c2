import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GeoMapProps } from '@/components/map/geo-map';
import SiteCard, { type SiteView } from './site-card';

const mocks = vi.hoisted(() => ({ map: null as GeoMapProps | null }));
vi.mock('@/components/map/lazy-geo-map', () => ({
  LazyGeoMap: (props: GeoMapProps) => {
    mocks.map = props;
    return <div data-testid="geo-map" aria-label={props.ariaLabel} />;
  },
}));

const polygon: SiteView = {
  geometry: { type: 'Polygon', coordinates: [[[24.74, 59.43], [24.75, 59.43], [24.75, 59.44], [24.74, 59.43]]] },
  centroid: [24.746667, 59.433333],
  lest97: [542486.56, 6588964.12],
  areaM2: 123456.78,
  bbox: [24.74, 59.43, 24.75, 59.44],
};

describe('SiteCard', () => {
  it('draws the site fitted to its extent and gives the centre in WGS84 and L-EST97 (northing X, easting Y) and the area', () => {
    render(<SiteCard site={polygon} />);
    expect(mocks.map!.fitTo).toEqual(polygon.bbox);
    expect(mocks.map!.data!.features[0]!.geometry).toEqual(polygon.geometry);
    expect(screen.getByTestId('site-wgs84').textContent).toBe('59.433333, 24.746667');
    expect(screen.getByTestId('site-lest97').textContent).toBe('X (northing) 6.588.964,12 · Y (easting) 542.486,56');
    expect(screen.getByText('Centre, L-EST97 (EPSG:3301, metres)')).toBeTruthy();
    expect(screen.getByTestId('site-area').textContent).toBe('12,35 ha');
  });

  it('shows no area for a point, and no card without a site', () => {
    const { rerender } = render(<SiteCard site={{ ...polygon, geometry: { type: 'Point', coordinates: [24.746667, 59.433333] }, areaM2: null }} />);
    expect(screen.queryByTestId('site-area')).toBeNull();
    expect(screen.getByText('Point, WGS84 (latitude, longitude)')).toBeTruthy();
    rerender(<SiteCard site={null} />);
    expect(screen.queryByTestId('site-card')).toBeNull();
  });
});
