/**
 * `DELETE /me` with `{confirm: 'ERASE'}` (GDPR article 17): asks for the erasure of the caller's
 * account. Resolves with `{userId, status: 'erasing'}` once it is accepted (the server finishes it in queued
 * work; the account answers as gone from now on); throws ApiRequestError: 409 naming the tender of an open
 * contract that blocks it, 403 for an admin, 400 without the confirmation.
 */
import { useMutation } from '@tanstack/react-query';
import type { EraseRequest } from '@features/privacy/domain/schemas';
import { apiClient, request } from '@/lib/api-client';

export const eraseAccount = (body: EraseRequest) => request(apiClient().DELETE('/me', { body }));

/** The erasure as a mutation; the caller signs out once it is accepted (the account answers as gone). */
export const useEraseAccount = () => useMutation({ mutationFn: eraseAccount });
