/**
 * Writing and reading a tender's versions (domain/versions.ts, tender-versions-models.ts). An amendment puts
 * `versionItems(...)` in its own TransactWriteItems, so the version and the edit are stored together or not at all;
 * the versions card reads them all with one Query.
 */
import { NOT_SPECIFIED } from '../domain/tender';
import type { VersionField, VersionSnapshot } from '../domain/versions';
import { tableOf, type TransactItem } from '../../../table/model-table';
import { tenderVersionModel } from './tender-versions-models';
import type { AttachmentItem, TenderItem } from './tenders';

/** A version as stored. */
export interface TenderVersionItem {
  tenderId: string;
  version: number;
  /** ISO instant. */
  at: string;
  reason?: string;
  changed: VersionField[];
  snapshot: VersionSnapshot;
  deadlineMoved?: boolean;
  createdAt: string;
}

const versions = tableOf<TenderVersionItem>(tenderVersionModel);

/** What `t` (with its site joined, as getTenderWithAttachments reads it) and its `attachments` say, as a version records it. */
export function snapshotOf(t: TenderItem, attachments: readonly Pick<AttachmentItem, 'attachmentId' | 'filename' | 'size'>[]): VersionSnapshot {
  const site =
    t.siteLon !== undefined && t.siteLat !== undefined
      ? {
          type: (t.site?.geometry.type ?? (t.siteAreaM2 === undefined ? 'Point' : 'Polygon')) as 'Point' | 'Polygon' | 'MultiPolygon',
          centroid: [t.siteLon, t.siteLat] as [number, number],
          areaM2: t.siteAreaM2 ?? null,
        }
      : null;
  return {
    title: t.title,
    description: t.description,
    requirements: t.requirements ?? null,
    reference: t.reference ?? null,
    location: t.location || NOT_SPECIFIED,
    budgetCents: t.budgetCents,
    expiryDate: t.expiryDate,
    site,
    attachments: attachments.map((a) => ({ attachmentId: a.attachmentId, filename: a.filename, size: a.size })),
  };
}

/**
 * The Put of one version, as one part of the amendment's TransactWriteItems; conditioned on no item having its key
 * (a version is written once).
 */
export function versionItem(v: Omit<TenderVersionItem, 'createdAt'>): TransactItem {
  return versions.putItem(
    {
      tenderId: v.tenderId,
      version: v.version,
      at: v.at,
      ...(v.reason ? { reason: v.reason } : {}),
      changed: [...v.changed],
      snapshot: v.snapshot,
      ...(v.deadlineMoved ? { deadlineMoved: true } : {}),
      createdAt: v.at,
    },
    { ifAbsent: true },
  );
}

/** Every version of a tender, newest first (one Query; a tender has few versions, a page holds 1 MB of them). */
export async function listVersions(tenderId: string): Promise<TenderVersionItem[]> {
  const page = await versions.query('byTender', { tenderId }, { order: 'desc' });
  return page.items.sort((a, b) => b.version - a.version);
}
