/**
 * Tender and bid data for e2e tests, made through the API as the browser would make it: presigned
 * uploads to S3, server-side verification, then `POST /tenders`; bids with `PUT /tenders/{id}/bid`
 * and the award with `POST /tenders/{id}/bids/{bidId}/accept`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiCall } from './support';

const fixtures = join(import.meta.dirname, 'fixtures');

/** A file to attach: name, content type and bytes (default: the site-plan.pdf fixture). */
export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export const SITE_PLAN: UploadFile = { name: 'site-plan.pdf', type: 'application/pdf', bytes: readFileSync(join(fixtures, 'site-plan.pdf')) };

/**
 * Presigns `files` for `purpose`, uploads each with its presigned POST and verifies it on the server.
 * Returns the staged keys in order; throws with the API's answer when a step fails.
 */
export async function uploadFiles(token: string, files: UploadFile[] = [SITE_PLAN], purpose: 'attachment' | 'deliverable' = 'attachment', tenderId?: string): Promise<string[]> {
  const presign = await apiCall(token, 'POST', '/uploads', { purpose, ...(tenderId ? { tenderId } : {}), files: files.map((f) => ({ name: f.name, size: f.bytes.length, contentType: f.type })) });
  if (presign.status !== 200) throw new Error(`POST /uploads answered ${presign.status}: ${JSON.stringify(presign.body)}`);
  const keys: string[] = [];
  for (const [i, ticket] of (presign.body.uploads as { url: string; fields: Record<string, string>; key: string }[]).entries()) {
    const file = files[i]!;
    const form = new FormData();
    for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const res = await fetch(ticket.url, { method: 'POST', body: form });
    if (res.status >= 300) throw new Error(`upload of ${file.name} answered ${res.status}`);
    const verified = await apiCall(token, 'POST', '/uploads/verify', { key: ticket.key, purpose, ...(tenderId ? { tenderId } : {}) });
    if (verified.status !== 200) throw new Error(`verify of ${file.name} answered ${verified.status}: ${JSON.stringify(verified.body)}`);
    keys.push(ticket.key);
  }
  return keys;
}

export interface NewTenderInput {
  title: string;
  description?: string;
  /** Days from now until the tender expires (default 14). */
  expiresInDays?: number;
  files?: UploadFile[];
  /** The site of the work (a GeoJSON geometry in WGS84), when it has one. */
  site?: { type: string; coordinates: unknown };
}

/** A created tender as `POST /tenders` answers it (tenderId, title, status, projectCode, ...). */
export interface CreatedTender {
  tenderId: string;
  title: string;
  status: string;
  projectCode: string;
  [key: string]: unknown;
}

/** Creates an Open tender for the poster holding `token`, with one PDF attachment unless `files` says otherwise. */
export async function createTender(token: string, input: NewTenderInput): Promise<CreatedTender> {
  const attachments = await uploadFiles(token, input.files ?? [SITE_PLAN]);
  const created = await apiCall(token, 'POST', '/tenders', {
    title: input.title,
    description: input.description ?? `${input.title}: survey work described in the attached plan.`,
    expiryDate: new Date(Date.now() + (input.expiresInDays ?? 14) * 86_400_000).toISOString(),
    attachments,
    ...(input.site ? { site: input.site } : {}),
  });
  if (created.status !== 201) throw new Error(`POST /tenders answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body.tender as CreatedTender;
}

/** Places (or updates) the geodesist's bid; `amount` in euros. Resolves with the API's status and body. */
export async function placeBid(token: string, tenderId: string, amount: number, comment?: string) {
  return apiCall(token, 'PUT', `/tenders/${tenderId}/bid`, { amount, comment });
}

/** The poster accepts one bid: the tender goes In Progress. Resolves with the API's status and body. */
export async function acceptBid(token: string, tenderId: string, bidId: string) {
  return apiCall(token, 'POST', `/tenders/${tenderId}/bids/${bidId}/accept`);
}

/**
 * Awards the tender to the geodesist holding `geodesistToken`: the geodesist bids `amount` euros (with
 * `comment`), the poster holding `posterToken` accepts. Returns the bid id; throws when a step is refused.
 */
export async function awardTender(posterToken: string, geodesistToken: string, tenderId: string, amount: number, comment?: string): Promise<string> {
  const bid = await placeBid(geodesistToken, tenderId, amount, comment);
  if (bid.status !== 201) throw new Error(`PUT /tenders/${tenderId}/bid answered ${bid.status}: ${JSON.stringify(bid.body)}`);
  const accepted = await acceptBid(posterToken, tenderId, bid.body.bid.bidId);
  if (accepted.status !== 200) throw new Error(`accepting the bid answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  return bid.body.bid.bidId as string;
}
