/** `GET /admin/approvals`: users awaiting approval, oldest first (part 2, "Admin users"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';

export const getPendingUsers = () => request(apiClient().GET('/admin/approvals'));

export type PendingUsers = Awaited<ReturnType<typeof getPendingUsers>>;

export const pendingUsersQueryOptions = () => queryOptions({ queryKey: ['admin', 'approvals'], queryFn: getPendingUsers });

export const usePendingUsers = () => useQuery(pendingUsersQueryOptions());
