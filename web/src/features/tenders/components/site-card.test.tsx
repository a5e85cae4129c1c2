import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toLest97, type SiteGeometry } from '@features/tenders/domain/site';
import type { GeoMapProps } from '@/components/map/geo-map';
import SiteCard, { type SiteView } from './site-card';
import { siteVertexRows, siteVerticesCsv } from './site-vertices';

const mocks = vi.hoisted(() => ({ map: null as GeoMapProps | null }));
vi.mock('@/components/map/lazy-geo-map', () => ({
  LazyGeoMap: (props: GeoMapProps) => {
    mocks.map = props;
    return <div data-testid="geo-map" aria-label={props.ariaLabel} />;
  },
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

/** Opens the card's "Boundary vertices" section as a click on its summary does. */
function openVertices(): HTMLElement {
  const section = screen.getByTestId('site-vertices');
  fireEvent.click(within(section).getByText(/^Boundary vertices/));
  return section;
}

/** A table row's cells (td and th) in order. */
const cellsOf = (row: HTMLElement): HTMLElement[] => Array.from(row.querySelectorAll<HTMLElement>('td, th'));

const de2 = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('SiteCard boundary vertices', () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists a polygon's vertices without the closing one, in L-EST97 (X northing, Y easting) and WGS84, only once opened", () => {
    render(<SiteCard site={polygon} />);
    const section = screen.getByTestId('site-vertices');
    expect(within(section).getByText('Boundary vertices (3)')).toBeTruthy();
    expect(screen.queryByTestId('site-vertices-table')).toBeNull();
    openVertices();
    const table = screen.getByRole('table', { name: /Boundary vertices in L-EST97/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Ring', 'Vertex', 'X (northing)', 'Y (easting)', 'Latitude', 'Longitude']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const ring = polygon.geometry.coordinates as [number, number][][];
    rows.forEach((row, i) => {
      const [lon, lat] = ring[0]![i]!;
      const [easting, northing] = toLest97([lon, lat]);
      const cells = cellsOf(row).map((c) => c.textContent);
      expect(cells).toEqual(['Outer boundary', String(i + 1), de2.format(northing), de2.format(easting), lat.toFixed(6), lon.toFixed(6)]);
    });
  });

  it('gives a known point in Tallinn its L-EST97 X (northing) about 6 589 053 m and Y (easting) about 542 292 m', () => {
    const site: SiteView = {
      ...polygon,
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [24.7453, 59.4372],
            [24.7463, 59.4372],
            [24.7463, 59.4382],
            [24.7453, 59.4372],
          ],
        ],
      },
    };
    render(<SiteCard site={site} />);
    openVertices();
    const first = within(screen.getByTestId('site-vertices-table')).getAllByRole('row')[1]!;
    const cells = cellsOf(first).map((c) => c.textContent);
    expect(cells.slice(2)).toEqual(['6.589.053,29', '542.292,15', '59.437200', '24.745300']);
  });

  it('labels the parts of a MultiPolygon and its holes', () => {
    const geometry: SiteGeometry = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [24.7, 59.4],
            [24.8, 59.4],
            [24.8, 59.45],
            [24.7, 59.45],
            [24.7, 59.4],
          ],
          [
            [24.72, 59.41],
            [24.74, 59.41],
            [24.74, 59.42],
            [24.72, 59.41],
          ],
        ],
        [
          [
            [25.0, 59.0],
            [25.01, 59.0],
            [25.01, 59.01],
            [25.0, 59.0],
          ],
        ],
      ],
    };
    render(<SiteCard site={{ ...polygon, geometry }} tenderId="t-1" />);
    expect(screen.getByText('Boundary vertices (10)')).toBeTruthy();
    openVertices();
    const table = screen.getByTestId('site-vertices-table');
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe('Part');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        cellsOf(row)
          .slice(0, 3)
          .map((c) => c.textContent)
          .join(' '),
      );
    expect(rows).toEqual([
      '1 Outer boundary 1',
      '1 Outer boundary 2',
      '1 Outer boundary 3',
      '1 Outer boundary 4',
      '1 Hole 1 1',
      '1 Hole 1 2',
      '1 Hole 1 3',
      '2 Outer boundary 1',
      '2 Outer boundary 2',
      '2 Outer boundary 3',
    ]);
  });

  it('shows no vertices for a point', () => {
    render(<SiteCard site={{ ...polygon, geometry: { type: 'Point', coordinates: [24.746667, 59.433333] }, areaM2: null }} />);
    expect(screen.getByTestId('site-card')).toBeTruthy();
    expect(screen.queryByTestId('site-vertices')).toBeNull();
    expect(siteVertexRows({ type: 'Point', coordinates: [24.7, 59.4] })).toEqual([]);
  });

  it('builds the CSV: header, part, ring (0 outer, k hole k), vertex, metres to 3 decimals and degrees to 8 with dot decimals', () => {
    const geometry: SiteGeometry = {
      type: 'Polygon',
      coordinates: [
        [
          [24.7453, 59.4372],
          [24.7463, 59.4372],
          [24.7463, 59.4382],
          [24.7453, 59.4372],
        ],
      ],
    };
    const rows = siteVertexRows(geometry);
    expect(rows).toHaveLength(3);
    const [e1, n1] = toLest97([24.7463, 59.4382]);
    const lines = siteVerticesCsv(rows).split('\r\n');
    expect(lines[0]).toBe('part,ring,vertex,x_northing_m,y_easting_m,lat,lon');
    expect(lines[1]).toMatch(/^1,0,1,6589053\.29\d,542292\.15\d,59\.43720000,24\.74530000$/);
    expect(lines[3]).toBe(`1,0,3,${n1.toFixed(3)},${e1.toFixed(3)},59.43820000,24.74630000`);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
    expect(siteVerticesCsv([{ part: 2, ring: 1, vertex: 4, northing: 6_500_000.1234, easting: 600_000.5, lat: 58.123456789, lon: 25.5 }])).toBe(
      'part,ring,vertex,x_northing_m,y_easting_m,lat,lon\r\n2,1,4,6500000.123,600000.500,58.12345679,25.50000000\r\n',
    );
  });

  it('saves the CSV as site-vertices-<tender id>.csv through an object URL', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((b: Blob) => (blobs.push(b), 'blob:site-vertices'));
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(`${this.download} ${this.href}`);
    });
    render(<SiteCard site={polygon} tenderId="01HZTENDER" />);
    openVertices();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(names).toEqual(['site-vertices-01HZTENDER.csv blob:site-vertices']);
    expect(await blobs[0]!.text()).toBe(siteVerticesCsv(siteVertexRows(polygon.geometry)));
    expect(blobs[0]!.type).toMatch(/^text\/csv/);
  });

  it('names the CSV site-vertices-site.csv without a tender id', () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render(<SiteCard site={polygon} />);
    openVertices();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(names).toEqual(['site-vertices-site.csv']);
  });
});
