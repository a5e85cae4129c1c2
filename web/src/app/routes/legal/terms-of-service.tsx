/**
 * Terms of Service (spec part 1, 1 and 2.11): static, effective May 7, 2025. Fees may be charged; GeoTender
 * facilitates payment processing between posters and geodesists but is not responsible for payment
 * disputes between users; Tender Posters and Geodesists are defined. Carries contact addresses. Its texts are the
 * catalogue's `legal` part.
 */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { loadParts, useT } from '@/i18n/i18n';
import { LegalContact, LegalPage, rich } from './legal-page';

await loadParts('legal');

export default function TermsOfServiceRoute() {
  const t = useT();
  const paragraphs = (keys: Parameters<typeof t>[0][]) => keys.map((key) => <p key={key}>{t(key)}</p>);
  const list = (keys: Parameters<typeof t>[0][]) => (
    <ul>
      {keys.map((key) => (
        <li key={key}>{rich(t(key))}</li>
      ))}
    </ul>
  );
  return (
    <LegalPage
      title={t('footer.terms')}
      intro={t('terms.intro')}
      sections={[
        {
          id: 'introduction',
          title: t('legal.introduction'),
          body: (
            <>
              <p>{t('terms.introduction.p1')}</p>
              <p>{rich(t('terms.introduction.p2'), { link: (words) => <Link to={paths.privacyPolicy.getHref()}>{words}</Link> })}</p>
            </>
          ),
        },
        {
          id: 'definitions',
          title: t('terms.definitions.title'),
          body: list(['terms.definitions.posters', 'terms.definitions.geodesists', 'terms.definitions.tender', 'terms.definitions.bid', 'terms.definitions.deliverables', 'terms.definitions.content']),
        },
        {
          id: 'account-registration-and-responsibilities',
          title: t('terms.accounts.title'),
          body: <>{paragraphs(['terms.accounts.p1', 'terms.accounts.p2', 'terms.accounts.p3'])}</>,
        },
        {
          id: 'platform-usage',
          title: t('terms.usage.title'),
          body: (
            <>
              <p>{t('terms.usage.p1')}</p>
              {list(['terms.usage.posters', 'terms.usage.geodesists', 'terms.usage.noGuarantee'])}
            </>
          ),
        },
        { id: 'fees-and-payments', title: t('terms.fees.title'), body: <>{paragraphs(['terms.fees.p1', 'terms.fees.p2'])}</> },
        { id: 'intellectual-property', title: t('terms.ip.title'), body: <>{paragraphs(['terms.ip.p1', 'terms.ip.p2'])}</> },
        {
          id: 'prohibited-activities',
          title: t('terms.prohibited.title'),
          body: (
            <>
              <p>{t('terms.prohibited.lead')}</p>
              {list([
                'terms.prohibited.false',
                'terms.prohibited.rights',
                'terms.prohibited.malware',
                'terms.prohibited.access',
                'terms.prohibited.scrape',
                'terms.prohibited.spam',
                'terms.prohibited.load',
              ])}
            </>
          ),
        },
        { id: 'limitation-of-liability', title: t('terms.liability.title'), body: <>{paragraphs(['terms.liability.p1', 'terms.liability.p2'])}</> },
        { id: 'termination', title: t('terms.termination.title'), body: <p>{t('terms.termination.text')}</p> },
        { id: 'governing-law', title: t('terms.law.title'), body: <p>{t('terms.law.text')}</p> },
        { id: 'changes', title: t('legal.changes'), body: <p>{t('terms.changes.text')}</p> },
        {
          id: 'contact-us',
          title: t('legal.contactUs'),
          body: <LegalContact lead={t('terms.contact.lead')} enquiries={t('legal.legalEnquiries')} address="legal@geotender.example" />,
        },
      ]}
    />
  );
}
