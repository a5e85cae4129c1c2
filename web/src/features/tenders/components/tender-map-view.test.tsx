import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenderMap, TenderMapItem } from '@features/tenders/domain/dto';
import type { GeoMapProps } from '@/components/map/geo-map';
import { renderRoute } from '@/testing/render';
import { tenderMapQuery } from '../api/get-tender-map';
import { formatKm, MAP_MOVE_DEBOUNCE_MS, TenderMapView } from './tender-map-view';

const mocks = vi.hoisted(() => ({ api: vi.fn(), map: null as GeoMapProps | null }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
// MapLibre needs WebGL: a stand-in map that records its props and renders its overlays.
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

const item = (overrides: Partial<TenderMapItem> = {}): TenderMapItem => ({
  tenderId: 'abcdef12-3456-4789-8abc-def012345678',
  title: 'Topographic survey in Tallinn',
  location: 'Tallinn',
  budgetCents: 250000,
  expiryDate: '2030-01-31T22:59:59.000Z',
  lon: 24.7536,
  lat: 59.437,
  areaM2: 1200,
  ...overrides,
});
const answer = (items: TenderMapItem[], truncated = false): TenderMap => ({ items, truncated });
const ESTONIA: [number, number, number, number] = [21.7, 57.5, 28.3, 59.8];

/** Reports a view from the map and lets the debounce pass. */
async function moveTo(bbox: [number, number, number, number]) {
  act(() => mocks.map!.onViewChange!(bbox));
  await act(async () => {
    await new Promise((r) => setTimeout(r, MAP_MOVE_DEBOUNCE_MS + 50));
  });
}

describe('tenderMapQuery', () => {
  it('clamps the area to WGS84, rounds it to 5 decimals, leaves out an empty search and sends near as lon,lat', () => {
    expect(tenderMapQuery({ bbox: [-200, 57.123456789, 28.3, 95], search: '  ' })).toEqual({ bbox: '-180,57.12346,28.3,90', search: undefined, near: undefined });
    expect(tenderMapQuery({ bbox: ESTONIA, search: ' tallinn ', near: [24.7, 59.4] })).toEqual({ bbox: '21.7,57.5,28.3,59.8', search: 'tallinn', near: '24.7,59.4' });
  });
});

describe('formatKm', () => {
  it('writes metres as km with 1 decimal', () => {
    expect(formatKm(3449)).toBe('3.4 km');
    expect(formatKm(0)).toBe('0.0 km');
  });
});

describe('TenderMapView', () => {
  beforeEach(() => {
    mocks.api.mockReset();
    mocks.map = null;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the visible area once the map stops moving, with the search, and lists and draws the tenders', async () => {
    mocks.api.mockResolvedValue(answer([item(), item({ tenderId: 'b', title: 'Cadastral survey in Tartu', location: 'Tartu', lon: 26.72, lat: 58.38 })]));
    renderRoute(<TenderMapView search="survey" />);
    expect(mocks.api).not.toHaveBeenCalled();
    act(() => mocks.map!.onViewChange!([21, 57, 28, 60]));
    await moveTo(ESTONIA);
    expect(mocks.api).toHaveBeenCalledTimes(1);
    expect(mocks.api).toHaveBeenCalledWith('/tenders/map', expect.objectContaining({ query: { bbox: '21.7,57.5,28.3,59.8', search: 'survey', near: undefined } }));
    expect(await screen.findByText('Cadastral survey in Tartu')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tenders in view (2)' })).toBeTruthy();
    expect(mocks.map!.cluster).toBe(true);
    expect(mocks.map!.data!.features.map((f) => [f.properties?.label, (f.geometry as GeoJSON.Point).coordinates])).toEqual([
      ['Topographic survey in Tallinn', [24.7536, 59.437]],
      ['Cadastral survey in Tartu', [26.72, 58.38]],
    ]);
    expect(screen.queryByTestId('map-truncated')).toBeNull();
  });

  it('opens a popup with title, budget, expiry and a link when a marker is clicked', async () => {
    mocks.api.mockResolvedValue(answer([item({ hasBid: true })]));
    renderRoute(<TenderMapView search="" />);
    await moveTo(ESTONIA);
    await screen.findByTestId('map-tender');
    act(() => mocks.map!.onFeatureClick!({ type: 'Feature', geometry: { type: 'Point', coordinates: [24.7536, 59.437] }, properties: { id: item().tenderId } }));
    const popup = await screen.findByTestId('tender-map-popup');
    expect(popup.textContent).toContain('Topographic survey in Tallinn');
    expect(popup.textContent).toMatch(/2\.500,00\s?€/);
    expect(popup.textContent).toContain('Jan 31, 2030');
    expect(popup.textContent).toContain('You bid on this tender');
    expect(popup.querySelector('a')!.getAttribute('href')).toBe(`/geodesist/tender/${item().tenderId}`);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('tender-map-popup')).toBeNull();
  });

  it("says 'truncated' when the server does", async () => {
    mocks.api.mockResolvedValue(answer([item()], true));
    renderRoute(<TenderMapView search="" />);
    await moveTo(ESTONIA);
    expect((await screen.findByTestId('map-truncated')).textContent).toContain('truncated');
  });

  it('Near me asks for the position only on click, then lists the nearest tenders with their distance in km', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) => ok({ coords: { longitude: 24.75, latitude: 59.43 } } as GeolocationPosition));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    mocks.api.mockImplementation((_path: string, { query }: { query: { near?: string } }) =>
      Promise.resolve(
        answer(query.near ? [item({ tenderId: 'far', title: 'Far survey', distanceMeters: 160_400 }), item({ tenderId: 'near', title: 'Near survey', distanceMeters: 3449 })] : [item()]),
      ),
    );
    renderRoute(<TenderMapView search="" />);
    await moveTo(ESTONIA);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(mocks.api).toHaveBeenLastCalledWith('/tenders/map', expect.objectContaining({ query: expect.objectContaining({ near: '24.75,59.43' }) })));
    expect(await screen.findByRole('heading', { name: 'Nearest tenders (2)' })).toBeTruthy();
    const rows = screen.getAllByTestId('map-tender').map((r) => r.textContent);
    expect(rows[0]).toContain('Near survey');
    expect(rows[0]).toContain('3.4 km');
    expect(rows[1]).toContain('160.4 km');
  });

  it('measures from a point picked on the map, and says so when the position is refused', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1 } as GeolocationPositionError) } });
    mocks.api.mockResolvedValue(answer([]));
    renderRoute(<TenderMapView search="" />);
    await moveTo(ESTONIA);
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your position was not shared. Pick a point on the map instead.');
    fireEvent.click(screen.getByRole('button', { name: 'Pick a point' }));
    act(() => mocks.map!.onMapClick!([26.72, 58.38]));
    await waitFor(() => expect(mocks.api).toHaveBeenLastCalledWith('/tenders/map', expect.objectContaining({ query: expect.objectContaining({ near: '26.72,58.38' }) })));
    expect(screen.getByTestId('near-point').textContent).toBe('Distances from 58.380000, 26.720000');
  });
});
