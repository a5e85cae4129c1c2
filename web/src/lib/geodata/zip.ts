/**
 * Reading a KMZ or zipped shapefile with JSZip under zip-bomb limits: the entry count and the sizes
 * the archive declares are checked before anything is inflated, and inflating stops as soon as the
 * output passes the declared size or the limit (an archive may lie about its sizes).
 */
import JSZip from 'jszip';
import { megabytes, type GeodataLimits } from './limits';

/** An entry of an opened archive. */
export interface ZipEntry {
  /** Path inside the archive. */
  name: string;
  /** Uncompressed size in bytes, as the archive declares it. */
  declaredBytes: number;
  file: JSZip.JSZipObject;
}

/** Opens an archive and lists its files (not folders, not macOS resource forks). Throws `notZip` when it is not a zip. */
export async function openZip(bytes: ArrayBuffer, notZip: string, limits: GeodataLimits): Promise<ZipEntry[]> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new Error(notZip);
  }
  const files = Object.values(zip.files).filter((f) => !f.dir && !f.name.includes('__MACOSX/'));
  if (files.length > limits.maxZipEntries) {
    throw new Error(`The archive lists ${files.length} files; the preview reads at most ${limits.maxZipEntries}`);
  }
  return files.map((file) => ({
    name: file.name,
    // JSZip keeps the central directory's sizes on the private `_data` of loaded entries.
    declaredBytes: (file as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? Infinity,
    file,
  }));
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
 * (a lying header). Returns the bytes.
 */
export function readEntry(entry: ZipEntry, maxBytes: number): Promise<Uint8Array> {
  const cap = Math.min(entry.declaredBytes, maxBytes);
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let length = 0;
    let done = false;
    const stream = (entry.file as unknown as { internalStream(type: 'uint8array'): JSZip.JSZipStreamHelper<Uint8Array> }).internalStream('uint8array');
    stream
      .on('data', (chunk) => {
        if (done) return;
        length += chunk.length;
        if (length > cap) {
          done = true;
          stream.pause();
          reject(new Error(`${entry.name} unpacks to more than it declares or than the ${megabytes(maxBytes)} preview limit`));
          return;
        }
        chunks.push(chunk);
      })
      .on('error', (error) => {
        if (done) return;
        done = true;
        reject(new Error(`${entry.name} in the archive is damaged (${error.message})`));
      })
      .on('end', () => {
        if (done) return;
        done = true;
        const out = new Uint8Array(length);
        let offset = 0;
        for (const chunk of chunks) {
          out.set(chunk, offset);
          offset += chunk.length;
        }
        resolve(out);
      })
      .resume();
  });
}
