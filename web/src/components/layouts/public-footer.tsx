/**
 * The shared public footer (spec part 1, 2.4): Company links (About Us with no target, Contact),
 * Legal links (Privacy Policy, Terms of Service, Cookie Policy with no target), copyright with the year.
 * Local runs also link the local mailbox.
 */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { webConfig } from '@/config/web-config';
import { Logo } from './logo';
import { useT } from '@/i18n/i18n';

export function PublicFooter() {
  const t = useT();
  const mailboxUrl = webConfig().mailboxUrl;
  return (
    <footer className="public-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <div className="brand">
            <Logo size={24} />
            <span className="brand-name">{t('brand.name')}</span>
          </div>
          <p>{t('footer.tagline')}</p>
        </div>
        <div>
          <h2 className="footer-heading">{t('footer.company')}</h2>
          <ul>
            <li>
              <span className="footer-link-inert">{t('footer.aboutUs')}</span>
            </li>
            <li>
              <Link to={paths.contact.getHref()}>{t('footer.contact')}</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">{t('footer.legal')}</h2>
          <ul>
            <li>
              <Link to={paths.privacyPolicy.getHref()}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.termsOfService.getHref()}>{t('footer.terms')}</Link>
            </li>
            <li>
              <span className="footer-link-inert">{t('footer.cookies')}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.copyright', { year: String(new Date().getFullYear()) })}</p>
        {mailboxUrl && (
          <p>
            {t('footer.localRun')} <a href={mailboxUrl}>{t('footer.localMailbox')}</a>
          </p>
        )}
      </div>
    </footer>
  );
}
