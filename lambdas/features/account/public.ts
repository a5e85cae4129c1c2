/**
 * The account feature's public face: what the features above it may import (docs/architecture.md, "Feature order").
 * Its pure rules, messages and schemas (domain/) are public too; anything else of the feature is its own.
 */
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
export { createUserAccount, deleteUserAccount, findUserByEmail, finishUserAccount, moveUserToGroup, syncUserAttributes } from './user-accounts';
