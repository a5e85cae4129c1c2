/**
 * The account feature's public face: what the features above it may import (docs/architecture.md, "Feature order").
 * Its pure rules, messages and schemas (domain/) are public too; anything else of the feature is its own.
 */
import type * as UserPool from './user-accounts';
export { emailAdmins } from './admin-mail';
export { auditActor, changesOf, listAudit, recordAudit } from './data/audit-entries';
export {
  clearErasing,
  createProfile,
  deleteProfile,
  forEachApprovedPage,
  getProfile,
  getProfiles,
  listProfilesByApproval,
  listProfilesByRole,
  listUsers,
  markErasing,
  profileTable,
  setApproval,
  toProfile,
  updateProfile,
} from './data/profiles';
export { auditEntryModel, profileModel } from './data/user-models';
export { allEstoniaLeaveItem, allEstoniaMemberItem, forEachAllEstoniaPage, joinAllEstonia, leaveAllEstonia } from './data/audience';

/**
 * The user-pool calls (user-accounts.ts, Cognito), loaded at their first call: a function that may call them (an
 * erasure, an admin's user edit) but mostly does not keeps the Cognito client out of its cold start. Same
 * signatures, same errors.
 */
const userPool = () => import('./user-accounts');
export const findUserByEmail = async (...a: Parameters<typeof UserPool.findUserByEmail>) => (await userPool()).findUserByEmail(...a);
export const createUserAccount = async (...a: Parameters<typeof UserPool.createUserAccount>) => (await userPool()).createUserAccount(...a);
export const finishUserAccount = async (...a: Parameters<typeof UserPool.finishUserAccount>) => (await userPool()).finishUserAccount(...a);
export const moveUserToGroup = async (...a: Parameters<typeof UserPool.moveUserToGroup>) => (await userPool()).moveUserToGroup(...a);
export const deleteUserAccount = async (...a: Parameters<typeof UserPool.deleteUserAccount>) => (await userPool()).deleteUserAccount(...a);
export const syncUserAttributes = async (...a: Parameters<typeof UserPool.syncUserAttributes>) => (await userPool()).syncUserAttributes(...a);
export { userApprovalDecided, userErased, userRegistered } from './events';
