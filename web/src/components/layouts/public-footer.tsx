/**
 * The shared public footer (spec part 1, 2.4): Company links (About Us with no target, Contact),
 * Legal links (Privacy Policy, Terms of Service, Cookie Policy with no target), copyright with the year.
 * Local runs also link the local mailbox.
 */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { webConfig } from '@/config/web-config';
import { Logo } from './logo';

export function PublicFooter() {
  const mailboxUrl = webConfig().mailboxUrl;
  return (
    <footer className="public-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <div className="brand">
            <Logo size={24} />
            <span className="brand-name">GeoTender</span>
          </div>
          <p>The tender platform for geodetic and land-survey projects. Fast. Easy. Precise.</p>
        </div>
        <div>
          <h2 className="footer-heading">Company</h2>
          <ul>
            <li>
              <span className="footer-link-inert">About Us</span>
            </li>
            <li>
              <Link to={paths.contact.getHref()}>Contact</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">Legal</h2>
          <ul>
            <li>
              <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={paths.termsOfService.getHref()}>Terms of Service</Link>
            </li>
            <li>
              <span className="footer-link-inert">Cookie Policy</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>© {new Date().getFullYear()} GeoTender. All rights reserved.</p>
        {mailboxUrl && (
          <p>
            Local run: <a href={mailboxUrl}>open the local mailbox</a>
          </p>
        )}
      </div>
    </footer>
  );
}
