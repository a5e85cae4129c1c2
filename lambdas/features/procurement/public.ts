/**
 * The procurement feature's public face: what the features above it may import (docs/architecture.md, "Feature order").
 * Its pure rules, messages and schemas (domain/) are public too; anything else of the feature is its own. Its routes
 * join the route table from routes.ts (lambdas/api/routes.ts), not from here, so a listener's bundle holds none of them.
 */
export { deadlineMoved, questionAnswered, questionAsked } from './events';
export { listAskerIds } from './data/questions';
