/**
 * `PUT /profiles/me/service-areas`: a geodesist replaces their service areas (at most 10: polygons or a point and a
 * radius, inside Estonia) and saved searches (at most 10). No area: all of Estonia. Bad input: 400 with the rule's
 * message, nothing saved (domain/service-areas.ts). A save racing another of the same person: 409. Answers what was saved.
 */
import { httpHandler } from '../../../api/http-handler';
import { saveServiceAlerts } from '../data/service-areas';

export const handler = httpHandler('service-areas-update', async ({ auth, body }) => saveServiceAlerts(auth.userId, body, new Date().toISOString()));
