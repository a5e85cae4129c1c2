/** The drop zone's upload list: each file's progress is Amplify UI's determinate linear Loader, named for the file. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadItem } from '@/hooks/use-file-uploads';
import { FileDropZone } from './file-drop-zone';

const item = (overrides: Partial<UploadItem>): UploadItem => ({ id: 'u-1', file: new File(['x'], 'site-plan.pdf', { type: 'application/pdf' }), status: 'uploading', progress: 0, ...overrides });

describe('FileDropZone', () => {
  it("shows an upload's progress with Amplify UI's Loader, named for the file", () => {
    render(<FileDropZone items={[item({ progress: 42.4 })]} onFiles={() => {}} onRemove={() => {}} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress for site-plan.pdf' });
    expect(bar.classList.contains('amplify-loader')).toBe(true);
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
  });

  it('shows no progress for a failed file, only its message', () => {
    render(<FileDropZone items={[item({ status: 'failed', error: 'File type not allowed' })]} onFiles={() => {}} onRemove={() => {}} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('File type not allowed');
  });
});
