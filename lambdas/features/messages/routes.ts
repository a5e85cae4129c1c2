/**
 * Routes of the route table: the thread of an awarded tender (docs/decisions/after-award/messages.md).
 */
import { downloadQuerySchema, pageQuerySchema } from '../../domain/schemas';
import { messageCreateSchema, messageFileLinkSchema, messageHideSchema, messagePageSchema, messageReadResultSchema, messageReadSchema, messageResultSchema } from './domain/messages';
import type { RouteDef } from '../../api/route-def';

const PARTIES = ['tenderPoster', 'geodesist', 'admin'] as const;

export const messageRoutes = [
  {
    handler: 'messages-list',
    feature: 'messages',
    method: 'GET',
    path: '/tenders/{tenderId}/messages',
    roles: PARTIES,
    summary: 'A page of an awarded tender’s messages, newest first (cursor: older ones), with the thread’s state: writable, the caller’s unread count, read receipts',
    query: pageQuerySchema,
    response: messagePageSchema,
  },
  {
    handler: 'messages-create',
    feature: 'messages',
    method: 'POST',
    path: '/tenders/{tenderId}/messages',
    roles: PARTIES,
    summary: 'Post to an In Progress tender’s thread (its poster and contractor; admins as GeoTender support, text only): text and/or staged files',
    body: messageCreateSchema,
    response: messageResultSchema,
  },
  {
    handler: 'messages-read',
    feature: 'messages',
    method: 'POST',
    path: '/tenders/{tenderId}/messages/read',
    roles: PARTIES,
    summary: 'Mark the thread read up to its newest message (read receipts, unread count to 0); a no-op for admins',
    body: messageReadSchema,
    response: messageReadResultSchema,
  },
  {
    handler: 'messages-hide',
    feature: 'messages',
    method: 'POST',
    path: '/tenders/{tenderId}/messages/{messageId}/hide',
    roles: ['admin'],
    summary: 'Hide a message that breaks the rules, with a reason: the parties read the reason in its place, the author is told, the history shows it',
    body: messageHideSchema,
    response: messageResultSchema,
  },
  {
    handler: 'message-file-download',
    feature: 'messages',
    method: 'GET',
    path: '/tenders/{tenderId}/messages/{messageId}/files/{fileId}',
    roles: PARTIES,
    summary: 'A signed link (60 s) to a file of a message',
    query: downloadQuerySchema,
    response: messageFileLinkSchema,
  },
] as const satisfies readonly RouteDef[];
