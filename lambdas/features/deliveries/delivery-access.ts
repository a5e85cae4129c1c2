/**
 * Who may see and act on a tender's deliveries (spec part 2, 6): the poster who created the
 * tender, its contractor and admins see them; only the contractor delivers, only the creator requests
 * changes or accepts the deliverables.
 */
import { getTenderWithAttachments, loadVisibleTender, type AttachmentItem, type TenderItem } from '../tenders/public';
import { deliveryMessages } from './domain/delivery';
import { deliverRefusal } from './domain/delivery-rules';
import { BadRequestError, ForbiddenError, NotFoundError, throwIfRefused } from '../../kernel/errors';
import { DELIVERABLE_TENDER_MESSAGE } from '../../domain/schemas';
import type { Auth } from '../../api/http-handler';
import { tenderMessages } from '../tenders/domain/tender';

/** A stored tender with the delivery attributes (absent on tenders stored before they existed). */
export type DeliveryTender = TenderItem & { deliveryCount?: number; completedAt?: string };

/** The tender and its attachments; throws NotFoundError (404) for an unknown id. */
export async function loadTender(tenderId: string): Promise<{ tender: DeliveryTender; attachments: AttachmentItem[] }> {
  const found = await getTenderWithAttachments(tenderId);
  if (!found) throw new NotFoundError(tenderMessages.notFound);
  return found;
}

/**
 * The tender when the caller may see its deliveries: admins, the creator, the contractor. Throws
 * NotFoundError (404) for an unknown id, ForbiddenError (403) as tender-access does for foreign tenders
 * and for a geodesist who is not the contractor.
 */
export async function loadTenderForDeliveries(auth: Auth, tenderId: string): Promise<{ tender: DeliveryTender; attachments: AttachmentItem[] }> {
  const found = await loadVisibleTender(auth, tenderId);
  if (auth.role === 'geodesist' && found.tender.contractorId !== auth.userId) throw new ForbiddenError(deliveryMessages.notVisible);
  return found;
}

/**
 * Throws why `userId` may not deliver to `tender` now (the rule `deliverable`, domain/delivery-rules.ts):
 * ForbiddenError (403) unless they are its contractor, ConflictError (409) unless it is In Progress or when
 * it has MAX_DELIVERIES_PER_TENDER deliveries already.
 */
export function assertMayDeliver(tender: DeliveryTender, userId: string): void {
  throwIfRefused(deliverRefusal(tender, userId));
}

/**
 * Throws unless `userId` may deliver to the tender `tenderId` now (deliverable uploads need
 * the contract): BadRequestError (400) without a tender id, NotFoundError (404) for an unknown tender, then
 * the refusal of the rule `deliverable` (403 not its contractor, 409 not In Progress or too many deliveries).
 */
export async function assertMayDeliverTo(tenderId: string | undefined, userId: string): Promise<void> {
  if (!tenderId) throw new BadRequestError(DELIVERABLE_TENDER_MESSAGE, { tenderId: [DELIVERABLE_TENDER_MESSAGE] });
  assertMayDeliver((await loadTender(tenderId)).tender, userId);
}

/** Throws ForbiddenError (403, the tender-access message) unless `auth` created `tender`. */
export function assertCreator(auth: Auth, tender: DeliveryTender): void {
  if (tender.creatorId !== auth.userId) throw new ForbiddenError(tenderMessages.forbidden);
}
