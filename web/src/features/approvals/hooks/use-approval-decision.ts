/**
 * An admin's approval decision with its toasts (spec part 2, 8 "Admin users"): 'User Approved' (can now access
 * the platform) or 'User Rejected' (will not be able to access the platform); on failure 'Failed to
 * approve/reject user. Please try again.', or the server's refusal when it gave one (403 an admin rejecting
 * themself, 409 the last admin). Used by the Pending Approvals card and, through the users route, by the user
 * table's Approve and Reject. Texts from the catalogue's `admin` part, in the active language.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import type { Translate } from '@domain/i18n/translate';
import { ApiRequestError } from '@/lib/api-client';
import { useT } from '@/i18n/i18n';
import { useDecideApproval, type ApprovalDecision } from '../api/decide-approval';

/** What the toast says for a failed decision: a 4xx refusal's own message, else the spec's failure message. */
export function decisionFailure(error: unknown, t: Translate): string {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.message ? error.message : t('admin.decision.failed');
}

/** `decide(decision)` sends it and toasts the outcome; `working` is the decision under way (null when none). */
export function useApprovalDecision(): { decide: (decision: ApprovalDecision) => void; working: ApprovalDecision | null } {
  const t = useT();
  const mutation = useDecideApproval();
  const [working, setWorking] = useState<ApprovalDecision | null>(null);
  const decide = (decision: ApprovalDecision) => {
    setWorking(decision);
    mutation.mutate(decision, {
      onSuccess: () =>
        decision.status === 'approved'
          ? toast.success(t('admin.decision.approved'), { description: t('admin.decision.approvedText') })
          : toast.success(t('admin.decision.rejected'), { description: t('admin.decision.rejectedText') }),
      onError: (error) => toast.error(t('admin.error'), { description: decisionFailure(error, t) }),
      onSettled: () => setWorking(null),
    });
  };
  return { decide, working };
}
