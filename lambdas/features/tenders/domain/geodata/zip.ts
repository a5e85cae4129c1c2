/**
 * Reading a KMZ or zipped shapefile with fflate under zip-bomb limits: the entry count and the sizes
 * the archive declares (its central directory) are checked before anything is inflated, and inflating
 * stops as soon as the output passes the declared size or the limit (an archive may lie about its sizes).
 */
import { Unzip, UnzipInflate, unzipSync, type UnzipFile } from 'fflate';
import { megabytes, type GeodataLimits } from './limits';

/** An entry of an opened archive. */
export interface ZipEntry {
  /** Path inside the archive. */
  name: string;
  /** Uncompressed size in bytes, as the archive's central directory declares it. */
  declaredBytes: number;
  /** The whole archive the entry is read from. */
  archive: Uint8Array;
  /** How many earlier entries of the archive have the same name (an archive may repeat a name). */
  occurrence: number;
}

/** Smallest central directory record (46 bytes): an archive cannot list more entries than fit in its bytes. */
const CENTRAL_RECORD_BYTES = 46;

/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most ~1,032:1, so one step
 * writes at most ~16 MB before the output size is checked again.
 */
const STEP_BYTES = 16 * 1024;

/**
 * Opens an archive and lists its files (not folders, not macOS resource forks) with the sizes its
 * central directory declares; nothing is inflated. Throws `notZip` when it is not a zip, and an Error
 * when it lists more than `limits.maxZipEntries` files.
 */
export async function openZip(bytes: ArrayBuffer, notZip: string, limits: GeodataLimits): Promise<ZipEntry[]> {
  const archive = new Uint8Array(bytes);
  const listed: { name: string; declaredBytes: number }[] = [];
  const maxRecords = Math.floor(archive.byteLength / CENTRAL_RECORD_BYTES);
  let records = 0;
  try {
    // The filter sees each central directory record; returning false keeps fflate from inflating anything.
    unzipSync(archive, {
      filter: (file) => {
        if (++records > maxRecords) throw new Error('more records than bytes');
        listed.push({ name: file.name, declaredBytes: file.originalSize });
        return false;
      },
    });
  } catch {
    throw new Error(notZip);
  }
  const files = listed.filter((f) => !f.name.endsWith('/') && !f.name.includes('__MACOSX/'));
  if (files.length > limits.maxZipEntries) {
    throw new Error(`The archive lists ${files.length} files; the preview reads at most ${limits.maxZipEntries}`);
  }
  const seen = new Map<string, number>();
  return files.map((f) => {
    const occurrence = seen.get(f.name) ?? 0;
    seen.set(f.name, occurrence + 1);
    return { ...f, archive, occurrence };
  });
}

/** Throws when the declared uncompressed sizes of `entries` add up to more than the limit. */
export function assertDeclaredSize(entries: readonly ZipEntry[], limits: GeodataLimits): void {
  const total = entries.reduce((sum, e) => sum + e.declaredBytes, 0);
  if (total > limits.maxUncompressedBytes) {
    throw new Error(`The archive unpacks to more than the ${megabytes(limits.maxUncompressedBytes)} preview limit`);
  }
}

/**
 * Inflates one entry, stopping with an Error when the output grows past its declared size or `maxBytes`
 * (a lying header), or when the entry is missing, damaged or compressed other than stored/deflate.
 * Returns the bytes.
 */
export function readEntry(entry: ZipEntry, maxBytes: number): Promise<Uint8Array> {
  const cap = Math.min(entry.declaredBytes, maxBytes);
  const damaged = (reason: string) => new Error(`${entry.name} in the archive is damaged (${reason})`);
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let length = 0;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    let seen = 0;
    let found = false;
    const unzip = new Unzip((file: UnzipFile) => {
      if (settled || found || file.name !== entry.name || seen++ !== entry.occurrence) return;
      found = true;
      if (file.compression !== 0 && file.compression !== 8) {
        fail(damaged(`compression method ${file.compression} is not supported`));
        return;
      }
      file.ondata = (error, chunk, final) => {
        if (settled) return;
        if (error) {
          fail(damaged(error.message));
          return;
        }
        length += chunk.length;
        if (length > cap) {
          fail(new Error(`${entry.name} unpacks to more than it declares or than the ${megabytes(maxBytes)} preview limit`));
          return;
        }
        chunks.push(chunk);
        if (final) {
          settled = true;
          const out = new Uint8Array(length);
          let offset = 0;
          for (const part of chunks) {
            out.set(part, offset);
            offset += part.length;
          }
          resolve(out);
        }
      };
      file.start();
    });
    unzip.register(UnzipInflate);
    // The archive goes in small steps so that a bomb is stopped after at most one step's output.
    const { archive } = entry;
    try {
      for (let offset = 0; offset < archive.length && !settled; offset += STEP_BYTES) {
        const end = Math.min(offset + STEP_BYTES, archive.length);
        unzip.push(archive.subarray(offset, end), end === archive.length);
      }
    } catch (error) {
      fail(damaged(error instanceof Error ? error.message : String(error)));
    }
    fail(found ? damaged('it ends early') : damaged('it is not where the archive lists it'));
  });
}
