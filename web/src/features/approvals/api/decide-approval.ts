/** `POST /admin/users/{userId}/approval`: approve or reject a user (part 2, 7 "update_approval"). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';
import { pendingUsersQueryOptions } from './get-pending-users';

export interface ApprovalDecision {
  userId: string;
  status: 'approved' | 'rejected';
}

export const decideApproval = ({ userId, status }: ApprovalDecision) => request(apiClient().POST('/admin/users/{userId}/approval', { params: { path: { userId } }, body: { status } }));

export function useDecideApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    onSettled: () => client.invalidateQueries({ queryKey: pendingUsersQueryOptions().queryKey }),
  });
}
