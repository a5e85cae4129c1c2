/**
 * Amplify Auth as the web app uses it, loaded on first use through lib/auth-api.ts beside
 * its set-up (lib/amplify.ts): the sign-in, sign-up, reset, password, MFA and session calls, and Amplify's
 * Hub. Call these through authApi(), never from here, so the landing page and the sign-in and registration
 * forms render without Amplify.
 */
export {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  fetchMFAPreference,
  resetPassword,
  setUpTOTP,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
export { Hub } from 'aws-amplify/utils';
