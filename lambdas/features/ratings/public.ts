/**
 * The ratings feature's public face: what the features above it may import (docs/architecture.md, "Feature order").
 * Its pure rules, messages and schemas (domain/) are public too.
 */
export { forgetPerson, ratingsGivenBy, ratingsReceivedBy, type RatingItem } from './data/ratings';
export { ratingHidden, ratingReplied, ratingsRevealDue, ratingsRevealed } from './events';
export { revealIfDue } from './rating-round';
