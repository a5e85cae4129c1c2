import { describe, expect, it } from 'vitest';
import {
  checkFile,
  extensionOf,
  formatBytes,
  MAX_DELIVERABLE_BYTES,
  MAX_FILE_BYTES,
  maxFileBytes,
  normalizeContentType,
  sanitizeFileName,
  shownInline,
  signatureMatches,
} from '../../lambdas/domain/files';
import { contentDisposition, deliverableKey, downloadHeaders } from '../../lambdas/kernel/files';

describe('sanitizeFileName', () => {
  it('removes leading dots and replaces path and reserved characters with underscores', () => {
    expect(sanitizeFileName('..hidden.pdf')).toBe('hidden.pdf');
    expect(sanitizeFileName('a/b\\c:d*e?f"g<h>i|j.pdf')).toBe('a_b_c_d_e_f_g_h_i_j.pdf');
    expect(sanitizeFileName('up..down.pdf')).toBe('up_down.pdf');
  });

  it('falls back to "file" when nothing is left', () => {
    expect(sanitizeFileName('...')).toBe('file');
    expect(sanitizeFileName('')).toBe('file');
    expect(sanitizeFileName('   ')).toBe('file');
  });

  it('removes every leading dot but keeps the dots inside the name', () => {
    expect(sanitizeFileName('...hidden.pdf')).toBe('hidden.pdf');
    expect(sanitizeFileName('plan.v2.final.pdf')).toBe('plan.v2.final.pdf');
  });

  it('replaces every ".." and every reserved character, not only the first', () => {
    expect(sanitizeFileName('a..b..c.pdf')).toBe('a_b_c.pdf');
    expect(sanitizeFileName('a//b**c.pdf')).toBe('a__b__c.pdf');
    expect(sanitizeFileName('a\u0001b\u0002c.pdf')).toBe('a_b_c.pdf');
  });

  it('trims surrounding spaces and keeps the spaces inside', () => {
    expect(sanitizeFileName('  site plan 2.pdf  ')).toBe('site plan 2.pdf');
  });

  it('replaces control and bidi characters, so a name cannot show a fake extension', () => {
    expect(sanitizeFileName('invoice\u202Efdp.exe.pdf')).toBe('invoice_fdp.exe.pdf');
    const invisible = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u200D', '\uFEFF', '\u00AD'];
    const controls = ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009B', '\u2028', '\u2029', '\uD800'];
    for (const c of [...invisible, ...controls]) {
      const cleaned = sanitizeFileName(`plan${c}gpj.pdf`);
      expect(cleaned, `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`).toBe('plan_gpj.pdf');
      expect(cleaned).toMatch(/^[\x20-\x7E]+$/);
    }
    // Letters of any script stay.
    expect(sanitizeFileName('Maamõõt – plaan עברית.pdf')).toBe('Maamõõt – plaan עברית.pdf');
  });
});

