/**
 * Cognito CustomMessage: the confirmation and password-reset e-mails, with links to this site
 * (SITE_URL) that carry the code (docs/decisions/spec-readings/confirmation-link.md,
 * docs/decisions/spec-readings/reset-token.md). The code is also shown as text.
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { config } from '../../../kernel/config';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

function html(title: string, intro: string, link: string, action: string, code: string): string {
  return [
    `<html><body style="font-family:Arial,sans-serif;color:#1f2937">`,
    `<h2>${escape(title)}</h2>`,
    `<p>${escape(intro)}</p>`,
    `<p><a href="${escape(link)}" style="display:inline-block;padding:10px 18px;background:#0e7490;color:#fff;text-decoration:none;border-radius:6px">${escape(action)}</a></p>`,
    `<p>Or enter this code: <strong>${code}</strong></p>`,
    `<p style="color:#6b7280;font-size:12px">If you did not ask for this, ignore this e-mail.</p>`,
    `</body></html>`,
  ].join('');
}

/** Fills emailSubject and emailMessage for sign-up, resend and forgot-password; returns the event. */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const code = event.request.codeParameter;
  const email = event.request.userAttributes.email ?? '';
  const site = config.siteUrl;
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode': {
      const link = `${site}/login?confirm=${code}&email=${encodeURIComponent(email)}`;
      event.response.emailSubject = 'Confirm your GeoTender account';
      event.response.emailMessage = html('Welcome to GeoTender', 'Confirm your e-mail address to finish your registration.', link, 'Confirm my account', code);
      break;
    }
    case 'CustomMessage_ForgotPassword': {
      const link = `${site}/reset-password?access_token=${code}&email=${encodeURIComponent(email)}`;
      event.response.emailSubject = 'Reset your GeoTender password';
      event.response.emailMessage = html('Reset your password', 'Follow the link to choose a new password.', link, 'Reset my password', code);
      break;
    }
    default:
      break;
  }
  return event;
};
