/**
 * An admin's approval decision with its toasts (spec part 2, 8 "Admin users"): 'User Approved' (can now access
 * the platform) or 'User Rejected' (will not be able to access the platform); on failure 'Failed to
 * approve/reject user. Please try again.', or the server's refusal when it gave one (403 an admin rejecting
 * themself, 409 the last admin). Used by the Pending Approvals card and, through the users route, by the user
 * table's Approve and Reject.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiRequestError } from '@/lib/api-client';
import { useDecideApproval, type ApprovalDecision } from '../api/decide-approval';

/** The spec's failure message (part 2, 8). */
export const DECISION_FAILED = 'Failed to approve/reject user. Please try again.';

/** What the toast says for a failed decision: a 4xx refusal's own message, else DECISION_FAILED. */
export function decisionFailure(error: unknown): string {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.message ? error.message : DECISION_FAILED;
}

/** `decide(decision)` sends it and toasts the outcome; `working` is the decision under way (null when none). */
export function useApprovalDecision(): { decide: (decision: ApprovalDecision) => void; working: ApprovalDecision | null } {
  const mutation = useDecideApproval();
  const [working, setWorking] = useState<ApprovalDecision | null>(null);
  const decide = (decision: ApprovalDecision) => {
    setWorking(decision);
    mutation.mutate(decision, {
      onSuccess: () =>
        decision.status === 'approved'
          ? toast.success('User Approved', { description: 'The user can now access the platform.' })
          : toast.success('User Rejected', { description: 'The user will not be able to access the platform.' }),
      onError: (error) => toast.error('Error', { description: decisionFailure(error) }),
      onSettled: () => setWorking(null),
    });
  };
  return { decide, working };
}
