/**
 * The messages feature's public face: what the features above it may import (docs/architecture.md, "Feature order").
 * Its pure rules, messages and schemas (domain/) are public too; anything else of the feature is its own.
 */
export { messageHidden, messagePosted, messageUnread } from './events';
export { claimEmail, getThread, unreadField, lastReadField, type MessageItem, type ThreadItem } from './data/messages';
export { forgetAuthor, messagesWrittenBy } from './data/author-messages';
export { ERASED_AUTHOR } from './data/message-models';
export { forgetInbox, unreadMessagesOf } from './data/message-inbox';
