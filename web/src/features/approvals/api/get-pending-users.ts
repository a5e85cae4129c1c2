/** `GET /admin/approvals`: users awaiting approval, oldest first (part 2, "Admin users"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { pendingUsersSchema } from '@domain/dto';
import { api } from '@/lib/api-client';

export type PendingUsers = z.infer<typeof pendingUsersSchema>;

export const getPendingUsers = (): Promise<PendingUsers> => api<PendingUsers>('/admin/approvals');

export const pendingUsersQueryOptions = () => queryOptions({ queryKey: ['admin', 'approvals'], queryFn: getPendingUsers });

export const usePendingUsers = () => useQuery(pendingUsersQueryOptions());
