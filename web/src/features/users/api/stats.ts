/** `GET /admin/stats`: the Analytics card's live counts, refreshed every 30 s while shown. */
import { useQuery } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';

export const useStats = () => useQuery({ queryKey: ['admin', 'stats'], queryFn: () => request(apiClient().GET('/admin/stats')), refetchInterval: 30_000 });
