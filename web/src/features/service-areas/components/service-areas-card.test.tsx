import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SAVED_SEARCHES, MAX_SERVICE_AREAS, serviceAreaMessages, type ServiceAlerts, type ServiceArea } from '@features/profiles/domain/service-areas';
import { siteMessages } from '@features/tenders/domain/site-rules';
import { tenderFieldMessages } from '@features/tenders/domain/tender';
import type { GeoMapProps } from '@/components/map/geo-map';
import { ApiRequestError } from '@/lib/api-error';
import { renderRoute } from '@/testing/render';
import { ServiceAreasCard } from './service-areas-card';

const mocks = vi.hoisted(() => ({ api: vi.fn(), lastMap: null as GeoMapProps | null, onPolygon: null as ((p: GeoJSON.Polygon) => void) | null, setMode: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
// MapLibre needs WebGL: the map is a stand-in that records its props, can be clicked and readies the polygon tool.
vi.mock('@/components/map/geo-map', () => ({
  default: (props: GeoMapProps) => {
    mocks.lastMap = props;
    return (
      <div data-testid="geo-map" aria-label={props.ariaLabel}>
        <button type="button" onClick={() => props.onMapClick?.([26.72, 58.38])}>
          map click
        </button>
        <button type="button" onClick={() => props.onReady?.({} as never)}>
          map ready
        </button>
      </div>
    );
  },
}));
vi.mock('@/components/map/polygon-draw', () => ({
  attachPolygonDraw: (_map: unknown, onPolygon: (p: GeoJSON.Polygon) => void) => {
    mocks.onPolygon = onPolygon;
    return { setMode: mocks.setMode, stop: vi.fn() };
  },
}));

const tartu: ServiceArea = { type: 'Circle', center: [26.72, 58.38], radiusKm: 30 };
const square: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [24.7, 59.4],
      [24.8, 59.4],
      [24.8, 59.45],
      [24.7, 59.45],
      [24.7, 59.4],
    ],
  ],
};
const bowtie: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [24.7, 59.4],
      [24.8, 59.45],
      [24.8, 59.4],
      [24.7, 59.45],
      [24.7, 59.4],
    ],
  ],
};

/** Answers GET with `saved` and PUT with what was sent (or `refuse`). */
function serve(saved: ServiceAlerts, refuse?: ApiRequestError) {
  mocks.api.mockImplementation((path: string, options: { method?: string; body?: unknown }) => {
    if (path !== '/profiles/me/service-areas') throw new Error(`unexpected ${path}`);
    if (options.method === 'PUT') {
      if (refuse) throw refuse;
      return options.body;
    }
    return saved;
  });
}

const puts = () => mocks.api.mock.calls.filter(([, o]) => (o as { method?: string }).method === 'PUT');
const addForm = () => within(screen.getByRole('form', { name: 'Add a point and radius' }));
const type = (form: ReturnType<typeof addForm>, label: string, value: string) => fireEvent.change(form.getByLabelText(label), { target: { value } });

beforeEach(() => {
  mocks.onPolygon = null;
});

