/** The file preview and the geodata preview in Estonian: the headings, the map's name, the buttons and the fetch error. */
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { SAMPLE_KML } from '@/lib/geodata/fixtures';
import { FilePreviewDialog } from './file-preview-dialog';

// MapLibre needs WebGL, which happy-dom lacks: the map stands in as a box with its name.
vi.mock('@/components/map/lazy-geo-map', () => ({
  LazyGeoMap: (props: { ariaLabel: string }) => <div role="region" aria-label={props.ariaLabel} data-testid="geo-map" />,
}));

function stubFetch(body: string, status = 200) {
  const bytes = new TextEncoder().encode(body);
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ ok: status < 300, status, headers: new Headers(), body: null, arrayBuffer: () => Promise.resolve(bytes.buffer) }));
}

const kml = { filename: 'parcel.kml', contentType: 'application/vnd.google-earth.kml+xml' };

describe('the geodata preview in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLanguage('en');
  });

  it('names the facts, the extent, the attribute table and the map in Estonian', async () => {
    stubFetch(SAMPLE_KML);
    render(<FilePreviewDialog file={kml} getUrl={() => Promise.resolve('https://files.example/parcel.kml')} onClose={() => {}} />);
    const map = await screen.findByTestId('geo-map', {}, { timeout: 5000 });
    expect(map.getAttribute('aria-label')).toBe('Faili parcel.kml kaart');
    expect(screen.getByText('Objekte')).toBeTruthy();
    expect(screen.getByText('Koordinaatsüsteem')).toBeTruthy();
    expect(screen.getByText('Ulatus (WGS84)')).toBeTruthy();
    expect(screen.getByTestId('geodata-extent').textContent).toContain('Lääs 24.740000');
    expect(screen.getByTestId('geodata-extent').textContent).toContain('Põhi 59.440000');
    expect(screen.getByRole('table', { name: 'Atribuudid' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Faili parcel.kml atribuudid' })).toBeTruthy();
    expect(within(screen.getByTestId('file-preview')).queryByText(/Features|Coordinate system|Extent/)).toBeNull();
    expect(screen.getByRole('button', { name: /Laadi alla/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Sulge' }).length).toBeGreaterThan(0);
  });

  it('says in Estonian that the file could not be fetched', async () => {
    stubFetch('', 403);
    render(<FilePreviewDialog file={kml} getUrl={() => Promise.resolve('https://files.example/parcel.kml')} onClose={() => {}} />);
    expect(await screen.findByText('Eelvaade ebaõnnestus', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Faili ei õnnestunud kätte saada (HTTP 403); sulge eelvaade ja proovi uuesti')).toBeTruthy();
  });
});
