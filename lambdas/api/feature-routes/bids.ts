/** Routes of the route table: Bids on a tender and the award (spec part 2, 3 and 4). */
import * as dto from '../../domain/dto';
import * as s from '../../domain/schemas';
import type { RouteDef } from '../route-def';

export const bidRoutes = [
  {
    handler: 'bids-mine-get',
    feature: 'bids',
    method: 'GET',
    path: '/tenders/{tenderId}/bid',
    roles: ['geodesist'],
    summary: 'The caller’s own bid on a tender, or null',
    response: dto.ownBidAnswerSchema,
  },
  {
    handler: 'bids-place',
    feature: 'bids',
    method: 'PUT',
    path: '/tenders/{tenderId}/bid',
    roles: ['geodesist'],
    summary: 'Place or update the caller’s one bid on an Open tender before its deadline',
    body: s.bidPlaceSchema,
    response: dto.bidPlacedSchema,
  },
  {
    handler: 'bids-withdraw',
    feature: 'bids',
    method: 'DELETE',
    path: '/tenders/{tenderId}/bid',
    roles: ['geodesist'],
    summary: 'Withdraw the caller’s Pending bid while the tender is Open',
    response: dto.bidWithdrawnSchema,
  },
  {
    handler: 'bids-list',
    feature: 'bids',
    method: 'GET',
    path: '/tenders/{tenderId}/bids',
    roles: ['tenderPoster', 'admin'],
    summary: 'A tender’s bids, newest first; anonymous to the poster while Open',
    query: s.pageQuerySchema,
    response: dto.bidPageSchema,
  },
  {
    handler: 'bids-accept',
    feature: 'bids',
    method: 'POST',
    path: '/tenders/{tenderId}/bids/{bidId}/accept',
    roles: ['tenderPoster'],
    summary: 'Accept one bid: the tender goes In Progress, every other bid is Rejected',
    response: dto.bidAcceptedSchema,
    timeoutSeconds: 29,
  },
] as const satisfies readonly RouteDef[];
