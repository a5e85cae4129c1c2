/**
 * A geodesist's service areas and saved searches: `GET /profiles/me/service-areas` and
 * `PUT /profiles/me/service-areas` (the whole `{ areas, searches }`, answered with what was saved). A refusal is an
 * ApiRequestError (400 with the rule's message, 403 not a geodesist). Saving also refreshes the public profile (the
 * areas are its 'area you work in') and the 'Matches my areas' lists. Answers are typed as the domain's ServiceAlerts:
 * the generated paths describe an area only loosely (a polygon or a circle in one object).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceAlerts } from '@features/profiles/domain/service-areas';
import { apiClient, request } from '@/lib/api-client';

export const serviceAlertsKey = ['service-areas', 'me'] as const;

/** The caller's areas (none: all of Estonia) and saved searches. */
export const useServiceAlerts = () => useQuery({ queryKey: serviceAlertsKey, queryFn: async () => (await request(apiClient().GET('/profiles/me/service-areas'))) as ServiceAlerts });

/** Saves the whole list of areas and searches; the answer replaces the cached one. */
export function useSaveServiceAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ServiceAlerts) => (await request(apiClient().PUT('/profiles/me/service-areas', { body }))) as ServiceAlerts,
    onSuccess: async (answer) => {
      client.setQueryData(serviceAlertsKey, answer);
      await Promise.all([client.invalidateQueries({ queryKey: ['public-profile'] }), client.invalidateQueries({ queryKey: ['tenders', 'list'] })]);
    },
  });
}
