/**
 * A tender as open data: an OCDS 1.1 release (Open Contracting Data Standard, release schema 1.1.5) of its current
 * state, and the release package that carries it (docs/decisions/procurement/open-data.md). Pure: the handlers read
 * the tender, its attachments, site, award and history and pass them here; test/unit/ocds.test.ts validates every
 * state's release against the standard's schemas (test/fixtures/ocds/).
 *
 * What each state publishes (sealed bids stay sealed): Open, only the buyer and the call (no tenderer, no count, no
 * amount); awarded (In Progress, Completed, or Cancelled after the award), the winner as supplier, the awarded amount
 * and the number of tenderers; never another bidder's identity or amount. Money in euros (integer cents / 100).
 */
import * as z from 'zod/mini';
import { built } from '../../../domain/built';
import type { SiteGeometry } from '../../tenders/domain/site-rules';

/** The OCDS version published, and the schema release it is validated against. */
export const OCDS_VERSION = '1.1';
/** The publisher named in every package. */
export const OCDS_PUBLISHER = 'GeoTender';
/**
 * The ocid prefix when the stage sets none (`geotender:ocidPrefix`). A publisher registers its own
 * `ocds-` + 6 characters prefix with the Open Contracting Partnership and sets it before publishing for real.
 */
export const DEFAULT_OCID_PREFIX = 'ocds-geotender';
/** An ocid prefix a stage may set: `ocds-` and 1 to 30 lower-case letters or digits (registered ones have 6). */
export const OCID_PREFIX_PATTERN = /^ocds-[a-z0-9]{1,30}$/;
/**
 * The Location extension (items' `deliveryLocation`): the 1.1.5 core Item has no place of delivery, and the
 * schema allows more properties, so the site is published in the extension's shape and the package declares it.
 */
export const LOCATION_EXTENSION = 'https://raw.githubusercontent.com/open-contracting-extensions/ocds_location_extension/v1.1.5/extension.json';
/** Tenders a page of the admins' bulk export holds (GET /admin/ocds): one partition read each, so a page costs the same at any table size. */
export const OCDS_EXPORT_PAGE_SIZE = 20;

