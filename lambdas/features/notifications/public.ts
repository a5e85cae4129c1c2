/**
 * The notifications feature's public face: what the features above it may import (docs/architecture.md, "Feature order").
 * Its pure rules, messages and schemas (domain/) are public too; anything else of the feature is its own.
 */
export { notificationModel } from './data/notification-models';
export { getPreferences } from './data/notification-preferences';
export { digestLinesOf, type DigestLine } from './data/digests';
export { toNotification, type StoredNotification } from './data/notifications';
export { pushToUser } from './realtime';
export { systemTest } from './events';
