/** Routes of the route table: Deliveries, their files and the completion of a tender (spec part 2, 3, 4 and 6). */
import { deliveryListSchema, deliveryCreatedSchema, deliverySchema, completionSchema } from './domain/dto';
import { downloadLinkSchema } from '../../domain/dto';
import { deliveryCreateSchema, changeRequestSchema } from './domain/schemas';
import { downloadQuerySchema } from '../../domain/schemas';
import { ALL_ROLES, type RouteDef } from '../../api/route-def';

export const deliveryRoutes = [
  {
    handler: 'deliveries-list',
    feature: 'deliveries',
    method: 'GET',
    path: '/tenders/{tenderId}/deliveries',
    roles: ALL_ROLES,
    summary: 'A tender’s deliveries with their files, oldest first (poster, contractor, admins)',
    response: deliveryListSchema,
  },
  {
    handler: 'deliveries-create',
    feature: 'deliveries',
    method: 'POST',
    path: '/tenders/{tenderId}/deliveries',
    roles: ['geodesist'],
    summary: 'The contractor submits deliverables from verified uploads',
    body: deliveryCreateSchema,
    response: deliveryCreatedSchema,
    timeoutSeconds: 29,
    memoryMb: 512,
  },
  {
    handler: 'deliveries-request-changes',
    feature: 'deliveries',
    method: 'POST',
    path: '/tenders/{tenderId}/deliveries/{deliveryId}/request-changes',
    roles: ['tenderPoster'],
    summary: 'Return a Submitted delivery to the contractor with a comment',
    body: changeRequestSchema,
    response: deliverySchema,
  },
  {
    handler: 'delivery-files-download',
    feature: 'deliveries',
    method: 'GET',
    path: '/tenders/{tenderId}/deliveries/{deliveryId}/files/{fileId}/download',
    roles: ALL_ROLES,
    summary: 'A 60-second signed link to download or preview a deliverable',
    query: downloadQuerySchema,
    response: downloadLinkSchema,
  },
  {
    handler: 'tenders-complete',
    feature: 'deliveries',
    method: 'POST',
    path: '/tenders/{tenderId}/complete',
    roles: ['tenderPoster'],
    summary: 'Accept the deliverables: every delivery Accepted, the tender Completed',
    response: completionSchema,
  },
] as const satisfies readonly RouteDef[];
