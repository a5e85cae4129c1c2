/**
 * Limits of the in-browser geodata preview (docs/decisions/web/geodata-hostile-files.md "Hostile geodata files").
 * They keep a hostile or merely huge file from hanging or crashing the tab; every limit is checked
 * before the expensive step it guards.
 */
export interface GeodataLimits {
  /** Largest file accepted for preview, in bytes (checked before any parsing). */
  maxFileBytes: number;
  /** Largest total of uncompressed bytes read out of a KMZ or zip, by the sizes the zip declares and while inflating. */
  maxUncompressedBytes: number;
  /** Most entries a KMZ or zip may list. */
  maxZipEntries: number;
  /** Deepest element nesting accepted in KML/GPX (checked by a linear scan before DOMParser). */
  maxXmlDepth: number;
  /** Most features drawn; the rest are counted but not drawn. */
  maxDrawnFeatures: number;
  /** Most vertices drawn in total; features past the limit are counted but not drawn. */
  maxDrawnVertices: number;
}

/** The limits the preview uses: 25 MB file, 100 MB uncompressed, 2,000 zip entries, depth 100, 10,000 features, 250,000 vertices. */
export const GEODATA_LIMITS: GeodataLimits = {
  maxFileBytes: 25 * 1024 * 1024,
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxZipEntries: 2000,
  maxXmlDepth: 100,
  maxDrawnFeatures: 10_000,
  maxDrawnVertices: 250_000,
};

/** Megabytes for messages, e.g. 25 → "25 MB". */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
