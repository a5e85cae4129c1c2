/**
 * Routes of the route table: procurement around a published tender (its history; questions and answers, amendments,
 * deadline extensions, cancellation and open data join here).
 */
import { historyPageSchema } from '../tenders/domain/history';
import { downloadQuerySchema, pageQuerySchema } from '../../domain/schemas';
import { answerCreateSchema, answerFileLinkSchema, questionCreateSchema, questionPageSchema, questionResultSchema } from './domain/questions';
import { ALL_ROLES, type RouteDef } from '../../api/route-def';

export const procurementRoutes = [
  {
    handler: 'tender-history-list',
    feature: 'procurement',
    method: 'GET',
    path: '/tenders/{tenderId}/history',
    roles: ALL_ROLES,
    summary: 'A tender’s history, newest first: every state change and action with its time and the actor’s role',
    query: pageQuerySchema,
    response: historyPageSchema,
  },
  {
    handler: 'questions-create',
    feature: 'procurement',
    method: 'POST',
    path: '/tenders/{tenderId}/questions',
    roles: ['geodesist'],
    summary: 'Ask the poster a question about an Open tender, until its question deadline (approved geodesists)',
    body: questionCreateSchema,
    response: questionResultSchema,
  },
  {
    handler: 'questions-list',
    feature: 'procurement',
    method: 'GET',
    path: '/tenders/{tenderId}/questions',
    roles: ALL_ROLES,
    summary: 'A tender’s questions and the poster’s answers, newest first; the asker’s name for admins only',
    query: pageQuerySchema,
    response: questionPageSchema,
  },
  {
    handler: 'questions-answer',
    feature: 'procurement',
    method: 'POST',
    path: '/tenders/{tenderId}/questions/{questionId}/answer',
    roles: ['tenderPoster'],
    summary: 'Answer a question about your Open tender, once, optionally with a staged file',
    body: answerCreateSchema,
    response: questionResultSchema,
  },
  {
    handler: 'answer-file-download',
    feature: 'procurement',
    method: 'GET',
    path: '/tenders/{tenderId}/questions/{questionId}/answer/file',
    roles: ALL_ROLES,
    summary: 'A signed link (60 s) to the file of an answer',
    query: downloadQuerySchema,
    response: answerFileLinkSchema,
  },
] as const satisfies readonly RouteDef[];