describe('ServiceAreasCard', () => {
  it("says 'All of Estonia' when no area is kept", async () => {
    serve({ areas: [], searches: [] });
    renderRoute(<ServiceAreasCard />);
    expect((await screen.findByTestId('all-of-estonia')).textContent).toBe('All of Estonia. You hear of every new tender. Add an area to hear only of tenders there.');
  });

  it("refuses a radius of 0 with the server's message and lists nothing", async () => {
    serve({ areas: [], searches: [] });
    renderRoute(<ServiceAreasCard />);
    await screen.findByTestId('all-of-estonia');
    const form = addForm();
    type(form, 'Latitude', '58.38');
    type(form, 'Longitude', '26.72');
    type(form, 'Radius, km', '0');
    fireEvent.click(form.getByRole('button', { name: 'Add this area' }));
    expect(await screen.findByText(serviceAreaMessages.radius)).toBeTruthy();
    expect(screen.queryAllByTestId('service-area')).toHaveLength(0);
  });

  it('refuses a point outside Estonia with the centre rule', async () => {
    serve({ areas: [], searches: [] });
    renderRoute(<ServiceAreasCard />);
    await screen.findByTestId('all-of-estonia');
    const form = addForm();
    type(form, 'Latitude', '52.52');
    type(form, 'Longitude', '13.40');
    type(form, 'Radius, km', '10');
    fireEvent.click(form.getByRole('button', { name: 'Add this area' }));
    expect(await screen.findByText(serviceAreaMessages.centre)).toBeTruthy();
  });

  it('adds a point and radius clicked on the map and a saved search, and saves the whole body', async () => {
    serve({ areas: [], searches: [] });
    renderRoute(<ServiceAreasCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'map click' }));
    const form = addForm();
    expect((form.getByLabelText('Latitude') as HTMLInputElement).value).toBe('58.380000');
    type(form, 'Radius, km', '30');
    fireEvent.click(form.getByRole('button', { name: 'Add this area' }));
    expect((await screen.findByTestId('service-area')).textContent).toContain('Within 30 km of 58.380000, 26.720000');
    const search = within(screen.getByRole('form', { name: 'Add a saved search' }));
    fireEvent.change(search.getByLabelText('Words'), { target: { value: 'kataster Tartu' } });
    fireEvent.change(search.getByLabelText(/Budget at least/), { target: { value: '1500,50' } });
    fireEvent.click(search.getByRole('button', { name: 'Add this search' }));
    expect((await screen.findByTestId('saved-search')).textContent).toContain('kataster Tartu');
    fireEvent.click(screen.getByRole('button', { name: 'Save where I work' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]![1]).toEqual({ method: 'PUT', body: { areas: [tartu], searches: [{ words: 'kataster Tartu', budgetFloorCents: 150050 }] } });
  });

  it('lists a drawn area with its size and refuses one that crosses itself', async () => {
    serve({ areas: [], searches: [] });
    renderRoute(<ServiceAreasCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'map ready' }));
    fireEvent.click(screen.getByRole('button', { name: 'Draw an area' }));
    await waitFor(() => expect(mocks.setMode).toHaveBeenLastCalledWith('polygon'));
    mocks.onPolygon!(bowtie);
    expect((await screen.findByTestId('service-areas-error')).textContent).toBe(siteMessages.selfIntersecting);
    mocks.onPolygon!(square);
    expect((await screen.findByTestId('service-area')).textContent).toMatch(/^Drawn area, \d+,\d\d km²/);
  });

  it(`turns Add off at ${MAX_SERVICE_AREAS} areas with the rule's message`, async () => {
    serve({ areas: Array.from({ length: MAX_SERVICE_AREAS }, () => tartu), searches: [] });
    renderRoute(<ServiceAreasCard />);
    expect(await screen.findAllByTestId('service-area')).toHaveLength(MAX_SERVICE_AREAS);
    expect(screen.getByText(`${serviceAreaMessages.tooManyAreas}: remove one to add another.`)).toBeTruthy();
    expect((addForm().getByRole('button', { name: 'Add this area' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Draw an area' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: /^Remove Within 30 km/ })[0]!);
    expect((addForm().getByRole('button', { name: 'Add this area' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it(`refuses a budget floor that is not an amount in euros, and turns Add off at ${MAX_SAVED_SEARCHES} searches`, async () => {
    serve({ areas: [], searches: Array.from({ length: MAX_SAVED_SEARCHES - 1 }, (_, i) => ({ words: `survey ${i}` })) });
    renderRoute(<ServiceAreasCard />);
    const search = within(await screen.findByRole('form', { name: 'Add a saved search' }));
    fireEvent.change(search.getByLabelText('Words'), { target: { value: 'kataster' } });
    fireEvent.change(search.getByLabelText(/Budget at least/), { target: { value: '12,345' } });
    fireEvent.click(search.getByRole('button', { name: 'Add this search' }));
    expect(await screen.findByText(tenderFieldMessages.budgetInvalid)).toBeTruthy();
    fireEvent.change(search.getByLabelText(/Budget at least/), { target: { value: '' } });
    fireEvent.click(search.getByRole('button', { name: 'Add this search' }));
    expect(await screen.findByText(`${serviceAreaMessages.tooManySearches}: remove one to add another.`)).toBeTruthy();
    expect(screen.getAllByTestId('saved-search')).toHaveLength(MAX_SAVED_SEARCHES);
    expect((search.getByRole('button', { name: 'Add this search' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's refusal beside the Save button and keeps the edits", async () => {
    serve({ areas: [tartu], searches: [] }, new ApiRequestError(400, serviceAreaMessages.tooManyVertices));
    renderRoute(<ServiceAreasCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save where I work' }));
    expect((await screen.findByTestId('service-areas-error')).textContent).toBe(serviceAreaMessages.tooManyVertices);
    expect(screen.getAllByTestId('service-area')).toHaveLength(1);
  });
});