/** The tender as the mapping reads it (the stored item; `status` a string, so statuses added later map too). */
export interface OcdsTender {
  tenderId: string;
  title: string;
  description: string;
  status: string;
  /** Integer euro cents; 0 when the poster gave none. */
  budgetCents: number;
  /** The bid deadline, ISO instant. */
  expiryDate: string;
  /** The deadline for questions, ISO instant, when the tender has one. */
  questionDeadline?: string | null;
  location: string;
  bidCount: number;
  contractorId?: string | null;
  deliveryCount?: number | null;
  completedAt?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An attachment with the URL it is downloaded from (the API's download route). */
export interface OcdsAttachment {
  attachmentId: string;
  filename: string;
  contentType: string;
  createdAt: string;
  url: string;
}

/** An organisation as published: a stable opaque id (never a user id) and its name. */
export interface OcdsOrganisation {
  id: string;
  name: string;
}

/** The accepted bid: the winner and the awarded amount (integer euro cents). */
export interface OcdsAward {
  supplier: OcdsOrganisation;
  amountCents: number;
  acceptedAt: string;
}

/** A history entry as the mapping reads it (tenders/domain/history.ts). */
export interface OcdsHistoryEntry {
  entryId: string;
  at: string;
  kind: string;
  details: Record<string, string | number>;
}

/** Everything one release is made of. */
export interface OcdsInput {
  ocidPrefix: string;
  tender: OcdsTender;
  attachments: OcdsAttachment[];
  /** The site of the work (WGS84 GeoJSON), or null. */
  site: SiteGeometry | null;
  buyer: OcdsOrganisation;
  /** The award, once a bid was accepted (null while Open, or when the accepted bid cannot be read). */
  award: OcdsAward | null;
  /** The tender's history, any order. */
  history: OcdsHistoryEntry[];
}

type Json = Record<string, unknown>;

/** An OCDS release (the fields this product publishes; the standard's schema is the full reference). */
export interface OcdsRelease {
  ocid: string;
  id: string;
  date: string;
  tag: string[];
  initiationType: 'tender';
  language: 'en';
  parties: (OcdsOrganisation & { roles: string[] })[];
  buyer: OcdsOrganisation;
  tender: Json & { id: string; status: string };
  awards?: Json[];
  contracts?: Json[];
}

/** An OCDS release package. */
export interface OcdsReleasePackage {
  uri: string;
  version: typeof OCDS_VERSION;
  publishedDate: string;
  publisher: { name: string };
  extensions: string[];
  releases: OcdsRelease[];
}

/** The ocid of a tender: the prefix, '-', the tender id. */
export const ocidOf = (prefix: string, tenderId: string): string => `${prefix}-${tenderId}`;

const euros = (cents: number) => ({ amount: Math.round(cents) / 100, currency: 'EUR' });
const isCancelled = (t: OcdsTender) => t.status === 'Cancelled';
const isDone = (t: OcdsTender) => t.status === 'Completed' || t.status === 'Finished';
const byTime = (a: OcdsHistoryEntry, b: OcdsHistoryEntry) => a.at.localeCompare(b.at) || a.entryId.localeCompare(b.entryId);
const text = (v: string | number | undefined): string | undefined => (v === undefined || v === '' ? undefined : String(v));

/** The tender's status on the closed tenderStatus codelist: Open active, Cancelled cancelled, any later state complete. */
export function ocdsTenderStatus(status: string): 'active' | 'cancelled' | 'complete' {
  if (status === 'Open') return 'active';
  if (status === 'Cancelled') return 'cancelled';
  return 'complete';
}

/** The history entries that changed the call for tenders (amendments and moved deadlines), oldest first. */
function amendmentsOf(history: OcdsHistoryEntry[]): Json[] {
  return history
    .filter((e) => e.kind === 'amended' || e.kind === 'deadline_moved')
    .sort(byTime)
    .map((e) => {
      const d = e.details;
      const described =
        e.kind === 'amended'
          ? (text(d.description) ?? text(d.text) ?? (d.version === undefined ? 'The tender was amended' : `Version ${d.version} of the tender`))
          : `The bid deadline moved${d.from ? ` from ${d.from}` : ''}${d.to ? ` to ${d.to}` : ''}`;
      return { id: e.entryId, date: e.at, rationale: text(d.reason) ?? (e.kind === 'deadline_moved' ? 'Deadline extended' : null), description: described };
    });
}

/** The release's tag and date: the tender's latest state change (docs/decisions/procurement/open-data.md, "Tags"). */
function stateOf(input: OcdsInput, deliveries: OcdsHistoryEntry[]): { tag: string[]; date: string } {
  const { tender, award, history } = input;
  const last = (kinds: string[]) =>
    history
      .filter((e) => kinds.includes(e.kind))
      .sort(byTime)
      .at(-1)?.at;
  if (isCancelled(tender)) return { tag: award ? ['tenderCancellation', 'contractTermination'] : ['tenderCancellation'], date: last(['cancelled']) ?? tender.updatedAt };
  if (isDone(tender)) return { tag: ['contractTermination'], date: tender.completedAt ?? last(['completed']) ?? tender.updatedAt };
  if (award) {
    if (deliveries.length > 0 || (tender.deliveryCount ?? 0) > 0) return { tag: ['implementation'], date: deliveries.at(-1)?.at ?? tender.updatedAt };
    return { tag: ['award', 'contract'], date: award.acceptedAt };
  }
  const amended = last(['amended', 'deadline_moved']);
  return amended ? { tag: ['tenderAmendment'], date: amended } : { tag: ['tender'], date: tender.createdAt };
}

/** The item of work, with the site as the Location extension's deliveryLocation (GeoJSON, WGS84, [lon, lat]). */
function itemOf(input: OcdsInput): Json {
  const { tender, site } = input;
  const place = tender.location && tender.location !== 'Not specified' ? tender.location : undefined;
  const location = site || place ? { deliveryLocation: { ...(place ? { description: place } : {}), ...(site ? { geometry: { type: site.type, coordinates: site.coordinates } } : {}) } } : {};
  return { id: '1', description: tender.title, ...location };
}

/**
 * The OCDS release of a tender's current state: ocid `prefix-tenderId`, id `tenderId-date` (one id per state:
 * a new state change is a new release), tag and date of the latest state change, the buyer, the call with its
 * documents, item and amendments, and after the award the award and the contract. Sealed while Open: no tenderer,
 * no count, no amount of a bid.
 */
export function toOcdsRelease(input: OcdsInput): OcdsRelease {
  const { tender, award, buyer } = input;
  const history = [...input.history].sort(byTime);
  const deliveries = history.filter((e) => e.kind === 'delivered');
  const { tag, date } = stateOf(input, deliveries);
  const amendments = amendmentsOf(history);
  const hasEnquiries = history.some((e) => e.kind === 'question_asked');
  const parties = [{ ...buyer, roles: ['buyer', 'procuringEntity'] }, ...(award ? [{ ...award.supplier, roles: ['tenderer', 'supplier'] }] : [])];

  const release: OcdsRelease = {
    ocid: ocidOf(input.ocidPrefix, tender.tenderId),
    id: `${tender.tenderId}-${date}`,
    date,
    tag,
    initiationType: 'tender',
    language: 'en',
    parties,
    buyer,
    tender: {
      id: tender.tenderId,
      title: tender.title,
      description: tender.description,
      status: ocdsTenderStatus(tender.status),
      procuringEntity: buyer,
      ...(tender.budgetCents > 0 ? { value: euros(tender.budgetCents) } : {}),
      procurementMethod: 'open',
      mainProcurementCategory: 'services',
      submissionMethod: ['electronicSubmission'],
      tenderPeriod: { startDate: tender.createdAt, endDate: tender.expiryDate },
      ...(tender.questionDeadline ? { enquiryPeriod: { startDate: tender.createdAt, endDate: tender.questionDeadline } } : {}),
      hasEnquiries,
      items: [itemOf(input)],
      documents: input.attachments.map((a) => ({ id: a.attachmentId, title: a.filename, url: a.url, format: a.contentType, datePublished: a.createdAt })),
      ...(award
        ? { numberOfTenderers: Math.max(tender.bidCount, 1), awardPeriod: { startDate: tender.expiryDate < award.acceptedAt ? tender.expiryDate : award.acceptedAt, endDate: award.acceptedAt } }
        : {}),
      ...(amendments.length ? { amendments } : {}),
    },
  };
  if (!award) return release;

  const awardId = `${tender.tenderId}-award`;
  const ended = isDone(tender) ? (tender.completedAt ?? date) : isCancelled(tender) ? date : undefined;
  const milestones = deliveryMilestones(tender, deliveries);
  release.awards = [{ id: awardId, status: 'active', date: award.acceptedAt, value: euros(award.amountCents), suppliers: [award.supplier] }];
  release.contracts = [
    {
      id: `${tender.tenderId}-contract`,
      awardID: awardId,
      title: tender.title,
      status: ended ? 'terminated' : 'active',
      value: euros(award.amountCents),
      dateSigned: award.acceptedAt,
      period: { startDate: award.acceptedAt, ...(ended ? { endDate: ended } : {}) },
      ...(milestones.length ? { implementation: { milestones } } : {}),
    },
  ];
  return release;
}

/** Each delivery as a milestone of type delivery (met once the poster accepted the work, the tender Completed). */
function deliveryMilestones(tender: OcdsTender, deliveries: OcdsHistoryEntry[]): Json[] {
  const count = Math.max(deliveries.length, tender.deliveryCount ?? 0);
  return Array.from({ length: count }, (_, i) => {
    const at = deliveries[i]?.at;
    return {
      id: `delivery-${i + 1}`,
      title: `Delivery ${i + 1}`,
      type: 'delivery',
      ...(at ? { dateMet: at } : {}),
      ...(isDone(tender) ? { status: 'met' } : {}),
    };
  });
}

/** A release package of `releases` published at `publishedDate` (ISO instant) from `uri` (the URL it is served at). */
export function toReleasePackage(releases: OcdsRelease[], uri: string, publishedDate: string): OcdsReleasePackage {
  return { uri, version: OCDS_VERSION, publishedDate, publisher: { name: OCDS_PUBLISHER }, extensions: [LOCATION_EXTENSION], releases };
}

/**
 * The API's answer of GET /tenders/{tenderId}/ocds: a release package (the standard's schema is the reference; this
 * checks its frame). At least one release, as the OCDS 1.1 package schema requires (`minItems: 1`).
 */
export const ocdsPackageSchema = /* @__PURE__ */ built(() =>
  z.looseObject({
    uri: z.string(),
    version: z.literal(OCDS_VERSION),
    publishedDate: z.string(),
    publisher: z.object({ name: z.string() }),
    extensions: z.array(z.string()),
    releases: z
      .array(z.looseObject({ ocid: z.string(), id: z.string(), date: z.string(), tag: z.array(z.string()), tender: z.looseObject({ id: z.string(), status: z.string() }) }))
      .check(z.minLength(1)),
  }),
);

/**
 * A page of the admins' bulk export: the release package of the page's tenders (up to OCDS_EXPORT_PAGE_SIZE), or null
 * when the page holds none (no tender at all, or only tenders deleted since the list was read: a package must hold at
 * least one release), and where to resume (null at the end). A null package with a cursor is not the end.
 */
export const ocdsExportPageSchema = /* @__PURE__ */ built(() => z.object({ package: z.nullable(ocdsPackageSchema), nextCursor: z.nullable(z.string()) }));

/** The package of an export page's `releases`, or null when there are none (the OCDS package schema's `minItems: 1`). */
export function exportPagePackage(releases: OcdsRelease[], uri: string, publishedDate: string): OcdsReleasePackage | null {
  return releases.length > 0 ? toReleasePackage(releases, uri, publishedDate) : null;
}
