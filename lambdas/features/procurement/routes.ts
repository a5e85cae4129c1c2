/**
 * Routes of the route table: procurement around a published tender (its history; questions and answers, amendments,
 * deadline extensions, cancellation and open data join here).
 */
import { historyPageSchema } from '../tenders/domain/history';
import { ocdsExportPageSchema, ocdsPackageSchema } from './domain/ocds';
import { cancellationSchema, cancelRequestSchema } from './domain/cancellation';
import { tenderVersionListSchema } from './domain/versions';
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
    handler: 'tender-ocds-get',
    feature: 'procurement',
    method: 'GET',
    path: '/tenders/{tenderId}/ocds',
    roles: ALL_ROLES,
    summary: 'The tender as open data: an OCDS 1.1 release package with the release of its current state (sealed bids stay sealed while Open)',
    response: ocdsPackageSchema,
  },
  {
    handler: 'admin-ocds-export',
    feature: 'procurement',
    method: 'GET',
    path: '/admin/ocds',
    roles: ['admin'],
    summary: 'Open data of every tender, newest first, a page at a time: the OCDS 1.1 release package of the page (null when it has no release) and the cursor of the next',
    query: pageQuerySchema,
    response: ocdsExportPageSchema,
    timeoutSeconds: 29,
  },
  {
    handler: 'tender-versions-list',
    feature: 'procurement',
    method: 'GET',
    path: '/tenders/{tenderId}/versions',
    roles: ALL_ROLES,
    summary: 'A tender’s versions, newest first: each amendment’s reason, time, changed fields and what the tender then said',
    response: tenderVersionListSchema,
  },
  {
    handler: 'tender-cancel',
    feature: 'procurement',
    method: 'POST',
    path: '/tenders/{tenderId}/cancel',
    roles: ['tenderPoster', 'admin'],
    summary: 'Cancel a tender with a reason (its poster before any delivery, an admin before completion); its bids become Cancelled and their bidders are told',
    body: cancelRequestSchema,
    response: cancellationSchema,
  },
  {
    handler: 'tender-cancellation-get',
    feature: 'procurement',
    method: 'GET',
    path: '/tenders/{tenderId}/cancellation',
    roles: ALL_ROLES,
    summary: 'A cancelled tender’s cancellation: reason, explanation, the canceller’s role, when, and a 60-second link to its document',
    response: cancellationSchema,
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
