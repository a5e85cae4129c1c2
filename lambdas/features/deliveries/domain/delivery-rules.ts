/**
 * Who may deliver to a tender, once (spec part 2, 6 "Deliver"): the handler answers with this refusal,
 * the deliver page offers the form only when there is none, and the delivery write in data/deliveries.ts carries
 * the same clauses as its DynamoDB condition (lambdas/table/conditions.ts).
 */
import { firstRefusal, type Clause, type Refusal } from '../../../domain/rules';
import { deliveryMessages, MAX_DELIVERIES_PER_TENDER } from './delivery';

/** The tender attributes the rule reads (the stored tender and the API's detail alike). */
export interface DeliverTenderState {
  status: string;
  contractorId?: string | null;
  deliveryCount?: number;
}

const notInProgress: Refusal = { status: 409, message: deliveryMessages.notInProgress };
const completed: Refusal = { status: 409, message: deliveryMessages.completed };

/**
 * "`geodesistId` may deliver to this tender now": an Open tender says why rather than 'not authorized' (409),
 * then only its contractor (403), not after completion (409), only In Progress (409), and fewer than
 * MAX_DELIVERIES_PER_TENDER deliveries so far (409).
 */
export function deliverable(geodesistId: string): Clause<DeliverTenderState>[] {
  return [
    { field: 'status', is: 'ne', value: 'Open', refusal: notInProgress },
    { field: 'contractorId', is: 'eq', value: geodesistId, refusal: { status: 403, message: deliveryMessages.notAuthorized } },
    { field: 'status', is: 'ne', value: 'Completed', refusal: completed },
    { field: 'status', is: 'ne', value: 'Finished', refusal: completed },
    { field: 'status', is: 'eq', value: 'In Progress', refusal: notInProgress },
    { field: 'deliveryCount', is: 'lt', value: MAX_DELIVERIES_PER_TENDER, missingAs: 0, refusal: { status: 409, message: deliveryMessages.tooManyDeliveries } },
  ];
}

/** Why `geodesistId` may not deliver to `tender`, or null when they may. */
export function deliverRefusal(tender: DeliverTenderState, geodesistId: string): Refusal | null {
  return firstRefusal(deliverable(geodesistId), tender);
}
