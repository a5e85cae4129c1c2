/**
 * The admin's user table (spec part 2, 'Admin users'): 'Search users...' (e-mail, full name,
 * company; on the server), the role filter (All Roles, Admin, Tender Poster, Geodesist), columns Name,
 * Email, Phone ('Not provided'), Role, Company, Actions (edit, history, delete; delete disabled for
 * admins), cursor paging, 5 skeleton rows while loading, 'No users found', the error with a retry. Each user
 * also has the approval decision they do not have yet: Approve for a rejected user
 * (the review the rejected page promises), Reject for an approved one; disabled with the rule's reason where the
 * API's rule refuses it (admin/domain/approval-rules.ts: an admin does not reject themself). Texts from the catalogue's
 * `admin` part; role names, the rule's reason and the load failure as the domain words them.
 */
import { Button, Flex, SelectField, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { Profile } from '@features/account/domain/dto';
import { decidable, offeredDecision, type ApprovalDecisionStatus } from '@features/admin/domain/approval-rules';
import { firstRefusal } from '@domain/rules';
import { ROLES, type Role } from '@domain/roles';
import { ROLE_LABELS } from '@domain/role-labels';
import { userMessages } from '@features/account/domain/users';
import { StatusBadge } from '@/components/status-badge';
import { ListEmptyState, ListErrorCard, ListPager, ListPlaceholder } from '@/components/ui/list-states';
import { TenderSearchBar } from '@/components/tender-search-bar';
import type { MessageKey } from '@domain/i18n/catalogue';
import { useT } from '@/i18n/i18n';
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

/** Each decision's button and its label naming the user. */
const DECISION_LABELS: Record<ApprovalDecisionStatus, { label: MessageKey; userLabel: MessageKey }> = {
  approved: { label: 'admin.decision.approve', userLabel: 'admin.decision.approveUser' },
  rejected: { label: 'admin.decision.reject', userLabel: 'admin.decision.rejectUser' },
};

const fullName = (u: Profile) => [u.firstName, u.lastName].filter(Boolean).join(' ') || '—';

/** The table with its search, role filter, states and pager. */
export function UsersTable({ onEdit, onDelete, onHistory, onDecide, deciding, actorId = '' }: UsersTableProps) {
  const t = useT();
  const d = useDomainText();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const pages = useUserPages({ search, role: role || undefined });
  const { query } = pages;

  return (
    <div className="users-table">
      <TenderSearchBar search={search} onSearch={setSearch} placeholder={t('admin.users.searchPlaceholder')} label={t('admin.users.search')} refuse={null}>
        <SelectField className="sort-select" label={t('admin.users.role')} labelHidden value={role} onChange={(e) => setRole(e.target.value as Role | '')}>
          <option value="">{t('admin.users.allRoles')}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {d(ROLE_LABELS[r])}
            </option>
          ))}
        </SelectField>
      </TenderSearchBar>
      {query.isPending ? (
        <ListPlaceholder rows={5} label={t('admin.users.loading')} />
      ) : query.isError ? (
        <ListErrorCard message={userMessages.loadFailed} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 && pages.page === 1 ? (
        <ListEmptyState title={t('admin.users.none')} />
      ) : (
        <div className="table-scroll" aria-busy={query.isFetching || undefined}>
          <Table size="small" highlightOnHover aria-label={t('admin.users.table')}>
            <TableHead>
              <TableRow>
                <TableCell as="th">{t('admin.users.name')}</TableCell>
                <TableCell as="th">{t('admin.users.email')}</TableCell>
                <TableCell as="th">{t('admin.users.phone')}</TableCell>
                <TableCell as="th">{t('admin.users.role')}</TableCell>
                <TableCell as="th">{t('admin.users.company')}</TableCell>
                <TableCell as="th">{t('admin.users.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.items.map((u) => {
                const decision = offeredDecision(u);
                const refusal = firstRefusal(decidable(actorId, u.userId, decision), u);
                const busy = deciding?.userId === u.userId;
                const name = fullName(u);
                return (
                  <TableRow key={u.userId} data-testid="user-row">
                    <TableCell>{name}</TableCell>
                    <TableCell>{u.email}</TableCell>
                    <TableCell>{u.phone || t('admin.users.notProvided')}</TableCell>
                    <TableCell>
                      <StatusBadge tone={u.role === 'admin' ? 'neutral' : u.role === 'geodesist' ? 'cyan' : 'orange'} label={d(ROLE_LABELS[u.role])} />
                      {u.approvalStatus === 'rejected' && <StatusBadge tone="neutral" label={t('admin.approval.rejected')} />}
                    </TableCell>
                    <TableCell>{u.company || '—'}</TableCell>
                    <TableCell>
                      <Flex gap="0.25rem" wrap="wrap">
                        <Button size="small" aria-label={t('admin.users.editUser', { name })} onClick={() => onEdit(u)}>
                          {t('admin.users.edit')}
                        </Button>
                        <Button size="small" aria-label={t('admin.users.historyOf', { name })} onClick={() => onHistory(u)}>
                          {t('admin.users.history')}
                        </Button>
                        <Button
                          size="small"
                          colorTheme={decision === 'rejected' ? 'warning' : 'success'}
                          aria-label={t(DECISION_LABELS[decision].userLabel, { name })}
                          title={refusal?.message}
                          isDisabled={!!refusal || busy}
                          isLoading={busy}
                          onClick={() => onDecide({ userId: u.userId, status: decision })}
                        >
                          {t(DECISION_LABELS[decision].label)}
                        </Button>
                        <Button size="small" colorTheme="error" aria-label={t('admin.users.deleteUser', { name })} isDisabled={u.role === 'admin'} onClick={() => onDelete(u)}>
                          {t('admin.users.delete')}
                        </Button>
                      </Flex>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <ListPager pages={pages} label={t('admin.users.pages')} />
        </div>
      )}
    </div>
  );
}
