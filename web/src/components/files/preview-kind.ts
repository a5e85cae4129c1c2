/**
 * Which files the preview dialog shows inline (part 2, 8 "Files"): images and PDF,
 * and geodata drawn on a map (KML, KMZ, GPX, GeoJSON, zipped shapefiles, DXF); every other type gets
 * 'Preview not supported'. Decided by the content type; a missing or generic type
 * (application/octet-stream) falls back to the file name's extension. TIFF is not shown: browsers
 * cannot draw it.
 */
import { geodataKind } from '@features/tenders/domain/geodata/kind';

export type PreviewKind = 'image' | 'pdf' | 'geodata' | 'none';

/** 'geodata' for the formats geodataKind knows, 'image' for JPEG/PNG-like images, 'pdf' for PDF, else 'none'. */
export function previewKind(file: { filename: string; contentType: string }): PreviewKind {
  const type = file.contentType.toLowerCase();
  // Before images: DXF is often sent as image/vnd.dxf.
  if (geodataKind(file)) return 'geodata';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return type === 'image/tiff' ? 'none' : 'image';
  if (type === '' || type === 'application/octet-stream') {
    if (/\.pdf$/i.test(file.filename)) return 'pdf';
    if (/\.(jpe?g|png)$/i.test(file.filename)) return 'image';
  }
  return 'none';
}
