/**
 * The admin's user table (spec part 2, 'Admin users'): 'Search users...' (e-mail, full name,
 * company; on the server), the role filter (All Roles, Admin, Tender Poster, Geodesist), columns Name,
 * Email, Phone ('Not provided'), Role, Company, Actions (edit, history, delete; delete disabled for
 * admins), cursor paging, 5 skeleton rows while loading, 'No users found', the error with a retry. Each user
 * also has the approval decision they do not have yet: Approve for a rejected user
 * (the review the rejected page promises), Reject for an approved one; disabled with the rule's reason where the
 * API's rule refuses it (admin/domain/approval-rules.ts: an admin does not reject themself).
 */
import { Button, Flex, SelectField, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { Profile } from '@features/account/domain/dto';
import { decidable, offeredDecision, type ApprovalDecisionStatus } from '@features/admin/domain/approval-rules';
import { firstRefusal } from '@domain/rules';
import { ROLE_LABELS, ROLES, type Role } from '@domain/roles';
import { userMessages } from '@features/account/domain/users';
import { StatusBadge } from '@/components/status-badge';
import { ListEmptyState, ListErrorCard, ListPager, ListPlaceholder } from '@/components/ui/list-states';
import { TenderSearchBar } from '@/components/tender-search-bar';
import { useUserPages } from '../api/users';
import { useDomainText } from '@/i18n/domain-text';

/** An approval decision on one user. */
export interface UserDecision {
  userId: string;
  status: ApprovalDecisionStatus;
}

export interface UsersTableProps {
  onEdit: (user: Profile) => void;
  onDelete: (user: Profile) => void;
  onHistory: (user: Profile) => void;
  /** Approve a rejected user or reject an approved one. */
  onDecide: (decision: UserDecision) => void;
  /** The decision under way, if any: its button shows it is busy. */
  deciding?: UserDecision | null;
  /** The signed-in admin's user id, for the rule's "not your own account". */
  actorId?: string;
}

const DECISION_LABELS: Record<ApprovalDecisionStatus, string> = { approved: 'Approve', rejected: 'Reject' };

const fullName = (u: Profile) => [u.firstName, u.lastName].filter(Boolean).join(' ') || '—';

export function UsersTable({ onEdit, onDelete, onHistory, onDecide, deciding, actorId = '' }: UsersTableProps) {
  const d = useDomainText();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const pages = useUserPages({ search, role: role || undefined });
  const { query } = pages;

  return (
    <div className="users-table">
      <TenderSearchBar search={search} onSearch={setSearch} placeholder="Search users..." label="Search users" refuse={null}>
        <SelectField className="sort-select" label="Role" labelHidden value={role} onChange={(e) => setRole(e.target.value as Role | '')}>
          <option value="">All Roles</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {d(ROLE_LABELS[r])}
            </option>
          ))}
        </SelectField>
      </TenderSearchBar>
      {query.isPending ? (
        <ListPlaceholder rows={5} label="Loading users" />
      ) : query.isError ? (
        <ListErrorCard message={userMessages.loadFailed} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 && pages.page === 1 ? (
        <ListEmptyState title="No users found" />
      ) : (
        <div className="table-scroll" aria-busy={query.isFetching || undefined}>
          <Table size="small" highlightOnHover aria-label="Users">
            <TableHead>
              <TableRow>
                <TableCell as="th">Name</TableCell>
                <TableCell as="th">Email</TableCell>
                <TableCell as="th">Phone</TableCell>
                <TableCell as="th">Role</TableCell>
                <TableCell as="th">Company</TableCell>
                <TableCell as="th">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.items.map((u) => {
                const decision = offeredDecision(u);
                const refusal = firstRefusal(decidable(actorId, u.userId, decision), u);
                const busy = deciding?.userId === u.userId;
                return (
                  <TableRow key={u.userId} data-testid="user-row">
                    <TableCell>{fullName(u)}</TableCell>
                    <TableCell>{u.email}</TableCell>
                    <TableCell>{u.phone || 'Not provided'}</TableCell>
                    <TableCell>
                      <StatusBadge tone={u.role === 'admin' ? 'neutral' : u.role === 'geodesist' ? 'cyan' : 'orange'} label={d(ROLE_LABELS[u.role])} />
                      {u.approvalStatus === 'rejected' && <StatusBadge tone="neutral" label="Rejected" />}
                    </TableCell>
                    <TableCell>{u.company || '—'}</TableCell>
                    <TableCell>
                      <Flex gap="0.25rem" wrap="wrap">
                        <Button size="small" aria-label={`Edit ${fullName(u)}`} onClick={() => onEdit(u)}>
                          Edit
                        </Button>
                        <Button size="small" aria-label={`History of ${fullName(u)}`} onClick={() => onHistory(u)}>
                          History
                        </Button>
                        <Button
                          size="small"
                          colorTheme={decision === 'rejected' ? 'warning' : 'success'}
                          aria-label={`${DECISION_LABELS[decision]} ${fullName(u)}`}
                          title={refusal?.message}
                          isDisabled={!!refusal || busy}
                          isLoading={busy}
                          onClick={() => onDecide({ userId: u.userId, status: decision })}
                        >
                          {DECISION_LABELS[decision]}
                        </Button>
                        <Button size="small" colorTheme="error" aria-label={`Delete ${fullName(u)}`} isDisabled={u.role === 'admin'} onClick={() => onDelete(u)}>
                          Delete
                        </Button>
                      </Flex>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <ListPager pages={pages} label="User pages" />
        </div>
      )}
    </div>
  );
}
