/**
 * Routes of the route table: procurement around a published tender (its history; questions and answers, amendments,
 * deadline extensions, cancellation and open data join here).
 */
import { historyPageSchema } from '../tenders/domain/history';
import { cancellationSchema, cancelRequestSchema } from './domain/cancellation';
import { pageQuerySchema } from '../../domain/schemas';
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
] as const satisfies readonly RouteDef[];
