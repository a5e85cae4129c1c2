/**
 * The procurement feature's public face: what the features above it may import (docs/architecture.md, "Feature order").
 * Its pure rules, messages and schemas (domain/) are public too; anything else of the feature is its own. Its route
 * list is not here (lambdas/api/routes.ts reads routes.ts): a listener that imports this face bundles no route schemas.
 */
export { cancelTenderBids } from './data/cancellation';
export { listAskerIds, type AnswerFileItem, type QuestionItem } from './data/questions';
export { forgetAsker, questionsAskedBy } from './data/asker-questions';
export { deadlineMoved, questionAnswered, questionAsked, tenderCancelled } from './events';