describe('checkFile', () => {
  it('accepts an allowed type within the size limit', () => {
    expect(checkFile({ name: 'plan.PDF', size: 10, contentType: 'application/pdf' })).toBeNull();
    expect(checkFile({ name: 'parcel.kml', size: 10, contentType: 'application/octet-stream' })).toBeNull();
    // GeoJSON boundaries and layers, with either of the types browsers send for them.
    expect(checkFile({ name: 'site.geojson', size: 10, contentType: 'application/geo+json' })).toBeNull();
    expect(checkFile({ name: 'site.geojson', size: 10, contentType: 'application/json' })).toBeNull();
    expect(checkFile({ name: 'site.json', size: 10, contentType: 'application/json' })).toBe('Unsupported file type: site.json');
  });

  it('gives the spec messages word for word', () => {
    expect(checkFile({ name: 'a.pdf', size: 0 })).toBe('No file provided');
    expect(checkFile({ name: 'virus.exe', size: 1 })).toBe('Unsupported file type: virus.exe');
    expect(checkFile({ name: 'a.pdf', size: 1, contentType: 'text/html' })).toBe('Unsupported file format: text/html');
    expect(checkFile({ name: 'big.pdf', size: MAX_FILE_BYTES + 1024 * 1024, contentType: 'application/pdf' })).toBe('File too large: big.pdf (51.00 MB). Maximum allowed: 50.00 MB');
  });

  it('accepts exactly 50 MB', () => {
    expect(checkFile({ name: 'a.pdf', size: MAX_FILE_BYTES, contentType: 'application/pdf' })).toBeNull();
  });

  it('says no file was provided for a file without a name or without a positive size', () => {
    expect(checkFile({ name: '', size: 10, contentType: 'application/pdf' })).toBe('No file provided');
    expect(checkFile({ name: 'a.pdf', size: -1, contentType: 'application/pdf' })).toBe('No file provided');
    expect(checkFile({ name: 'a.pdf', size: Number.NaN, contentType: 'application/pdf' })).toBe('No file provided');
    expect(checkFile({ name: 'a.pdf', size: 1, contentType: 'application/pdf' })).toBeNull();
  });

  it('takes a missing or generic content type for the type of the extension', () => {
    expect(checkFile({ name: 'a.pdf', size: 1 })).toBeNull();
    expect(checkFile({ name: 'a.pdf', size: 1, contentType: '' })).toBeNull();
    expect(checkFile({ name: 'a.dwg', size: 1, contentType: 'application/octet-stream' })).toBeNull();
    expect(checkFile({ name: 'a.dwg', size: 1, contentType: 'binary/octet-stream' })).toBeNull();
  });

  it('compares the declared type without case, parameters or surrounding spaces, and names it so when refused', () => {
    expect(checkFile({ name: 'a.pdf', size: 1, contentType: ' Application/PDF ; charset=binary' })).toBeNull();
    expect(checkFile({ name: 'a.pdf', size: 1, contentType: ' TEXT/HTML ; charset=utf-8' })).toBe('Unsupported file format: text/html');
  });

  it('refuses a dot file as having no extension', () => {
    expect(checkFile({ name: '.pdf', size: 1, contentType: 'application/pdf' })).toBe('Unsupported file type: .pdf');
  });

  it('checks the type before the size', () => {
    expect(checkFile({ name: 'huge.exe', size: MAX_FILE_BYTES + 1 })).toBe('Unsupported file type: huge.exe');
    expect(checkFile({ name: 'huge.pdf', size: MAX_FILE_BYTES + 1, contentType: 'text/html' })).toBe('Unsupported file format: text/html');
  });
});

