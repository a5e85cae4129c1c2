/**
 * The bids feature's public face: what the features above it may import (docs/architecture.md, "Feature order").
 * Its pure rules, messages and schemas (domain/) are public too; anything else of the feature is its own.
 */
export { settleAward, withdrawBid, type BidItem } from './data/bids';
export { bidAccepted, bidReceived, bidRejected } from './events';
