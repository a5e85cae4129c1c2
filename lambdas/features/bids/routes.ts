/** Routes of the route table: Bids on a tender and the award (spec part 2, 3 and 4). */
import { ownBidAnswerSchema, bidPlacedSchema, bidWithdrawnSchema, bidPageSchema, bidAcceptedSchema, bidConfirmedSchema } from './domain/dto';
import { bidPlaceSchema } from './domain/schemas';
import { pageQuerySchema } from '../../domain/schemas';
import type { RouteDef } from '../../api/route-def';

export const bidRoutes = [
  {
    handler: 'bids-mine-get',
    feature: 'bids',
    method: 'GET',
    path: '/tenders/{tenderId}/bid',
    roles: ['geodesist'],
    summary: 'The caller’s own bid on a tender, or null',
    response: ownBidAnswerSchema,
  },
  {
    handler: 'bids-place',
    feature: 'bids',
    method: 'PUT',
    path: '/tenders/{tenderId}/bid',
    roles: ['geodesist'],
    summary: 'Place or update the caller’s one bid on an Open tender before its deadline',
    body: bidPlaceSchema,
    response: bidPlacedSchema,
  },
  {
    handler: 'bids-withdraw',
    feature: 'bids',
    method: 'DELETE',
    path: '/tenders/{tenderId}/bid',
    roles: ['geodesist'],
    summary: 'Withdraw the caller’s Pending bid while the tender is Open',
    response: bidWithdrawnSchema,
  },
  {
    handler: 'bids-list',
    feature: 'bids',
    method: 'GET',
    path: '/tenders/{tenderId}/bids',
    roles: ['tenderPoster', 'admin'],
    summary: 'A tender’s bids, newest first; anonymous to the poster while Open',
    query: pageQuerySchema,
    response: bidPageSchema,
  },
  {
    handler: 'bids-accept',
    feature: 'bids',
    method: 'POST',
    path: '/tenders/{tenderId}/bids/{bidId}/accept',
    roles: ['tenderPoster'],
    summary: 'Accept one bid: the tender goes In Progress, every other bid is Rejected',
    response: bidAcceptedSchema,
    timeoutSeconds: 29,
  },
  {
    handler: 'bids-confirm',
    feature: 'bids',
    method: 'POST',
    path: '/tenders/{tenderId}/bids/mine/confirm',
    roles: ['geodesist'],
    summary: 'Confirm the caller’s Pending bid after the tender was amended: it now answers the current version',
    response: bidConfirmedSchema,
  },
] as const satisfies readonly RouteDef[];
