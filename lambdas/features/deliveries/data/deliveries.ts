/**
 * Deliveries and their files (spec part 2, 3 "delivery" and "delivery_files", 4 "Accept deliverables"). Items live in the tender's partition (collection `tenderDeliveries`), so a tender's
 * deliveries and files come back in one Query. Every write that spans the tender and its deliveries is
 * ONE transaction built here; its conditions settle races. Access patterns in docs/data-model.md.
 */
import { count, move } from '../../../table/stats';
import { isConditionFailure } from '../../../kernel/errors';
import type { Delivery, DeliveryFile } from '../domain/dto';
import { inRounds, type DeliveryStatus } from '../domain/delivery';
import { queryCollection, tableOf, transactWrite, type TransactItem } from '../../../table/model-table';
import { bidModel, tenderModel } from '../../tenders/public';
import { deliveryFileModel, deliveryModel } from './delivery-models';
import { deliverable } from '../domain/delivery-rules';
import { whereAll } from '../../../table/conditions';
import type { CheckReport } from '../domain/check-report';
import { fileCheckOf } from '../domain/file-check';

export interface DeliveryItem {
  tenderId: string;
  deliveryId: string;
  geodesistId: string;
  notes?: string;
  status: DeliveryStatus;
  changeRequestComment?: string;
  changeRequestedAt?: string;
  acceptedAt?: string;
  submittedAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface DeliveryFileItem {
  tenderId: string;
  deliveryId: string;
  fileId: string;
  filename: string;
  contentType: string;
  /** Bytes. */
  size: number;
  /** `deliveries/{tenderId}/{deliveryId}/{fileId}/{filename}`. */
  s3Key: string;
  /** The quality check's report, once written (putCheckReport); absent while pending and on non-geodata files. */
  checkReport?: CheckReport;
  checkedAt?: string;
  createdAt: string;
}

export type DeliveryWithFiles = DeliveryItem & { files: DeliveryFileItem[] };

/** Deliveries and their files in the tender's partition (table/model-table.ts): keys composed from the models, none written here. */
const deliveries = tableOf<DeliveryItem>(deliveryModel);
const deliveryFiles = tableOf<DeliveryFileItem>(deliveryFileModel);
/** The tenders the delivery transactions also write. */
const tenders = tableOf(tenderModel);

export type NewDeliveryFile = Omit<DeliveryFileItem, 'tenderId' | 'deliveryId' | 'createdAt'>;

/** A stored file as the API shows it (no S3 key). */
export function toDeliveryFile(f: DeliveryFileItem): DeliveryFile {
  return { fileId: f.fileId, filename: f.filename, contentType: f.contentType, size: f.size, createdAt: f.createdAt, check: fileCheckOf(f) };
}

/** A stored delivery with its files as the API shows it; `geodesistName` is decided by the caller. */
export function toDelivery(d: DeliveryWithFiles, geodesistName: string): Delivery {
  return {
    deliveryId: d.deliveryId,
    tenderId: d.tenderId,
    geodesistId: d.geodesistId,
    geodesistName,
    notes: d.notes ?? null,
    status: d.status,
    changeRequest: d.changeRequestComment && d.changeRequestedAt ? { comment: d.changeRequestComment, requestedAt: d.changeRequestedAt } : null,
    submittedAt: d.submittedAt,
    files: d.files.map(toDeliveryFile),
  };
}

/**
 * Every delivery of a tender with its files, oldest first (rounds in order; files by creation and name),
 * read with ONE Query of the tender's partition (collection `tenderDeliveries`); `consistent` for a
 * strongly consistent read (before a conditional write). At most
 * MAX_DELIVERIES_PER_TENDER deliveries of at most MAX_DELIVERY_FILES files exist per tender.
 */
export async function listDeliveries(tenderId: string, opts: { consistent?: boolean } = {}): Promise<DeliveryWithFiles[]> {
  const data = await queryCollection({ delivery: deliveryModel, deliveryFile: deliveryFileModel }, 'tenderDeliveries', { tenderId }, { consistent: opts.consistent });
  const files = (data.deliveryFile as unknown as DeliveryFileItem[]).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.filename.localeCompare(b.filename));
  return inRounds(data.delivery as unknown as DeliveryItem[]).map((d) => ({ ...d, files: files.filter((f) => f.deliveryId === d.deliveryId) }));
}

