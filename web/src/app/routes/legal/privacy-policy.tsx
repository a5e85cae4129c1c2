/**
 * Privacy Policy (spec part 1, 2.11): static, effective May 7, 2025, with a Back to Home button and contact addresses. The
 * rights to a copy and to erasure point at the Account page's own Download my data and Erase my account, and what is
 * kept after an erasure is named with its retention (docs/decisions/security-privacy/erasure.md "Erasure"). Its
 * texts are the catalogue's `legal` part.
 */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { loadParts, useT } from '@/i18n/i18n';
import { LegalContact, LegalPage, rich, STRONG } from './legal-page';

await loadParts('legal');

export default function PrivacyPolicyRoute() {
  const t = useT();
  const list = (keys: Parameters<typeof t>[0][]) => (
    <ul>
      {keys.map((key) => (
        <li key={key}>{rich(t(key))}</li>
      ))}
    </ul>
  );
  return (
    <LegalPage
      title={t('footer.privacy')}
      intro={t('privacy.intro')}
      sections={[
        {
          id: 'introduction',
          title: t('legal.introduction'),
          body: (
            <>
              <p>{t('privacy.introduction.p1')}</p>
              <p>{rich(t('privacy.introduction.p2'), { link: (words) => <Link to={paths.termsOfService.getHref()}>{words}</Link> })}</p>
            </>
          ),
        },
        {
          id: 'information-we-collect',
          title: t('privacy.collect.title'),
          body: (
            <>
              <p>{t('privacy.collect.lead')}</p>
              {list(['privacy.collect.account', 'privacy.collect.security', 'privacy.collect.content', 'privacy.collect.communications', 'privacy.collect.technical'])}
            </>
          ),
        },
        {
          id: 'how-we-use-your-information',
          title: t('privacy.use.title'),
          body: (
            <>
              <p>{t('privacy.use.lead')}</p>
              {list(['privacy.use.account', 'privacy.use.tenders', 'privacy.use.notifications', 'privacy.use.support', 'privacy.use.security', 'privacy.use.legal'])}
              <p>{t('privacy.use.basis')}</p>
            </>
          ),
        },
        {
          id: 'data-sharing-and-disclosure',
          title: t('privacy.sharing.title'),
          body: (
            <>
              <p>{t('privacy.sharing.lead')}</p>
              {list(['privacy.sharing.users', 'privacy.sharing.providers', 'privacy.sharing.legal', 'privacy.sharing.transfer'])}
            </>
          ),
        },
        {
          id: 'data-security',
          title: t('privacy.security.title'),
          body: (
            <>
              <p>{t('privacy.security.p1')}</p>
              <p>{t('privacy.security.p2')}</p>
            </>
          ),
        },
        {
          id: 'your-rights',
          title: t('privacy.rights.title'),
          body: (
            <>
              <p>{t('privacy.rights.lead')}</p>
              {list([
                'privacy.rights.access',
                'privacy.rights.correct',
                'privacy.rights.delete',
                'privacy.rights.object',
                'privacy.rights.portable',
                'privacy.rights.withdraw',
                'privacy.rights.complain',
              ])}
              <p>{rich(t('privacy.rights.self'), { ...STRONG, account: (words) => <Link to={paths.account.root.getHref()}>{words}</Link> })}</p>
              <p>{t('privacy.rights.kept')}</p>
            </>
          ),
        },
        { id: 'cookies-and-tracking-technologies', title: t('privacy.cookies.title'), body: <p>{t('privacy.cookies.text')}</p> },
        { id: 'changes', title: t('legal.changes'), body: <p>{t('privacy.changes.text')}</p> },
        {
          id: 'contact-us',
          title: t('legal.contactUs'),
          body: <LegalContact lead={t('privacy.contact.lead')} enquiries={t('legal.privacyEnquiries')} address="privacy@geotender.example" />,
        },
      ]}
    />
  );
}
