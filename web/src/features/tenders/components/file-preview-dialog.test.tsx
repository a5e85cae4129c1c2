import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilePreviewDialog } from './file-preview-dialog';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }) }));

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

  it("says 'Preview not supported' for a KML file and asks for no link", () => {
    const getUrl = vi.fn();
    render(<FilePreviewDialog file={{ filename: 'parcel.kml', contentType: 'application/vnd.google-earth.kml+xml' }} getUrl={getUrl} onClose={() => {}} />);
    expect(screen.getByText('Preview not supported')).toBeTruthy();
    expect(getUrl).not.toHaveBeenCalled();
  });

  it("says 'Preview failed' when no link can be had", async () => {
    const getUrl = vi.fn().mockRejectedValue(new Error('Attachment not found'));
    render(<FilePreviewDialog file={{ filename: 'site-plan.pdf', contentType: 'application/pdf' }} getUrl={getUrl} onClose={() => {}} />);
    await waitFor(() => expect(screen.getByText('Preview failed')).toBeTruthy());
    expect(screen.getByText('Attachment not found')).toBeTruthy();
    expect(screen.queryByTestId('preview-pdf')).toBeNull();
  });

  it('renders nothing inside when no file is given', () => {
    render(<FilePreviewDialog file={null} getUrl={vi.fn()} onClose={() => {}} />);
    expect(screen.queryByTestId('file-preview')).toBeNull();
  });
});