/** One file of a delivery by its key (GetItem); undefined when unknown. */
export async function getDeliveryFile(tenderId: string, deliveryId: string, fileId: string): Promise<DeliveryFileItem | undefined> {
  return deliveryFiles.get({ tenderId, deliveryId, fileId });
}

/**
 * Stores the quality check's report on a delivery file, once: ONE UpdateItem conditioned on the file existing and
 * having no report yet, so a check message handled again writes nothing. Resolves true when this call wrote it,
 * false when a report was already there or the file is gone (its delivery erased).
 */
export async function putCheckReport(key: { tenderId: string; deliveryId: string; fileId: string }, report: CheckReport, at = new Date().toISOString()): Promise<boolean> {
  try {
    await deliveryFiles.write(key, { set: { checkReport: report, checkedAt: at }, where: (a, op) => op.notExists(a.checkReport) }, { mustExist: true });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The fields of a bid that accepting the deliverables reads. Money in euro cents. */
export interface ContractorBid {
  bidId: string;
  bidderId: string;
  amountCents: number;
  comment?: string;
  acceptedAt?: string;
  createdAt: string;
}

/** Bids, read here for the contractor's one (the bid item is the bids feature's, data/bid-models.ts). */
const contractorBids = tableOf<ContractorBid>(bidModel);

/**
 * The contractor's bid on a tender (the accepted one; the bid item is keyed by tender and bidder, so this
 * is one GetItem); undefined when there is no such bid.
 */
export async function getContractorBid(tenderId: string, contractorId: string): Promise<ContractorBid | undefined> {
  return contractorBids.get({ tenderId, bidderId: contractorId });
}

/**
 * Stores a delivery (status Submitted) and its file items and adds 1 to the tender's `deliveryCount`,
 * in ONE transaction conditioned on the rule `deliverable(geodesistId)` (domain/delivery-rules.ts): the tender In Progress with `contractorId` = `geodesistId`
 * and having fewer than MAX_DELIVERIES_PER_TENDER deliveries (part 2, 6: only the assigned contractor
 * delivers). Returns the stored delivery. Throws TransactionCanceledException when a
 * condition fails (the caller re-reads the tender to say why).
 */
export async function createDelivery(input: {
  tenderId: string;
  deliveryId: string;
  geodesistId: string;
  notes: string | null;
  files: NewDeliveryFile[];
  /** ISO time; default now. */
  submittedAt?: string;
  /** Written in the same transaction: the outbox item of the event it causes. */
  also?: readonly TransactItem[];
}): Promise<DeliveryWithFiles> {
  const submittedAt = input.submittedAt ?? new Date().toISOString();
  const delivery: DeliveryItem = {
    tenderId: input.tenderId,
    deliveryId: input.deliveryId,
    geodesistId: input.geodesistId,
    ...(input.notes ? { notes: input.notes } : {}),
    status: 'Submitted',
    submittedAt,
    createdAt: submittedAt,
    updatedAt: submittedAt,
  };
  const files: DeliveryFileItem[] = input.files.map((f) => ({ ...f, tenderId: input.tenderId, deliveryId: input.deliveryId, createdAt: submittedAt }));
  await transactWrite([
    deliveries.putItem({ ...delivery }, { ifAbsent: true }),
    ...files.map((f) => deliveryFiles.putItem({ ...f }, { ifAbsent: true })),
    tenders.updateItem({ tenderId: input.tenderId }, { add: { deliveryCount: 1 }, where: whereAll(deliverable(input.geodesistId)) }),
    ...(input.also ?? []),
  ]);
  await count({ deliveries: 1 });
  return { ...delivery, files };
}

/**
 * Returns a Submitted delivery to the contractor (beyond the spec): status 'Changes Requested'
 * with the poster's comment and the time, in ONE transaction conditioned on the delivery being
 * Submitted and the tender being In Progress and created by `creatorId`. Takes the delivery as just
 * read and returns it as now stored. Throws TransactionCanceledException when a condition fails.
 */
export async function requestChanges<D extends DeliveryItem>(input: { delivery: D; creatorId: string; comment: string; at?: string; also?: readonly TransactItem[] }): Promise<D> {
  const at = input.at ?? new Date().toISOString();
  const { tenderId, deliveryId } = input.delivery;
  await transactWrite([
    tenders.checkItem({ tenderId }, (a, op) => `${op.eq(a.status, 'In Progress')} AND ${op.eq(a.creatorId, input.creatorId)}`),
    deliveries.updateItem(
      { tenderId, deliveryId },
      { set: { status: 'Changes Requested', changeRequestComment: input.comment, changeRequestedAt: at, updatedAt: at }, where: (a, op) => op.eq(a.status, 'Submitted') },
      { mustExist: true },
    ),
    ...(input.also ?? []),
  ]);
  return { ...input.delivery, status: 'Changes Requested', changeRequestComment: input.comment, changeRequestedAt: at, updatedAt: at };
}

/**
 * Accepts the deliverables (part 2, 4): every delivery of the tender that is not Accepted yet becomes
 * Accepted and the tender Completed with `completedAt`, in ONE transaction conditioned on the tender
 * being In Progress, created by `creatorId` and having exactly the deliveries read, and on every delivery still having the status it was
 * read with (so the latest Submitted one is still Submitted). Two concurrent calls complete the tender
 * once: the other's transaction is cancelled. Takes the tender's deliveries as just read, with at least
 * one Submitted (the caller checks) and at most MAX_DELIVERIES_PER_TENDER, so the transaction stays
 * within DynamoDB's 100 items. Returns the completion time. Throws TransactionCanceledException when a
 * condition fails.
 */
export async function completeTender(input: {
  tenderId: string;
  creatorId: string;
  deliveries: readonly Pick<DeliveryItem, 'deliveryId' | 'status'>[];
  at?: string;
  /** Written in the same transaction: the outbox item of the event it causes. */
  also?: readonly TransactItem[];
}): Promise<{ completedAt: string }> {
  const completedAt = input.at ?? new Date().toISOString();
  const open = input.deliveries.filter((d) => d.status !== 'Accepted');
  await transactWrite([
    tenders.updateItem(
      { tenderId: input.tenderId },
      {
        set: { status: 'Completed', completedAt, updatedAt: completedAt },
        // No delivery may have arrived since the read: it would stay Submitted on a Completed tender.
        where: (a, op) =>
          `${op.eq(a.status, 'In Progress')} AND ${op.eq(a.creatorId, input.creatorId)} AND (${op.eq(a.deliveryCount, input.deliveries.length)}${input.deliveries.length === 0 ? ` OR ${op.notExists(a.deliveryCount)}` : ''})`,
      },
      { mustExist: true },
    ),
    ...open.map((d) =>
      deliveries.updateItem(
        { tenderId: input.tenderId, deliveryId: d.deliveryId },
        // Every round must be as read: the latest Submitted one still waiting, none returned meanwhile.
        { set: { status: 'Accepted', acceptedAt: completedAt, updatedAt: completedAt }, where: (a, op) => op.eq(a.status, d.status) },
        { mustExist: true },
      ),
    ),
    ...(input.also ?? []),
  ]);
  await count(move('tendersInProgress', 'tendersCompleted'));
  return { completedAt };
}
