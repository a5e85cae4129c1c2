import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { SAMPLE_KML } from '@/lib/geodata/fixtures';
import { FilePreviewDialog } from './file-preview-dialog';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }) }));
// MapLibre needs WebGL, which happy-dom lacks: the map stands in as a box showing what it was given (e2e draws the real one).
vi.mock('@/components/map/lazy-geo-map', () => ({
  LazyGeoMap: (props: { data: GeoJSON.FeatureCollection; fitTo: number[]; ariaLabel: string }) => (
    <div role="region" aria-label={props.ariaLabel} data-testid="geo-map" data-fit={props.fitTo.join(',')} data-features={props.data.features.length} />
  ),
}));

/** Answers fetch with `body` (status 200 unless given) and records the URL. */
function stubFetch(body: Uint8Array | string, init: { status?: number; headers?: Record<string, string> } = {}) {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const response = {
    ok: (init.status ?? 200) < 300,
    status: init.status ?? 200,
    headers: new Headers(init.headers ?? {}),
    body: null,
    arrayBuffer: vi.fn(() => Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))),
  };
  const fetchMock = vi.fn().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(fetchMock, { response });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FilePreviewDialog', () => {
  it('shows a PDF inline through an inline link', async () => {
    const getUrl = vi.fn().mockResolvedValue('https://files.example/site-plan.pdf?sig=1');
    render(<FilePreviewDialog file={{ filename: 'site-plan.pdf', contentType: 'application/pdf' }} getUrl={getUrl} onClose={() => {}} />);
    const frame = await screen.findByTestId('preview-pdf');
    expect(frame.getAttribute('src')).toBe('https://files.example/site-plan.pdf?sig=1');
    expect(getUrl).toHaveBeenCalledWith('inline');
  });

  it('shows an image inline', async () => {
    const getUrl = vi.fn().mockResolvedValue('https://files.example/photo.png');
    render(<FilePreviewDialog file={{ filename: 'photo.png', contentType: 'image/png' }} getUrl={getUrl} onClose={() => {}} />);
    expect((await screen.findByTestId('preview-image')).getAttribute('src')).toBe('https://files.example/photo.png');
  });

  it("says 'Preview not supported' for a Word document and asks for no link", () => {
    const getUrl = vi.fn();
    render(<FilePreviewDialog file={{ filename: 'terms.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }} getUrl={getUrl} onClose={() => {}} />);
    expect(screen.getByText('Preview not supported')).toBeTruthy();
    expect(getUrl).not.toHaveBeenCalled();
  });

  it('draws a KML file from the inline link with its feature count, extent, coordinate system and attribute table', async () => {
    const fetchMock = stubFetch(SAMPLE_KML);
    const getUrl = vi.fn().mockResolvedValue('https://files.example/parcel.kml?sig=1');
    render(<FilePreviewDialog file={{ filename: 'parcel.kml', contentType: 'application/vnd.google-earth.kml+xml' }} getUrl={getUrl} onClose={() => {}} />);
    const map = await screen.findByTestId('geo-map', {}, { timeout: 5000 });
    expect(getUrl).toHaveBeenCalledWith('inline');
    expect(fetchMock.mock.calls[0]![0]).toBe('https://files.example/parcel.kml?sig=1');
    expect(map.getAttribute('aria-label')).toBe('Map of parcel.kml');
    expect(map.getAttribute('data-fit')).toBe('24.74,59.43,24.76,59.44');
    expect(map.getAttribute('data-features')).toBe('2');
    expect(screen.getByTestId('geodata-feature-count').textContent).toBe('2');
    expect(screen.getByTestId('geodata-crs').textContent).toBe('EPSG:4326 (WGS84)');
    expect(screen.getByTestId('geodata-extent').textContent).toContain('W 24.740000');
    const table = screen.getByTestId('geodata-attributes');
    expect(within(table).getByRole('columnheader', { name: 'name' })).toBeTruthy();
    expect(within(table).getByText('Benchmark 12')).toBeTruthy();
    expect(within(table).getByText('Site boundary')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download/ })).toBeTruthy();
  });

  it("shows the parser's message, 'Preview not supported' and the Download button for a PNG named .kml", async () => {
    stubFetch(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    const getUrl = vi.fn().mockResolvedValue('https://files.example/fake.kml');
    render(<FilePreviewDialog file={{ filename: 'fake.kml', contentType: 'application/vnd.google-earth.kml+xml' }} getUrl={getUrl} onClose={() => {}} />);
    const error = await screen.findByTestId('geodata-error', {}, { timeout: 5000 });
    expect(within(error).getByText('Preview not supported')).toBeTruthy();
    expect(error.textContent).toContain('This file is not valid KML: it is a PNG image');
    expect(screen.queryByTestId('geo-map')).toBeNull();
    expect(screen.getByRole('button', { name: /Download/ })).toBeTruthy();
  });

  it("says 'Preview failed' when the geodata file cannot be fetched", async () => {
    stubFetch('', { status: 403 });
    const getUrl = vi.fn().mockResolvedValue('https://files.example/track.gpx');
    render(<FilePreviewDialog file={{ filename: 'track.gpx', contentType: 'application/gpx+xml' }} getUrl={getUrl} onClose={() => {}} />);
    expect(await screen.findByText('Preview failed', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/could not be fetched \(HTTP 403\)/)).toBeTruthy();
  });

  it('refuses a geodata file over the preview limit by its Content-Length, before reading it', async () => {
    const fetchMock = stubFetch('', { headers: { 'content-length': String(30 * 1024 * 1024) } });
    const getUrl = vi.fn().mockResolvedValue('https://files.example/big.geojson');
    render(<FilePreviewDialog file={{ filename: 'big.geojson', contentType: 'application/geo+json' }} getUrl={getUrl} onClose={() => {}} />);
    expect(await screen.findByText(/larger than the 25 MB preview limit/, {}, { timeout: 5000 })).toBeTruthy();
    expect(fetchMock.response.arrayBuffer).not.toHaveBeenCalled();
  });

  it("says 'Preview failed' and 'Could not generate signed URL' with the reason when no link can be had, and Try again asks anew", async () => {
    const getUrl = vi.fn().mockRejectedValueOnce(new ApiRequestError(404, 'Attachment not found')).mockResolvedValue('https://files.example/site-plan.pdf?sig=2');
    render(<FilePreviewDialog file={{ filename: 'site-plan.pdf', contentType: 'application/pdf' }} getUrl={getUrl} onClose={() => {}} />);
    const alert = (await screen.findByText('Preview failed')).closest('.amplify-alert') as HTMLElement;
    expect(within(alert).getByText('Could not generate signed URL: Attachment not found')).toBeTruthy();
    expect(screen.queryByTestId('preview-pdf')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('preview-pdf')).getAttribute('src')).toBe('https://files.example/site-plan.pdf?sig=2');
    expect(getUrl).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Preview failed')).toBeNull();
  });

  it("says 'Could not generate signed URL. Please try again.' when the failure gives no reason", async () => {
    render(<FilePreviewDialog file={{ filename: 'photo.png', contentType: 'image/png' }} getUrl={vi.fn().mockRejectedValue(new TypeError('x is undefined'))} onClose={() => {}} />);
    expect(await screen.findByText('Could not generate signed URL. Please try again.')).toBeTruthy();
  });

  it("says 'Preview unavailable' when the link came but the image cannot be shown", async () => {
    render(<FilePreviewDialog file={{ filename: 'photo.png', contentType: 'image/png' }} getUrl={vi.fn().mockResolvedValue('https://files.example/photo.png')} onClose={() => {}} />);
    fireEvent.error(await screen.findByTestId('preview-image'));
    expect(await screen.findByText('Preview unavailable')).toBeTruthy();
    expect(screen.getByText('This file could not be shown here. Download it to open it.')).toBeTruthy();
    expect(screen.queryByTestId('preview-image')).toBeNull();
    expect(screen.getByRole('button', { name: /Download/ })).toBeTruthy();
  });

  it("toasts 'Download failed' with 'Could not generate signed URL' when the download link cannot be had", async () => {
    const getUrl = vi.fn((disposition: string) =>
      disposition === 'inline' ? Promise.resolve('https://files.example/a.pdf') : Promise.reject(new ApiRequestError(403, 'You do not have access to this tender')),
    );
    render(<FilePreviewDialog file={{ filename: 'a.pdf', contentType: 'application/pdf' }} getUrl={getUrl} onClose={() => {}} />);
    await screen.findByTestId('preview-pdf');
    fireEvent.click(screen.getByRole('button', { name: /Download/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Download failed', {
        description: 'There was a problem downloading the file. Could not generate signed URL: You do not have access to this tender',
      }),
    );
  });

  it('renders nothing inside when no file is given', () => {
    render(<FilePreviewDialog file={null} getUrl={vi.fn()} onClose={() => {}} />);
    expect(screen.queryByTestId('file-preview')).toBeNull();
  });
});
