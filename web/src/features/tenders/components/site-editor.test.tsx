import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { describeSite, formatArea, fromLest97, siteMessages, type SiteGeometry, toLest97 } from '@features/tenders/domain/site';
import type { GeoMapProps } from '@/components/map/geo-map';
import SiteEditor, { siteBbox, siteFromLayer } from './site-editor';

const mocks = vi.hoisted(() => ({ parseGeodata: vi.fn(), lastMap: null as GeoMapProps | null }));

// MapLibre needs WebGL: the map is a stand-in that records its props and can be "clicked".
vi.mock('@/components/map/geo-map', () => ({
  default: (props: GeoMapProps) => {
    mocks.lastMap = props;
    return (
      <div data-testid="geo-map" aria-label={props.ariaLabel}>
        <button type="button" onClick={() => props.onMapClick?.([24.7453123456, 59.4370987654])}>
          map click
        </button>
      </div>
    );
  },
}));
vi.mock('terra-draw', () => ({ TerraDraw: vi.fn(), TerraDrawPolygonMode: vi.fn() }));
vi.mock('terra-draw-maplibre-gl-adapter', () => ({ TerraDrawMapLibreGLAdapter: vi.fn() }));
vi.mock('@features/tenders/domain/geodata/parse-geodata', async (importOriginal) => ({ ...(await importOriginal<object>()), parseGeodata: mocks.parseGeodata }));

const square: SiteGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [24.74, 59.43],
      [24.75, 59.43],
      [24.75, 59.44],
      [24.74, 59.44],
      [24.74, 59.43],
    ],
  ],
};
const bowtie: SiteGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [24.74, 59.43],
      [24.75, 59.44],
      [24.75, 59.43],
      [24.74, 59.44],
      [24.74, 59.43],
    ],
  ],
};
const fc = (...geometries: GeoJSON.Geometry[]): GeoJSON.FeatureCollection => ({
  type: 'FeatureCollection',
  features: geometries.map((geometry) => ({ type: 'Feature', geometry, properties: {} })),
});

describe('siteFromLayer', () => {
  it('takes a single polygon as a Polygon and several as one MultiPolygon', () => {
    expect(siteFromLayer({ features: fc(square) })).toEqual(square);
    const other = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [25, 58],
          [25.1, 58],
          [25.1, 58.1],
          [25, 58],
        ],
      ],
    };
    expect(
      siteFromLayer({
        features: fc(
          square,
          {
            type: 'LineString',
            coordinates: [
              [24, 59],
              [25, 59],
            ],
          },
          { type: 'MultiPolygon', coordinates: [other.coordinates] },
        ),
      }),
    ).toEqual({
      type: 'MultiPolygon',
      coordinates: [square.coordinates, other.coordinates],
    });
  });

  it('takes the first point of a file without polygons, and refuses a file with neither or one cut short', () => {
    expect(
      siteFromLayer({
        features: fc(
          {
            type: 'LineString',
            coordinates: [
              [24, 59],
              [25, 59],
            ],
          },
          { type: 'Point', coordinates: [24.1, 59.1] },
          { type: 'Point', coordinates: [25, 58] },
        ),
      }),
    ).toEqual({
      type: 'Point',
      coordinates: [24.1, 59.1],
    });
    expect(() =>
      siteFromLayer({
        features: fc({
          type: 'LineString',
          coordinates: [
            [24, 59],
            [25, 59],
          ],
        }),
      }),
    ).toThrow('The file has no polygon or point to use as the site. Upload the boundary as a polygon.');
    expect(() => siteFromLayer({ features: fc(square), truncated: true })).toThrow('The file has more features or points than a site may have.');
  });
});

describe('siteBbox', () => {
  it('is the extent of the positions, a point for a point', () => {
    expect(siteBbox(square)).toEqual([24.74, 59.43, 24.75, 59.44]);
    expect(siteBbox({ type: 'Point', coordinates: [24.5, 59] })).toEqual([24.5, 59, 24.5, 59]);
  });
});

/** The editor with its value kept in state, as the form's Controller does. */
function Harness({ initial = null, onChange }: { initial?: SiteGeometry | null; onChange?: (s: SiteGeometry | null) => void }) {
  const [site, setSite] = useState<SiteGeometry | null>(initial);
  return (
    <SiteEditor
      value={site}
      onChange={(s) => {
        setSite(s);
        onChange?.(s);
      }}
    />
  );
}

