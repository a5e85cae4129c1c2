/** Routes of the route table: The public contact form (spec part 1, 2.10). */
import * as dto from '../../domain/dto';
import * as s from '../../domain/schemas';
import type { RouteDef } from '../route-def';

export const contactRoutes = [
  {
    handler: 'contact-create',
    feature: 'contact',
    method: 'POST',
    path: '/contact',
    roles: 'public',
    summary: 'Send a message to the GeoTender team: stored and e-mailed to the admins',
    body: s.contactSchema,
    response: dto.contactReceivedSchema,
  },
] as const satisfies readonly RouteDef[];
