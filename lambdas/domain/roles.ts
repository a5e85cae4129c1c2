/**
 * Roles and approval (spec part 1, sections 4.2 and 6).
 * Pure module: no AWS imports; shared by the Lambda handlers and the web app.
 */
/** The three roles; each is also a Cognito group of the same name. */
export const ROLES = ['geodesist', 'tenderPoster', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose at registration (part 1, 1 and 2.6). `admin` is never self-registered. */
export const SELF_REGISTER_ROLES = ['geodesist', 'tenderPoster'] as const satisfies readonly Role[];
export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

/** Approval states of an account (part 1, 4.2; part 2, 4). */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** True when `value` is one of the three roles; anything else is an invalid role (part 1, 4.2). */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * The role carried by a token's `cognito:groups` claim.
 * Takes the claim as an array, or as API Gateway's flattened string form "[a b]".
 * Returns the first known role, or undefined when none is known (part 1, 4.2: unknown roles are rejected).
 */
export function roleFromGroups(groups: unknown): Role | undefined {
  let list: string[] = [];
  if (Array.isArray(groups)) list = groups.map(String);
  else if (typeof groups === 'string')
    list = groups
      .replace(/^\[|\]$/g, '')
      .split(/[\s,]+/)
      .filter(Boolean);
  // A user in several groups gets the most privileged one.
  for (const role of ['admin', 'tenderPoster', 'geodesist'] as const) if (list.includes(role)) return role;
  return undefined;
}

/**
 * The Cognito group that approves a geodesist from the console: adding a
 * pending geodesist to it approves them at their next sign-in or token refresh (Pre Token Generation).
 */
export const APPROVAL_GROUP = 'approvedGeodesists';

/** Initial approval on confirmation: geodesists wait for an admin, everyone else is approved (part 1, 4.2). */
export function initialApproval(role: Role): ApprovalStatus {
  return role === 'geodesist' ? 'pending' : 'approved';
}

/**
 * Whether an account may use its role's area: only geodesists wait for approval (part 1, 4.2), and a
 * rejected account of any role is blocked (part 2, 4 "reject blocks it").
 */
export function hasAccess(role: Role, approval: ApprovalStatus | undefined): boolean {
  if (approval === 'rejected') return false;
  return role !== 'geodesist' || approval === 'approved';
}

/**
 * Whether a signed-in person waits on the approval page instead of their area (part 1, 2.7): a geodesist
 * until `isApproved` (GET /me, hasAccess) is known true, any other role once it is known false (rejected).
 */
export function awaitsApproval(auth: { role: Role | undefined; isApproved: boolean | undefined }): boolean {
  return auth.role === 'geodesist' ? !auth.isApproved : auth.isApproved === false;
}

/** The home route of a role; any unknown signed-in role defaults to the geodesist area (part 1, 2.3 and 6). */
export function homePath(role: Role | undefined): '/admin' | '/tender-poster' | '/geodesist' {
  if (role === 'admin') return '/admin';
  if (role === 'tenderPoster') return '/tender-poster';
  return '/geodesist';
}

/** What other parties' records show in place of an erased user's name (docs/decisions/security-privacy/erasure.md, "Erasure"). */
export const DELETED_USER = 'Deleted user';

/**
 * Display name (part 1, 2.4): first and last name joined; when both are empty, the part of the
 * e-mail before the at sign; when that is empty too, "User".
 */
export function displayName(p: { firstName?: string | null; lastName?: string | null; email?: string | null }): string {
  const joined = [p.firstName?.trim(), p.lastName?.trim()].filter(Boolean).join(' ');
  if (joined) return joined;
  const local = p.email?.split('@')[0]?.trim();
  return local || 'User';
}
