/**
 * The admin's user management calls (spec part 2, 7 "Admin users function"): the user table
 * (`GET /admin/users`, cursor paging), add, edit, delete and a user's history. Every change refreshes the
 * table and the pending list.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { Role } from '@domain/roles';
import type { userCreateSchema, userUpdateSchema } from '@features/admin/domain/schemas';
import { apiClient, request } from '@/lib/api-client';
import { useCursorPages } from '@/lib/cursor-pages';

export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** What the table shows: a search term and a role (undefined: all roles). */
export interface UserListParams {
  search?: string;
  role?: Role;
}

const listQuery = (params: UserListParams, cursor?: string) => ({ search: params.search?.trim() || undefined, role: params.role, cursor });

export const usersQueryOptions = (params: UserListParams, cursor?: string) =>
  queryOptions({
    queryKey: ['admin', 'users', listQuery(params), cursor ?? null],
    queryFn: ({ signal }) => request(apiClient().GET('/admin/users', { params: { query: listQuery(params, cursor) }, signal })),
    placeholderData: keepPreviousData,
  });

/** The user table's pages (10 each); a new search or role starts at page 1. */
export const useUserPages = (params: UserListParams) => useCursorPages(JSON.stringify(listQuery(params)), (cursor) => usersQueryOptions(params, cursor));

/** A user's history, newest first (first page). */
export const useUserHistory = (userId: string | undefined) =>
  useQuery({ queryKey: ['admin', 'users', 'history', userId], queryFn: () => request(apiClient().GET('/admin/users/{userId}/history', { params: { path: { userId: userId! } } })), enabled: !!userId });

function useRefreshUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['admin'] });
}

export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: (input: UserCreateInput) => request(apiClient().POST('/admin/users', { body: input })), onSuccess: refresh });
}

export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ userId, ...input }: UserUpdateInput & { userId: string }) => request(apiClient().PATCH('/admin/users/{userId}', { params: { path: { userId } }, body: input })),
    onSuccess: refresh,
  });
}

export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: (userId: string) => request(apiClient().DELETE('/admin/users/{userId}', { params: { path: { userId } } })), onSuccess: refresh });
}
