/** The tender map in Estonian: the list's heading, distances with the decimal comma, the popup's texts, euros and dates. */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenderMapItem } from '@features/tenders/domain/dto';
import type { GeoMapProps } from '@/components/map/geo-map';
import { activateLanguage } from '@/i18n/i18n';
import { renderRoute } from '@/testing/render';
import { MAP_MOVE_DEBOUNCE_MS, TenderMapView } from './tender-map-view';

const mocks = vi.hoisted(() => ({ api: vi.fn(), map: null as GeoMapProps | null }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
vi.mock('@/components/map/lazy-geo-map', () => ({
  LazyGeoMap: (props: GeoMapProps) => {
    mocks.map = props;
    return (
      <div data-testid="geo-map" aria-label={props.ariaLabel}>
        {props.children}
      </div>
    );
  },
}));

const item: TenderMapItem = {
  tenderId: 'abcdef12-3456-4789-8abc-def012345678',
  title: 'Topograafiline mõõdistus Tallinnas',
  location: 'Tallinn',
  budgetCents: 250000,
  expiryDate: '2030-01-31T10:00:00.000Z',
  lon: 24.7536,
  lat: 59.437,
  areaM2: 1200,
  distanceMeters: 3449,
  hasBid: true,
};

describe('the tender map in Estonian', () => {
  beforeEach(async () => {
    mocks.api.mockReset();
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('lists the tenders in view with their distance and opens an Estonian popup', async () => {
    mocks.api.mockResolvedValue({ items: [item], truncated: false });
    renderRoute(<TenderMapView search="" />);
    expect(screen.getByTestId('geo-map').getAttribute('aria-label')).toBe('Avatud hangete kaart');
    expect(screen.getByRole('button', { name: 'Minu lähedal' })).toBeTruthy();
    act(() => mocks.map!.onViewChange!([21.7, 57.5, 28.3, 59.8]));
    await act(async () => {
      await new Promise((r) => setTimeout(r, MAP_MOVE_DEBOUNCE_MS + 50));
    });
    expect(await screen.findByRole('heading', { name: 'Nähtavad hanked (1)' })).toBeTruthy();
    expect(screen.getByTestId('map-distance').textContent).toContain('3,4 km');
    act(() => mocks.map!.onFeatureClick!({ type: 'Feature', geometry: { type: 'Point', coordinates: [item.lon, item.lat] }, properties: { id: item.tenderId } }));
    const popup = await screen.findByTestId('tender-map-popup');
    expect(popup.textContent).toMatch(/2\s500,00\s€/);
    expect(popup.textContent).toContain('31.01.2030');
    expect(popup.textContent).toContain('Oled sellele hankele pakkumise teinud');
    expect(popup.textContent).toContain('Vaata hanget');
    expect(screen.getByRole('button', { name: 'Sulge' })).toBeTruthy();
  });
});
