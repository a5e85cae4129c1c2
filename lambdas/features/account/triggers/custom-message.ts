/**
 * Cognito CustomMessage: the confirmation and password-reset e-mails, with links to this site
 * (SITE_URL) that carry the code (docs/decisions/spec-readings/confirmation-link.md,
 * docs/decisions/spec-readings/reset-token.md). The code is also shown as text. Written in the language the person
 * chose: the sign-up sends it as client metadata (`language`) and as the user's `locale` attribute, which a later
 * reset finds; absent or unknown, English (there is no profile to read yet, and this function reads nothing).
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { languageOf, type Language } from '../../../domain/i18n/languages';
import { noticeText, type NoticeKey } from '../../../domain/i18n/notices';
import { config } from '../../../kernel/config';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

function html(t: (key: NoticeKey) => string, title: string, intro: string, link: string, action: string, code: string): string {
  return [
    `<html><body style="font-family:Arial,sans-serif;color:#1f2937">`,
    `<h2>${escape(title)}</h2>`,
    `<p>${escape(intro)}</p>`,
    `<p><a href="${escape(link)}" style="display:inline-block;padding:10px 18px;background:#0e7490;color:#fff;text-decoration:none;border-radius:6px">${escape(action)}</a></p>`,
    `<p>${escape(t('notice.cognito.code'))} <strong>${code}</strong></p>`,
    `<p style="color:#6b7280;font-size:12px">${escape(t('notice.cognito.ignore'))}</p>`,
    `</body></html>`,
  ].join('');
}

/** The language of the e-mail: the client metadata's `language`, else the user's `locale`, else English. */
export function messageLanguage(event: Pick<CustomMessageTriggerEvent, 'request'>): Language {
  return languageOf(event.request.clientMetadata?.language ?? event.request.userAttributes.locale);
}

/** Fills emailSubject and emailMessage for sign-up, resend and forgot-password; returns the event. */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const code = event.request.codeParameter;
  const email = event.request.userAttributes.email ?? '';
  const site = config.siteUrl;
  const language = messageLanguage(event);
  const t = (key: NoticeKey) => noticeText(language, key);
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode': {
      const link = `${site}/login?confirm=${code}&email=${encodeURIComponent(email)}`;
      event.response.emailSubject = t('notice.cognito.confirmSubject');
      event.response.emailMessage = html(t, t('notice.cognito.confirmTitle'), t('notice.cognito.confirmIntro'), link, t('notice.cognito.confirmAction'), code);
      break;
    }
    case 'CustomMessage_ForgotPassword': {
      const link = `${site}/reset-password?access_token=${code}&email=${encodeURIComponent(email)}`;
      event.response.emailSubject = t('notice.cognito.resetSubject');
      event.response.emailMessage = html(t, t('notice.cognito.resetTitle'), t('notice.cognito.resetIntro'), link, t('notice.cognito.resetAction'), code);
      break;
    }
    default:
      break;
  }
  return event;
};
