/** Routes of the route table: The public contact form (spec part 1, 2.10). */
import { contactReceivedSchema } from './domain/dto';
import { contactSchema } from './domain/schemas';
import type { RouteDef } from '../../api/route-def';

export const contactRoutes = [
  {
    handler: 'contact-create',
    feature: 'contact',
    method: 'POST',
    path: '/contact',
    roles: 'public',
    summary: 'Send a message to the GeoTender team: stored and e-mailed to the admins',
    body: contactSchema,
    response: contactReceivedSchema,
  },
] as const satisfies readonly RouteDef[];
