/**
 * "This account may still take part in a contract": the profile exists and
 * no erasure of it has been accepted. The bid and award transactions carry these clauses as a condition on the
 * bidder's and the poster's profile (bids/data/bids.ts), so a bid placed or accepted while an erasure runs
 * cannot leave a contract with an account that is about to go. Pure module, shared with the web app as
 * `@features/account/domain/account-rules`.
 */
import type { Clause, Refusal } from '../../../domain/rules';
import { english } from '../../../domain/i18n/english';

/** The profile attributes the rule reads (`userId` is absent when there is no profile). */
export interface AccountState {
  userId?: string;
  erasingAt?: string | null;
}

export const accountRuleMessages = {
  ownErasing: english('error.accountRule.ownErasing'),
  bidderErasing: english('error.accountRule.bidderErasing'),
} as const;

/**
 * The clauses of "`userId`'s account is in force": a profile exists (the stored `userId` is theirs) and has no
 * `erasingAt`. `whose` picks the refusal a person reads: their own account (`own`) or the bidder whose bid a
 * poster accepts (`bidder`). Both are 409: the state changed, not the caller's rights.
 */
export function accountInForce(userId: string, whose: 'own' | 'bidder'): Clause<AccountState>[] {
  const refusal: Refusal = { status: 409, message: whose === 'own' ? accountRuleMessages.ownErasing : accountRuleMessages.bidderErasing };
  return [
    { field: 'userId', is: 'eq', value: userId, refusal },
    { field: 'erasingAt', is: 'absent', refusal },
  ];
}
