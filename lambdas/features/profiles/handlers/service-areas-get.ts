/** `GET /profiles/me/service-areas`: the caller's service areas and saved searches (a geodesist's; none: all of Estonia). */
import { httpHandler } from '../../../api/http-handler';
import { getServiceAlerts } from '../data/public-profiles';

export const handler = httpHandler('service-areas-get', async ({ auth }) => getServiceAlerts(auth.userId));