describe('signatures and types', () => {
  it('matches leading bytes to the extension, and passes types without a signature', () => {
    expect(signatureMatches('a.pdf', new TextEncoder().encode('%PDF-1.7'))).toBe(true);
    expect(signatureMatches('a.pdf', new TextEncoder().encode('<html>'))).toBe(false);
    expect(signatureMatches('a.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(signatureMatches('a.kml', new TextEncoder().encode('<?xml'))).toBe(true);
  });

  it('tries each signature of a type with several, and needs every byte of one', () => {
    expect(signatureMatches('a.zip', new Uint8Array([0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0]))).toBe(true);
    expect(signatureMatches('a.tif', new Uint8Array([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 0]))).toBe(true);
    expect(signatureMatches('a.tif', new Uint8Array([0x49, 0x49, 0x2a, 0x00, 0, 0, 0, 0]))).toBe(true);
    expect(signatureMatches('a.pdf', new TextEncoder().encode('%PDX-1.7'))).toBe(false);
    expect(signatureMatches('a.zip', new Uint8Array([0x50, 0x4b, 0x05, 0x04, 0, 0, 0, 0]))).toBe(false);
    expect(signatureMatches('a.png', new Uint8Array([0x89, 0x50, 0x4e]))).toBe(false);
  });

  it('reads the signature by the extension in any case', () => {
    expect(signatureMatches('SCAN.JPG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]))).toBe(true);
    expect(signatureMatches('SCAN.JPG', new TextEncoder().encode('GIF89a'))).toBe(false);
  });

  it('normalises generic content types to the extension’s type', () => {
    expect(normalizeContentType('a.kml', '')).toBe('application/vnd.google-earth.kml+xml');
    expect(normalizeContentType('a.kml', undefined)).toBe('application/vnd.google-earth.kml+xml');
    expect(normalizeContentType('a.dwg', 'application/octet-stream')).toBe('application/acad');
    expect(normalizeContentType('a.pdf', 'application/pdf; charset=binary')).toBe('application/pdf');
  });

  it('keeps a declared type that is not generic, lower-cased and without parameters or spaces', () => {
    expect(normalizeContentType('a.pdf', 'text/html')).toBe('text/html');
    expect(normalizeContentType('a.pdf', ' Application/PDF ; charset=binary')).toBe('application/pdf');
  });

  it('falls back to application/octet-stream for a generic type of an extension it does not know', () => {
    expect(normalizeContentType('a.exe', 'application/octet-stream')).toBe('application/octet-stream');
    expect(normalizeContentType('noext', undefined)).toBe('application/octet-stream');
  });

  it('reads extensions and formats sizes', () => {
    expect(extensionOf('x.tar.GZ')).toBe('gz');
    expect(extensionOf('noext')).toBe('');
    expect(formatBytes(1536)).toBe('1.50 KB');
  });

  it('reads no extension from a name whose only dot leads it', () => {
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('a.pdf')).toBe('pdf');
  });

  it('formats sizes in bytes below 1 KiB, in KB from 1 KiB and in MB from 1 MiB', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1024.00 KB');
    expect(formatBytes(1024 * 1024)).toBe('1.00 MB');
    expect(formatBytes(51.2 * 1024 * 1024)).toBe('51.20 MB');
  });
});

describe('size limits by purpose (docs/decisions/spec-readings/file-size-limits.md, "File size limits")', () => {
  it('keeps attachments at 50 MB and lets deliverables reach 100 MB', () => {
    expect(maxFileBytes()).toBe(50 * 1024 * 1024);
    expect(maxFileBytes('attachment')).toBe(MAX_FILE_BYTES);
    expect(maxFileBytes('deliverable')).toBe(100 * 1024 * 1024);
    const sixty = { name: 'survey.zip', size: 60 * 1024 * 1024, contentType: 'application/zip' };
    expect(checkFile(sixty)).toBe('File too large: survey.zip (60.00 MB). Maximum allowed: 50.00 MB');
    expect(checkFile(sixty, 'deliverable')).toBeNull();
  });

  it('accepts exactly 100 MB as a deliverable and refuses one byte more with the spec message', () => {
    expect(checkFile({ name: 'a.pdf', size: MAX_DELIVERABLE_BYTES, contentType: 'application/pdf' }, 'deliverable')).toBeNull();
    expect(checkFile({ name: 'a.pdf', size: MAX_DELIVERABLE_BYTES + 1, contentType: 'application/pdf' }, 'deliverable')).toBe('File too large: a.pdf (100.00 MB). Maximum allowed: 100.00 MB');
  });

  it('applies the same name and type rules to deliverables', () => {
    expect(checkFile({ name: 'tool.exe', size: 1 }, 'deliverable')).toBe('Unsupported file type: tool.exe');
    expect(checkFile({ name: 'a.dwg', size: 1, contentType: 'text/html' }, 'deliverable')).toBe('Unsupported file format: text/html');
  });
});

describe('contentDisposition', () => {
  it('opens inline for the preview and downloads under the name otherwise, with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('report.pdf', 'inline')).toBe(`inline; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(contentDisposition('Vermessung Süd (1).pdf')).toBe(`attachment; filename="Vermessung S_d (1).pdf"; filename*=UTF-8''Vermessung%20S%C3%BCd%20%281%29.pdf`);
    expect(contentDisposition('a"b\\c.pdf', 'attachment')).toBe(`attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`);
  });
});

describe('downloadHeaders', () => {
  const headers = (contentType: string, requested?: 'inline' | 'attachment') => {
    const h = downloadHeaders({ filename: 'f', contentType }, requested);
    return `${h.ResponseContentDisposition.split(';')[0]} ${h.ResponseContentType}`;
  };

  it('opens PDF, PNG, JPEG, GIF and WebP inline when asked, with their type', () => {
    for (const type of ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']) expect(headers(type, 'inline')).toBe(`inline ${type}`);
    expect(headers('Application/PDF; charset=binary', 'inline')).toBe('inline application/pdf');
    expect(headers('application/pdf')).toBe('attachment application/pdf');
  });

  it('downloads every other type, even when inline is asked; a type the upload rules do not know as octet-stream', () => {
    expect(headers('image/svg+xml', 'inline')).toBe('attachment application/octet-stream');
    expect(headers('text/html', 'inline')).toBe('attachment application/octet-stream');
    expect(headers('image/tiff', 'inline')).toBe('attachment image/tiff');
    expect(headers('text/plain', 'inline')).toBe('attachment text/plain');
    expect(headers('application/vnd.google-earth.kml+xml', 'inline')).toBe('attachment application/vnd.google-earth.kml+xml');
    expect(headers('application/zip', 'inline')).toBe('attachment application/zip');
    expect(headers('', 'inline')).toBe('attachment application/octet-stream');
    expect(shownInline('image/svg+xml')).toBe(false);
  });
});

describe('deliverableKey', () => {
  it('keeps deliverables under deliveries/{tenderId}/{deliveryId}/{fileId}/{name}', () => {
    expect(deliverableKey('t1', 'd1', 'f1', 'plan.dwg')).toBe('deliveries/t1/d1/f1/plan.dwg');
  });
});
