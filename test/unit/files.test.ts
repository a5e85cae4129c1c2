import { describe, expect, it } from 'vitest';
import { checkFile, extensionOf, formatBytes, MAX_FILE_BYTES, normalizeContentType, sanitizeFileName, signatureMatches } from '../../lambdas/domain/files';

describe('sanitizeFileName', () => {
  it('removes leading dots and replaces path and reserved characters with underscores', () => {
    expect(sanitizeFileName('..hidden.pdf')).toBe('hidden.pdf');
    expect(sanitizeFileName('a/b\\c:d*e?f"g<h>i|j.pdf')).toBe('a_b_c_d_e_f_g_h_i_j.pdf');
    expect(sanitizeFileName('up..down.pdf')).toBe('up_down.pdf');
  });

  it('falls back to "file" when nothing is left', () => {
    expect(sanitizeFileName('...')).toBe('file');
  });
});

describe('checkFile', () => {
  it('accepts an allowed type within the size limit', () => {
    expect(checkFile({ name: 'plan.PDF', size: 10, contentType: 'application/pdf' })).toBeNull();
    expect(checkFile({ name: 'parcel.kml', size: 10, contentType: 'application/octet-stream' })).toBeNull();
  });

  it('gives the spec messages word for word', () => {
    expect(checkFile({ name: 'a.pdf', size: 0 })).toBe('No file provided');
    expect(checkFile({ name: 'virus.exe', size: 1 })).toBe('Unsupported file type: virus.exe');
    expect(checkFile({ name: 'a.pdf', size: 1, contentType: 'text/html' })).toBe('Unsupported file format: text/html');
    expect(checkFile({ name: 'big.pdf', size: MAX_FILE_BYTES + 1024 * 1024, contentType: 'application/pdf' })).toBe(
      'File too large: big.pdf (51.00 MB). Maximum allowed: 50.00 MB',
    );
  });

  it('accepts exactly 50 MB', () => {
    expect(checkFile({ name: 'a.pdf', size: MAX_FILE_BYTES, contentType: 'application/pdf' })).toBeNull();
  });
});

describe('signatures and types', () => {
  it('matches leading bytes to the extension, and passes types without a signature', () => {
    expect(signatureMatches('a.pdf', new TextEncoder().encode('%PDF-1.7'))).toBe(true);
    expect(signatureMatches('a.pdf', new TextEncoder().encode('<html>'))).toBe(false);
    expect(signatureMatches('a.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(signatureMatches('a.kml', new TextEncoder().encode('<?xml'))).toBe(true);
  });

  it('normalises generic content types to the extension’s type', () => {
    expect(normalizeContentType('a.kml', '')).toBe('application/vnd.google-earth.kml+xml');
    expect(normalizeContentType('a.pdf', 'application/pdf; charset=binary')).toBe('application/pdf');
  });

  it('reads extensions and formats sizes', () => {
    expect(extensionOf('x.tar.GZ')).toBe('gz');
    expect(extensionOf('noext')).toBe('');
    expect(formatBytes(1536)).toBe('1.50 KB');
  });
});
