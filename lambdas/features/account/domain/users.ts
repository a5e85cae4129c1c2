/**
 * User management by admins (spec part 2, 'Admin users', 3 "New user form", 5 "Admin", 6 and 8):
 * messages, the page size, the name split of the Add User form and the phone-number rule. Pure module,
 * shared by the API (which enforces) and the web app (which mirrors).
 */
import { english } from '../../../domain/i18n/english';

/** Users per page of the admin's user table (the spec leaves admin page sizes open; part 2, 9). */
export const USER_PAGE_SIZE = 10;

/** Messages of the admin user routes and dialogs (part 2, 5 and 8; the server's refusals beyond the spec). */
export const userMessages = {
  emailExists: english('error.user.emailExists'),
  notFound: english('error.user.notFound'),
  notInPool: english('error.user.notInPool'),
  adminRoleLocked: english('error.user.adminRoleLocked'),
  adminNotDeletable: english('error.user.adminNotDeletable'),
  selfDelete: english('error.user.selfDelete'),
  selfReject: english('error.user.selfReject'),
  lastAdmin: english('error.user.lastAdmin'),
  badCursor: english('error.user.badCursor'),
  invalidPhone: english('error.user.invalidPhone'),
  nameTooLong: english('error.user.nameTooLong'),
  missingInformation: english('error.user.missingInformation'),
  loadFailed: english('error.user.loadFailed'),
  createFailed: english('error.user.createFailed'),
  updateFailed: english('error.user.updateFailed'),
  roleFailed: english('error.user.roleFailed'),
  deleteFailed: english('error.user.deleteFailed'),
} as const;

/**
 * A phone number as people write it: an optional leading +, then digits with spaces, dashes, dots or
 * parentheses between them, 7 to 15 digits in all (E.164's length).
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9 ()./-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** Splits the Add User form's Full Name at the first space (part 2, 3): first name, and the rest as last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const i = trimmed.indexOf(' ');
  return i < 0 ? { firstName: trimmed, lastName: '' } : { firstName: trimmed.slice(0, i), lastName: trimmed.slice(i + 1) };
}

/** What an admin did to a user, as recorded in the user's history. */
export const AUDIT_ACTIONS = ['add', 'edit', 'role_change', 'approve', 'reject', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How the history names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  add: 'Added',
  edit: 'Edited',
  role_change: 'Role changed',
  approve: 'Approved',
  reject: 'Rejected',
  delete: 'Deleted',
};
