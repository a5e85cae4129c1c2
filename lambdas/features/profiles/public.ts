/**
 * The profiles feature's public face: what the features above it may import (docs/architecture.md, "Feature order").
 * Its pure rules, messages and schemas (domain/) are public too.
 */
export { countCompletedProject, deletePublicProfile, getPublicProfile, ratingSummaryChange, type PublicProfileItem } from './data/public-profiles';
export { assertMayOpenProfile } from './profile-access';
export { forgetServiceAreas, geodesistsWithAreaAt, savedSearchesOf } from './data/service-areas';
export { ensureAudienceIndexed } from './data/audience-index';
