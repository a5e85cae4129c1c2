/** `POST /admin/users/{userId}/approval`: approve or reject a user (part 2, 7 "update_approval"). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';

export interface ApprovalDecision {
  userId: string;
  status: 'approved' | 'rejected';
}

export const decideApproval = ({ userId, status }: ApprovalDecision) => request(apiClient().POST('/admin/users/{userId}/approval', { params: { path: { userId } }, body: { status } }));

/** The decision as a mutation; once settled, the admin's user lists (pending and all users, `['admin', …]`) are read again. */
export function useDecideApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
