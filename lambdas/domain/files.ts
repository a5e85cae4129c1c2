/**
 * File rules for tender attachments and deliverables (spec part 2, section 5 "Files" and section 9).
 * Pure module, shared by the API (which enforces) and the web app (which mirrors).
 */
import { UNSEEN_CHARACTERS } from './characters';
import { english } from './i18n/english';

/** Largest accepted file, in bytes: 50 MB (part 2, 9). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** Largest deliverable file: 100 MB as the deliver page says (docs/decisions/spec-readings/file-size-limits.md). Bytes. */
export const MAX_DELIVERABLE_BYTES = 100 * 1024 * 1024;

/** Allowed extensions (lower case, no dot) and the content types each may carry (part 2, 5). */
export const FILE_TYPES: Record<string, readonly string[]> = {
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  dwg: ['application/acad', 'application/x-acad', 'image/vnd.dwg', 'image/x-dwg', 'application/dwg'],
  dxf: ['application/dxf', 'image/vnd.dxf', 'image/x-dxf', 'application/x-dxf'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  zip: ['application/zip', 'application/x-zip-compressed'],
  rar: ['application/vnd.rar', 'application/x-rar-compressed'],
  asice: ['application/vnd.etsi.asic-e+zip'],
  kml: ['application/vnd.google-earth.kml+xml'],
  kmz: ['application/vnd.google-earth.kmz'],
  gpx: ['application/gpx+xml'],
  /** Beyond part 2, 5: GeoJSON site boundaries and survey layers, drawn by the preview. */
  geojson: ['application/geo+json', 'application/json'],
  shp: ['application/x-esri-shape', 'application/x-shapefile'],
  tif: ['image/tiff'],
  tiff: ['image/tiff'],
  txt: ['text/plain'],
};

/**
 * The content types a download link may offer `inline`: PDF and raster images, which
 * a browser shows without running anything of the file. Every other type downloads as an attachment; SVG above
 * all, an image that can carry script, and HTML, text and XML (KML, GPX), which a browser would render or sniff.
 */
export const INLINE_TYPES: readonly string[] = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Whether a file of `contentType` (parameters and case ignored) may open inline (INLINE_TYPES). */
export function shownInline(contentType: string): boolean {
  return INLINE_TYPES.includes(contentType.toLowerCase().split(';')[0]!.trim());
}

/** Generic types browsers send for files they do not recognise; accepted for any allowed extension. */
const GENERIC_TYPES = ['application/octet-stream', 'binary/octet-stream', ''];

/** Extensions for an `accept` attribute, e.g. ".pdf,.docx,...". */
export const ACCEPT_ATTRIBUTE = Object.keys(FILE_TYPES)
  .map((e) => `.${e}`)
  .join(',');

/**
 * Leading-byte signatures for the types that have one. A file whose extension is listed here must start
 * with one of the signatures. Types without an entry (txt, kml, gpx, dxf, shp...) are not checked.
 */
const SIGNATURES: Record<string, readonly number[][]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46]], // %PDF
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  tif: [
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
  ],
  tiff: [
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
  ],
  zip: [
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
  ],
  docx: [[0x50, 0x4b, 0x03, 0x04]],
  xlsx: [[0x50, 0x4b, 0x03, 0x04]],
  kmz: [[0x50, 0x4b, 0x03, 0x04]],
  asice: [[0x50, 0x4b, 0x03, 0x04]],
  doc: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  xls: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  rar: [[0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]], // Rar!
  dwg: [[0x41, 0x43, 0x31, 0x30]], // AC10
};

/** How many leading bytes the signature check needs. */
export const SIGNATURE_BYTES = 8;

/** Validation messages, word for word from part 2, 5. */
export const fileMessages = {
  noFile: english('error.file.noFile'),
  unsupportedType: (name: string) => english('error.file.unsupportedType', { name }),
  unsupportedFormat: (type: string) => english('error.file.unsupportedFormat', { type }),
  tooLarge: (name: string, size: string, max: string) => english('error.file.tooLarge', { name, size, max }),
  /** Beyond the spec: the file's bytes do not match its extension. */
  contentMismatch: (name: string) => english('error.file.contentMismatch', { name }),
} as const;

/** The lower-case extension of a file name, without the dot, or '' when there is none. */
export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i > 0 ? name.slice(i + 1).toLowerCase() : '';
}

/**
 * Sanitised file name (part 2, 5): leading dots removed; \ / : * ? " < > | and '..' become
 * underscores, and so does every character a person cannot see (characters.ts UNSEEN_CHARACTERS: control
 * and format characters such as the bidi controls and zero-width spaces, lone surrogates, the line and
 * paragraph separators), so a name shows what it is: 'invoice\u202Efdp.exe.pdf' becomes 'invoice_fdp.exe.pdf'.
 * Returns 'file' when nothing is left.
 */
export function sanitizeFileName(name: string): string {
  const cleaned = name
    .replace(/^\.+/, '')
    .replace(/\.\./g, '_')
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(UNSEEN_CHARACTERS, '_')
    .trim();
  return cleaned || 'file';
}

/** Human size in MB or KB, e.g. "51.20 MB" (bytes in, text out). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${bytes} B`;
}

/** Effective content type: the declared one, or the first allowed type of the extension for generic types. */
export function normalizeContentType(name: string, contentType: string | undefined): string {
  const type = (contentType ?? '').toLowerCase().split(';')[0]!.trim();
  if (GENERIC_TYPES.includes(type)) return FILE_TYPES[extensionOf(name)]?.[0] ?? 'application/octet-stream';
  return type;
}

/**
 * Largest file in bytes by what it is uploaded for: attachments 50 MB (part 2, 9), deliverables 100 MB
 * (the deliver page's hint; docs/decisions/spec-readings/file-size-limits.md "File size limits").
 */
export function maxFileBytes(purpose: 'attachment' | 'deliverable' = 'attachment'): number {
  return purpose === 'deliverable' ? MAX_DELIVERABLE_BYTES : MAX_FILE_BYTES;
}

/**
 * Checks a file's name, declared content type and size in bytes against the rules of part 2, 5, with
 * the size limit of `purpose` (default attachment). Returns the spec's message for the first broken
 * rule, or null when the file is acceptable.
 */
export function checkFile(file: { name: string; size: number; contentType?: string }, purpose: 'attachment' | 'deliverable' = 'attachment'): string | null {
  const max = maxFileBytes(purpose);
  if (!file.name || !(file.size > 0)) return fileMessages.noFile;
  const ext = extensionOf(file.name);
  const allowed = FILE_TYPES[ext];
  if (!allowed) return fileMessages.unsupportedType(file.name);
  const type = (file.contentType ?? '').toLowerCase().split(';')[0]!.trim();
  if (!GENERIC_TYPES.includes(type) && !allowed.includes(type)) return fileMessages.unsupportedFormat(type);
  if (file.size > max) {
    return fileMessages.tooLarge(file.name, formatBytes(file.size), formatBytes(max));
  }
  return null;
}

/**
 * Whether a file's leading bytes match its extension's signature (types without a signature pass).
 * Takes the name and at least the first SIGNATURE_BYTES bytes.
 */
export function signatureMatches(name: string, head: Uint8Array): boolean {
  const signatures = SIGNATURES[extensionOf(name)];
  if (!signatures) return true;
  return signatures.some((sig) => sig.every((byte, i) => head[i] === byte));
}
