/**
 * Routes of the route table: uploads, the staging step of every file (spec part 2, 3 "attachments" and 6
 * "deliverables"): a presigned POST into the staging area, then a check of what arrived. A poster uploads a tender's
 * attachments, a contractor a delivery's files; the file joins its tender or delivery when that is created.
 */
import { uploadTicketsSchema, uploadVerifiedSchema } from '../../domain/dto';
import { uploadRequestSchema, uploadVerifySchema } from '../../domain/schemas';
import type { RouteDef } from '../../api/route-def';

export const uploadRoutes = [
  {
    handler: 'uploads-create',
    feature: 'uploads',
    method: 'POST',
    path: '/uploads',
    roles: ['tenderPoster', 'geodesist'],
    summary: 'Presigned POSTs for files to attach (posters) or deliver (contractors)',
    body: uploadRequestSchema,
    response: uploadTicketsSchema,
  },
  {
    handler: 'uploads-verify',
    feature: 'uploads',
    method: 'POST',
    path: '/uploads/verify',
    roles: ['tenderPoster', 'geodesist'],
    summary: 'Verify an uploaded file now (size, type, leading bytes); a failing file is deleted',
    body: uploadVerifySchema,
    response: uploadVerifiedSchema,
    memoryMb: 512,
  },
] as const satisfies readonly RouteDef[];
