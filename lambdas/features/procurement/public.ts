/**
 * The procurement feature's public face: what the features above it may import (docs/architecture.md, "Feature order").
 * Its pure rules, messages and schemas (domain/) are public too; anything else of the feature is its own.
 */
export { procurementRoutes } from './routes';
export { deadlineMoved, questionAnswered, questionAsked } from './events';
export { listAskerIds } from './data/questions';
