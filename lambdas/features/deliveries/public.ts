/**
 * The deliveries feature's public face: what the features above it may import (docs/architecture.md, "Feature order").
 * Its pure rules, messages and schemas (domain/) are public too; anything else of the feature is its own.
 */
export { listDeliveries, type DeliveryWithFiles } from './data/deliveries';
export { assertMayDeliverTo } from './delivery-access';
export { deliverablesAccepted, deliveryChangesRequested, deliveryReviewDue, deliverySubmitted, REVIEW_STAGES, type ReviewStage } from './events';
export { acceptAutomatically, reviewWaiting } from './auto-accept';
export { queueDeliveryChecks } from './check-queue';
