/**
 * Which delivered files the quality check reads, and a file's check as the API shows it
 * (docs/decisions/server/deliverable-check.md, "The check worker"). Pure: the worker, the data module and the web
 * app use it.
 *
 * Checked: the vector geodata of tenders/domain/geodata/kind.ts (KML, KMZ, GPX, GeoJSON, zipped shapefiles, DXF) by
 * content type or extension, and LAS/LAZ point clouds by extension. Every other file (PDF, images, …) gets no report:
 * its check is null.
 */
import { geodataKind, type GeodataKind } from '../../tenders/domain/geodata/kind';
import type { CheckReport } from './check-report';

/** What the check reads a file as: a vector kind, or a point cloud's header. */
export type CheckedKind = GeodataKind | 'las' | 'laz';

/** The kind the check reads `file` as; null when the file is not geodata (it gets no report). */
export function checkedKind(file: { filename: string; contentType: string }): CheckedKind | null {
  const extension = file.filename.toLowerCase().match(/\.(las|laz)$/)?.[1] as 'las' | 'laz' | undefined;
  return extension ?? geodataKind(file);
}

/** A file's check as the API shows it: 'pending' until the worker wrote the report, then the report's level. */
export type FileCheckStatus = 'pending' | 'green' | 'amber' | 'red' | 'unreadable';

/** The check of a file as the API shows it: its status and the report's lines (empty while pending). */
export interface FileCheck {
  status: FileCheckStatus;
  lines: CheckReport['lines'];
}

/** Whether `report` says the file could not be read ('could not check': unreadableReport's one red format line). */
export function isUnreadable(report: CheckReport): boolean {
  return report.lines.length === 1 && report.lines[0]!.check === 'format' && report.lines[0]!.level === 'red';
}

/** The check of a stored file: null for non-geodata, pending without a report, else the report's status and lines. */
export function fileCheckOf(file: { filename: string; contentType: string; checkReport?: CheckReport }): FileCheck | null {
  if (!checkedKind(file)) return null;
  if (!file.checkReport) return { status: 'pending', lines: [] };
  return { status: isUnreadable(file.checkReport) ? 'unreadable' : file.checkReport.level, lines: file.checkReport.lines };
}
