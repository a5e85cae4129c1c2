/**
 * The readable difference between two versions of a tender (docs/decisions/procurement/amendments.md): computed in
 * the web app from the two snapshots GET /tenders/{tenderId}/versions answers. Texts word by word (the `diff`
 * library's diffWords), the deadline and the budget as before and after, the site as changed, added or removed with
 * a short description, files as added and removed. Pure; unchanged fields are left out.
 */
import { diffWords } from 'diff';
import type { VersionSite, VersionSnapshot } from '../../tenders/domain/versions';

/** A run of text in a word-level difference: kept, added or removed. */
export interface TextPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** One changed field, as the versions card shows it. */
export type FieldDifference =
  | { field: 'title' | 'description' | 'requirements' | 'reference' | 'location'; label: string; kind: 'text'; parts: TextPart[] }
  | { field: 'expiryDate' | 'budgetCents'; label: string; kind: 'value'; from: string; to: string }
  | { field: 'site'; label: string; kind: 'site'; change: 'added' | 'removed' | 'changed'; from: string | null; to: string | null }
  | { field: 'attachments'; label: string; kind: 'files'; added: string[]; removed: string[] };

const TEXT_LABELS = { title: 'Title', description: 'Description', requirements: 'Requirements', reference: 'Client Reference', location: 'Location' } as const;

/** The word-level difference of two texts (null counts as empty). */
export function textDifference(from: string | null, to: string | null): TextPart[] {
  return diffWords(from ?? '', to ?? '').map((c) => ({ kind: c.added ? 'added' : c.removed ? 'removed' : 'same', text: c.value }));
}

/** A site in a few words: its kind, centroid (5 decimals, about a metre) and area in hectares for a polygon. */
export function describeVersionSite(site: VersionSite): string {
  const [lon, lat] = site.centroid;
  const where = `${lat.toFixed(5)}° N, ${lon.toFixed(5)}° E`;
  if (site.type === 'Point') return `a point at ${where}`;
  const area = site.areaM2 === null ? '' : `, ${(site.areaM2 / 10_000).toLocaleString('en-GB', { maximumFractionDigits: 2 })} ha`;
  return `${site.type === 'Polygon' ? 'an area' : 'several areas'} around ${where}${area}`;
}

/**
 * The differences from version snapshot `from` to `to`, in the order of the snapshot's fields. `formatDate` and
 * `formatMoney` turn an ISO instant and integer euro cents into what a person reads.
 */
export function versionDifferences(from: VersionSnapshot, to: VersionSnapshot, format: { date: (iso: string) => string; money: (cents: number) => string }): FieldDifference[] {
  const out: FieldDifference[] = [];
  for (const field of ['title', 'description', 'requirements', 'reference', 'location'] as const) {
    if (from[field] !== to[field]) out.push({ field, label: TEXT_LABELS[field], kind: 'text', parts: textDifference(from[field], to[field]) });
  }
  if (from.budgetCents !== to.budgetCents) out.push({ field: 'budgetCents', label: 'Budget', kind: 'value', from: format.money(from.budgetCents), to: format.money(to.budgetCents) });
  if (from.expiryDate !== to.expiryDate) out.push({ field: 'expiryDate', label: 'Deadline', kind: 'value', from: format.date(from.expiryDate), to: format.date(to.expiryDate) });
  if (JSON.stringify(from.site) !== JSON.stringify(to.site)) {
    const change = from.site === null ? 'added' : to.site === null ? 'removed' : 'changed';
    out.push({ field: 'site', label: 'Site of the work', kind: 'site', change, from: from.site && describeVersionSite(from.site), to: to.site && describeVersionSite(to.site) });
  }
  const before = new Map(from.attachments.map((a) => [a.attachmentId, a.filename]));
  const after = new Map(to.attachments.map((a) => [a.attachmentId, a.filename]));
  const added = [...after].filter(([id]) => !before.has(id)).map(([, name]) => name);
  const removed = [...before].filter(([id]) => !after.has(id)).map(([, name]) => name);
  if (added.length || removed.length) out.push({ field: 'attachments', label: 'Files', kind: 'files', added, removed });
  return out;
}