describe('SiteEditor', () => {
  beforeEach(() => {
    mocks.parseGeodata.mockReset();
    mocks.lastMap = null;
  });

  it('marks a point where the map is clicked (7 decimals), then shows it in WGS84 and L-EST97 without an area', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'map click' }));
    expect(onChange).not.toHaveBeenCalled(); // not in point mode yet
    fireEvent.click(screen.getByRole('button', { name: 'Mark a point' }));
    fireEvent.click(screen.getByRole('button', { name: 'map click' }));
    expect(onChange).toHaveBeenCalledWith({ type: 'Point', coordinates: [24.7453123, 59.4370988] });
    expect((await screen.findByTestId('site-wgs84')).textContent).toMatch('59.437099, 24.745312');
    expect(screen.getByTestId('site-lest97').textContent).toMatch(/X \(northing\) 6\.\d{3}\.\d{3},\d{2} · Y \(easting\) 5\d{2}\.\d{3},\d{2}/);
    expect(screen.queryByTestId('site-area')).toBeNull();
  });

  it('shows the area of a polygon and draws it on the map; Clear site removes it', () => {
    const onChange = vi.fn();
    render(<Harness initial={square} onChange={onChange} />);
    expect(screen.getByTestId('site-area').textContent).toBe(formatArea(describeSite(square).areaM2!));
    expect(screen.getByTestId('site-area').textContent).toMatch(/^6\d,\d\d ha$/);
    expect(mocks.lastMap?.data?.features[0]?.geometry).toEqual(square);
    expect(mocks.lastMap?.fitTo).toEqual([24.74, 59.43, 24.75, 59.44]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear site' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByTestId('site-figures')).toBeNull();
    expect(mocks.lastMap?.data?.features).toEqual([]);
  });

  it("shows the server's message for a self-intersecting polygon, and no figures", () => {
    render(<Harness initial={bowtie} />);
    expect(screen.getByRole('alert').textContent).toMatch(siteMessages.selfIntersecting);
    expect(screen.queryByTestId('site-figures')).toBeNull();
  });

  it('takes the boundary of an uploaded file, and says what is wrong with a file it cannot use', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText(/Upload boundary file/);
    mocks.parseGeodata.mockResolvedValueOnce({ features: fc(square), bbox: null, featureCount: 1, columns: [], crs: 'EPSG:4326', truncated: false });
    fireEvent.change(input, { target: { files: [new File(['{}'], 'parcel.geojson', { type: 'application/geo+json' })] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(square));
    expect(mocks.parseGeodata).toHaveBeenCalledWith(expect.any(ArrayBuffer), 'geojson');

    mocks.parseGeodata.mockRejectedValueOnce(new Error('This file is not valid KML: the XML could not be read.'));
    fireEvent.change(input, { target: { files: [new File(['x'], 'parcel.kml')] } });
    expect((await screen.findByRole('alert')).textContent).toMatch('This file is not valid KML: the XML could not be read.');

    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toMatch('Upload the boundary as a KML, GeoJSON or zipped shapefile (.zip).');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  describe('Enter coordinates', () => {
    const open = () => fireEvent.click(screen.getByRole('button', { name: 'Enter coordinates' }));
    const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

    it('sets the site to the WGS84 point of L-EST97 X (northing) and Y (easting), with spaces and a decimal comma', () => {
      const onChange = vi.fn();
      render(<Harness onChange={onChange} />);
      open();
      expect(screen.getByRole('button', { name: 'Enter coordinates' }).getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('radio', { name: 'L-EST97 (EPSG:3301)' })).toHaveProperty('checked', true);
      expect(document.activeElement).toBe(screen.getByLabelText('X (northing), m'));
      type('X (northing), m', '6 588 000');
      type('Y (easting), m', '542000,0');
      fireEvent.click(screen.getByRole('button', { name: 'Set point' }));
      expect(onChange).toHaveBeenCalledTimes(1);
      const point = onChange.mock.calls[0]![0] as SiteGeometry & { type: 'Point' };
      expect(point.type).toBe('Point');
      // Tallinn; fromLest97 takes [easting, northing].
      const [lon, lat] = fromLest97([542000, 6588000]);
      expect(point.coordinates[0]).toBeCloseTo(lon, 8);
      expect(point.coordinates[1]).toBeCloseTo(lat, 8);
      expect(lon).toBeCloseTo(24.74, 2);
      expect(lat).toBeCloseTo(59.43, 2);
      const [x, y] = toLest97(point.coordinates);
      expect(x).toBeCloseTo(542000, 2);
      expect(y).toBeCloseTo(6588000, 2);
      expect(screen.getByTestId('site-lest97').textContent).toBe('X (northing) 6.588.000,00 · Y (easting) 542.000,00');
      expect(mocks.lastMap?.fitTo).toEqual([point.coordinates[0], point.coordinates[1], point.coordinates[0], point.coordinates[1]]);
    });

    it('sets a WGS84 point from latitude and longitude, Enter in a field sets it too', () => {
      const onChange = vi.fn();
      render(<Harness onChange={onChange} />);
      open();
      fireEvent.click(screen.getByRole('radio', { name: 'WGS84 (decimal degrees)' }));
      type('Latitude', '58,3776');
      type('Longitude', '26.7290');
      fireEvent.keyDown(screen.getByLabelText('Longitude'), { key: 'Enter' });
      expect(onChange).toHaveBeenCalledWith({ type: 'Point', coordinates: [26.729, 58.3776] });
    });

    it('shows the coordinates of a site that is already a point, in either system', () => {
      render(<Harness initial={{ type: 'Point', coordinates: fromLest97([542000, 6588000]) }} />);
      open();
      expect(screen.getByLabelText<HTMLInputElement>('X (northing), m').value).toBe('6588000,00');
      expect(screen.getByLabelText<HTMLInputElement>('Y (easting), m').value).toBe('542000,00');
      fireEvent.click(screen.getByRole('radio', { name: 'WGS84 (decimal degrees)' }));
      expect(Number(screen.getByLabelText<HTMLInputElement>('Latitude').value)).toBeCloseTo(59.4278, 4);
      expect(Number(screen.getByLabelText<HTMLInputElement>('Longitude').value)).toBeCloseTo(24.7399, 4);
    });

    it("shows the server's extent message for a point outside Estonia, and a hint when X and Y are swapped; the site is unchanged", () => {
      const onChange = vi.fn();
      render(<Harness onChange={onChange} />);
      open();
      type('X (northing), m', '7000000');
      type('Y (easting), m', '542000');
      fireEvent.click(screen.getByRole('button', { name: 'Set point' }));
      const alert = screen.getByTestId('site-coordinates-error');
      expect(alert.textContent).toMatch(siteMessages.outsideExtent);
      expect(alert.getAttribute('role')).toBe('alert');
      const x = screen.getByLabelText('X (northing), m');
      expect(x.getAttribute('aria-invalid')).toBe('true');
      expect(x.getAttribute('aria-describedby')).toBe(alert.id);

      type('X (northing), m', '542000');
      type('Y (easting), m', '6588000');
      fireEvent.click(screen.getByRole('button', { name: 'Set point' }));
      expect(screen.getByTestId('site-coordinates-error').textContent).toMatch(/X and Y look swapped/);
      expect(onChange).not.toHaveBeenCalled();
    });

    it('says which field is not a number, and sets nothing', () => {
      const onChange = vi.fn();
      render(<Harness onChange={onChange} />);
      open();
      type('X (northing), m', 'six million');
      type('Y (easting), m', '542.000,5');
      fireEvent.click(screen.getByRole('button', { name: 'Set point' }));
      expect(screen.getByText(/X \(northing\) must be a number in metres/)).toBeTruthy();
      expect(screen.getByText(/Y \(easting\) must be a number in metres/)).toBeTruthy();
      expect(screen.getByLabelText('X (northing), m').getAttribute('aria-invalid')).toBe('true');
      type('X (northing), m', '');
      fireEvent.click(screen.getByRole('button', { name: 'Set point' }));
      expect(screen.getByText('Enter X (northing) in metres, e.g. 6588000,00.')).toBeTruthy();
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});
