/** Routes of the route table: public profiles (a geodesist's qualifications, area, completed projects and ratings; a poster's smaller one). */
import { bidderSummarySchema, profileQuerySchema, profileUpdateSchema, publicProfileSchema } from './domain/profiles';
import { serviceAlertsSchema } from './domain/service-areas';
import { tenderPageSchema } from '../tenders/domain/dto';
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
    summary: 'Set the qualifications you state; geodesists only (the areas you work in are your service areas)',
    body: profileUpdateSchema,
    response: publicProfileSchema,
  },
  {
    handler: 'service-areas-get',
    feature: 'profiles',
    method: 'GET',
    path: '/profiles/me/service-areas',
    roles: ['geodesist'],
    summary: 'Your service areas and saved searches: where you work and which new tenders you are told of (none: all of Estonia)',
    response: serviceAlertsSchema,
  },
  {
    handler: 'service-areas-update',
    feature: 'profiles',
    method: 'PUT',
    path: '/profiles/me/service-areas',
    roles: ['geodesist'],
    summary: 'Replace your service areas (at most 10 polygons or points with a radius in km, inside Estonia) and saved searches (at most 10)',
    body: serviceAlertsSchema,
    response: serviceAlertsSchema,
  },
  // Before `/tenders/{tenderId}`: the local gateway takes the first route that matches (API Gateway prefers the literal path).
  {
    handler: 'tenders-matching',
    feature: 'profiles',
    method: 'GET',
    path: '/tenders/matching',
    roles: ['geodesist'],
    summary: 'The Open tenders whose site lies in one of your service areas (Matches my areas), soonest deadline first; with no area, every Open tender with a site',
    response: tenderPageSchema,
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
