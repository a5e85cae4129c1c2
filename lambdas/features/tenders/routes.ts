/** Routes of the route table: Tenders, their files and the map (spec part 2, 3–5 and 7). */
import { downloadLinkSchema } from '../../domain/dto';
import { tenderCreatedSchema, tenderPageSchema, tenderMapSchema, tenderDetailSchema, tenderUpdatedSchema, tenderDeletedSchema } from './domain/dto';
import { tenderMapQuerySchema } from './domain/map-query';
import { downloadQuerySchema } from '../../domain/schemas';
import { tenderCreateSchema, tenderListQuerySchema, tenderUpdateSchema } from './domain/schemas';
import { ALL_ROLES, type RouteDef } from '../../api/route-def';

export const tenderRoutes = [
  {
    handler: 'tenders-create',
    feature: 'tenders',
    method: 'POST',
    path: '/tenders',
    roles: ['tenderPoster'],
    summary: 'Create a tender from verified uploads',
    body: tenderCreateSchema,
    response: tenderCreatedSchema,
    timeoutSeconds: 29,
    memoryMb: 512,
  },
  {
    handler: 'tenders-list',
    feature: 'tenders',
    method: 'GET',
    path: '/tenders',
    roles: ALL_ROLES,
    summary: 'List tenders: open ones, the caller’s own, or all (admin)',
    query: tenderListQuerySchema,
    response: tenderPageSchema,
  },
  // Before `/tenders/{tenderId}`: the local gateway takes the first route that matches (API Gateway prefers the literal path).
  {
    handler: 'tenders-map',
    feature: 'tenders',
    method: 'GET',
    path: '/tenders/map',
    roles: ALL_ROLES,
    summary: 'Open tenders whose site lies in a map’s visible area (geodesists, admins), nearest first with `near`',
    query: tenderMapQuerySchema,
    response: tenderMapSchema,
  },
  {
    handler: 'tenders-get',
    feature: 'tenders',
    method: 'GET',
    path: '/tenders/{tenderId}',
    roles: ALL_ROLES,
    summary: 'One tender with its attachments; counts a view',
    response: tenderDetailSchema,
  },
  {
    handler: 'tenders-update',
    feature: 'tenders',
    method: 'PATCH',
    path: '/tenders/{tenderId}',
    roles: ['tenderPoster'],
    summary: 'Edit an Open tender of one’s own: fields, removed and added attachments',
    body: tenderUpdateSchema,
    response: tenderUpdatedSchema,
    timeoutSeconds: 29,
    memoryMb: 512,
  },
  {
    handler: 'tenders-delete',
    feature: 'tenders',
    method: 'DELETE',
    path: '/tenders/{tenderId}',
    roles: ['tenderPoster'],
    summary: 'Delete an Open tender of one’s own with its attachments, bids and files',
    response: tenderDeletedSchema,
    timeoutSeconds: 29,
  },
  {
    handler: 'attachments-download',
    feature: 'tenders',
    method: 'GET',
    path: '/tenders/{tenderId}/attachments/{attachmentId}/download',
    roles: ALL_ROLES,
    summary: 'A 60-second signed link to download or preview an attachment',
    query: downloadQuerySchema,
    response: downloadLinkSchema,
  },
] as const satisfies readonly RouteDef[];
