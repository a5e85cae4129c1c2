/** Routes of the route table: public profiles (a geodesist's qualifications, area, completed projects and ratings; a poster's smaller one). */
import { bidderSummarySchema, profileQuerySchema, profileUpdateSchema, publicProfileSchema } from './domain/profiles';
import { ALL_ROLES, type RouteDef } from '../../api/route-def';

export const profileRoutes = [
  {
    handler: 'profiles-me-get',
    feature: 'profiles',
    method: 'GET',
    path: '/profiles/me',
    roles: ALL_ROLES,
    summary: 'Your own public profile, as those who may open it see it',
    response: publicProfileSchema,
  },
  {
    handler: 'profiles-me-update',
    feature: 'profiles',
    method: 'PUT',
    path: '/profiles/me',
    // A poster's profile is the smaller one (completed projects and ratings): nothing of it is stated by hand.
    roles: ['geodesist'],
    summary: 'Set the qualifications you state and the area you work in (a polygon in WGS84); geodesists only',
    body: profileUpdateSchema,
    response: publicProfileSchema,
  },
  {
    handler: 'profiles-get',
    feature: 'profiles',
    method: 'GET',
    path: '/profiles/{userId}',
    roles: ALL_ROLES,
    summary: 'A person’s public profile: admins always; the other side of a tender past Open named by tenderId (its poster, contractor, or, for the poster, a bidder)',
    query: profileQuerySchema,
    response: publicProfileSchema,
  },
  {
    handler: 'bidder-summary-get',
    feature: 'profiles',
    method: 'GET',
    path: '/tenders/{tenderId}/bids/{bidId}/summary',
    roles: ['tenderPoster', 'admin'],
    summary: 'The anonymous summary of the geodesist behind a bid (completed projects, rating average and count), for the tender’s poster, also while bids are sealed',
    response: bidderSummarySchema,
  },
] as const satisfies readonly RouteDef[];
