import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { describeSite, formatArea, siteMessages, type SiteGeometry } from '@domain/site';
import type { GeoMapProps } from '@/components/map/geo-map';
import SiteEditor, { FILE_TOO_DETAILED, NO_SITE_IN_FILE, siteBbox, siteFromLayer } from './site-editor';

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
vi.mock('@/lib/geodata/parse-geodata', async (importOriginal) => ({ ...(await importOriginal<object>()), parseGeodata: mocks.parseGeodata }));

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
    const other = { type: 'Polygon' as const, coordinates: [[[25, 58], [25.1, 58], [25.1, 58.1], [25, 58]]] };
    expect(siteFromLayer({ features: fc(square, { type: 'LineString', coordinates: [[24, 59], [25, 59]] }, { type: 'MultiPolygon', coordinates: [other.coordinates] }) })).toEqual({
      type: 'MultiPolygon',
      coordinates: [square.coordinates, other.coordinates],
    });
  });

  it('takes the first point of a file without polygons, and refuses a file with neither or one cut short', () => {
    expect(siteFromLayer({ features: fc({ type: 'LineString', coordinates: [[24, 59], [25, 59]] }, { type: 'Point', coordinates: [24.1, 59.1] }, { type: 'Point', coordinates: [25, 58] }) })).toEqual({
      type: 'Point',
      coordinates: [24.1, 59.1],
    });
    expect(() => siteFromLayer({ features: fc({ type: 'LineString', coordinates: [[24, 59], [25, 59]] }) })).toThrow(NO_SITE_IN_FILE);
    expect(() => siteFromLayer({ features: fc(square), truncated: true })).toThrow(FILE_TOO_DETAILED);
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
});
