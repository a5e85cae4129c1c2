/**
 * The quality check of one delivered file (docs/decisions/server/deliverable-check.md, "The check worker"): reads the
 * stored object within the preview's limits (tenders/domain/geodata/limits.ts GEODATA_LIMITS: 25 MB a file, 100 MB
 * uncompressed, 2,000 zip entries, XML depth 100, no DOCTYPE or entities), or a point cloud's first 64 KB, and
 * returns its report (domain/check-report.ts) against the tender's site. Whatever the readers refuse or fail on
 * (too large, malformed, a zip or entity bomb, an unknown system) becomes a 'could not check' report: this never
 * throws for the file's content, only for AWS errors (the message is then retried).
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { DOMParser } from '@xmldom/xmldom';
import { s3 } from '../../kernel/clients/s3';
import { config } from '../../kernel/config';
import { GEODATA_LIMITS, megabytes, type GeodataLimits } from '../tenders/domain/geodata/limits';
import type { SiteGeometry } from '../tenders/domain/site-rules';
import { checkReport, unreadableReport, type CheckReport } from './domain/check-report';
import type { CheckedKind } from './domain/file-check';
import { FORMAT_NAMES, summarizePointCloud, summarizeVector } from './domain/geodata-summary';

/** Bytes of a point cloud read for its header and variable-length records. */
export const POINT_CLOUD_HEAD_BYTES = 64 * 1024;

// The readers parse KML and GPX with a DOMParser, as the browser does; on Node xmldom's.
(globalThis as { DOMParser?: unknown }).DOMParser ??= DOMParser;

/** The stored object's bytes, the first `head` of them when given (a ranged GET). */
async function readObject(key: string, head?: number): Promise<Uint8Array> {
  const out = await s3.send(new GetObjectCommand({ Bucket: config.filesBucket, Key: key, ...(head ? { Range: `bytes=0-${head - 1}` } : {}) }));
  return (await out.Body?.transformToByteArray()) ?? new Uint8Array();
}

const arrayBuffer = (u: Uint8Array) => u.buffer.slice(u.byteOffset, u.byteOffset + u.byteLength) as ArrayBuffer;

/**
 * The report of the file stored at `s3Key` (`size` bytes) read as `kind`, against `site` when the tender has one.
 * A file above `limits.maxFileBytes` is not downloaded. Throws only AWS errors.
 */
export async function checkStoredFile(file: { s3Key: string; size: number; kind: CheckedKind }, site: SiteGeometry | undefined, limits: GeodataLimits = GEODATA_LIMITS): Promise<CheckReport> {
  const format = FORMAT_NAMES[file.kind];
  const pointCloud = file.kind === 'las' || file.kind === 'laz';
  if (!pointCloud && file.size > limits.maxFileBytes) return unreadableReport(format, `the file is larger than the check reads (${megabytes(limits.maxFileBytes)})`);
  const bytes = await readObject(file.s3Key, pointCloud ? POINT_CLOUD_HEAD_BYTES : undefined);
  try {
    const summary = pointCloud ? await summarizePointCloud(bytes, file.kind as 'las' | 'laz') : await summarizeVector(arrayBuffer(bytes), file.kind as Exclude<CheckedKind, 'las' | 'laz'>, limits);
    return checkReport(summary, site);
  } catch (error) {
    return unreadableReport(format, error instanceof Error && error.message ? error.message : 'the file is not readable');
  }
}
