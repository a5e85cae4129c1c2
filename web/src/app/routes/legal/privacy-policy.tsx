/**
 * Privacy Policy (spec part 1, 2.11): static, effective May 7, 2025, with a Back to Home button and contact addresses. The
 * rights to a copy and to erasure point at the Account page's own Download my data and Erase my account, and what is
 * kept after an erasure is named with its retention (docs/decisions/security-privacy/erasure.md "Erasure").
 */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LegalPage } from './legal-page';

export default function PrivacyPolicyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="How GeoTender collects, uses, shares and protects personal information."
      sections={[
        {
          title: 'Introduction',
          body: (
            <>
              <p>
                GeoTender is an online marketplace where organizations publish tenders for geodetic, land-survey and mapping work, and qualified geodesists bid on them and deliver the work. This
                Privacy Policy explains what personal information we collect when you visit the website or use the platform, why we collect it, with whom we share it and what rights you have.
              </p>
              <p>
                GeoTender is the controller of the personal information described here. By using the platform you acknowledge this policy. It should be read together with our{' '}
                <Link to={paths.termsOfService.getHref()}>Terms of Service</Link>.
              </p>
            </>
          ),
        },
        {
          title: 'Information We Collect',
          body: (
            <>
              <p>We collect the following categories of information:</p>
              <ul>
                <li>
                  <strong>Account information</strong>: your first and last name, email address, password (stored only as a protected hash by our authentication provider), account type (Tender Poster
                  or Geodesist) and, if you give them, your phone number and company.
                </li>
                <li>
                  <strong>Security information</strong>: if you turn on two-factor authentication, the secret shared with your authenticator app, held by our authentication provider.
                </li>
                <li>
                  <strong>Tender and project content</strong>: tenders, descriptions, deadlines, bids, prices, messages and the files you upload, such as plans, survey data, KML, CAD and PDF
                  documents, which may contain information about locations, properties and the people involved in a project.
                </li>
                <li>
                  <strong>Communications</strong>: messages you send us through the contact form or by email, and the notification preferences you choose.
                </li>
                <li>
                  <strong>Technical information</strong>: IP address, browser type, device information, the date and time of requests, and log data needed to operate and secure the service.
                </li>
              </ul>
            </>
          ),
        },
        {
          title: 'How We Use Your Information',
          body: (
            <>
              <p>We use personal information to:</p>
              <ul>
                <li>create and manage your account, verify your email address and review geodesist accounts before approval;</li>
                <li>publish tenders, deliver bids to tender posters, and let the parties to a project exchange files and deliverables;</li>
                <li>send the in-app and email notifications you have chosen, and service messages such as password resets;</li>
                <li>answer your enquiries and provide support;</li>
                <li>keep the platform secure, prevent fraud and abuse, and enforce our Terms of Service;</li>
                <li>meet our legal obligations, for example record-keeping and responding to lawful requests.</li>
              </ul>
              <p>
                We process your information to perform our contract with you, on the basis of our legitimate interest in running a safe and reliable marketplace, to comply with the law, and, where
                required, with your consent, which you may withdraw at any time.
              </p>
            </>
          ),
        },
        {
          title: 'Data Sharing and Disclosure',
          body: (
            <>
              <p>We do not sell your personal information. We share it only as follows:</p>
              <ul>
                <li>
                  <strong>With other users</strong>: open tenders, with their attachments, are visible to approved geodesists. A bid is visible to the tender poster who receives it. Contact details
                  are shared between a tender poster and a geodesist only once a bid has been accepted.
                </li>
                <li>
                  <strong>With service providers</strong> who host and operate the platform for us (cloud hosting, storage, authentication and email delivery), bound by contract to use the information
                  only on our instructions.
                </li>
                <li>
                  <strong>For legal reasons</strong>: when required by law, court order or a public authority, or to protect the rights, property or safety of GeoTender, our users or others.
                </li>
                <li>
                  <strong>In a business transfer</strong>: as part of a merger, acquisition or sale of assets, subject to this policy.
                </li>
              </ul>
            </>
          ),
        },
        {
          title: 'Data Security',
          body: (
            <>
              <p>
                We protect personal information with technical and organizational measures appropriate to the risk: encrypted connections (TLS), private file storage that is reached only through
                short-lived signed links, role-based access so that each user sees only what their role allows, optional two-factor authentication, and restricted staff access.
              </p>
              <p>No method of transmission or storage is completely secure. Please keep your password confidential and tell us at once if you suspect unauthorized access to your account.</p>
            </>
          ),
        },
        {
          title: 'Your Rights',
          body: (
            <>
              <p>Depending on where you live, you may have the right to:</p>
              <ul>
                <li>access the personal information we hold about you and receive a copy of it;</li>
                <li>correct inaccurate information (you can edit your profile at any time in your account settings);</li>
                <li>have your information deleted, or its processing restricted;</li>
                <li>object to processing based on our legitimate interests;</li>
                <li>receive your information in a portable format;</li>
                <li>withdraw consent where processing is based on consent;</li>
                <li>lodge a complaint with your local data protection authority.</li>
              </ul>
              <p>
                Two of them you exercise yourself, at any time, in your <Link to={paths.account.root.getHref()}>Account</Link>: <strong>Download my data</strong> prepares a copy of everything
                GeoTender holds about you, your files included, in a machine-readable file, and <strong>Erase my account</strong> deletes your account and your personal data. For the other rights,
                contact us at the address below.
              </p>
              <p>
                We keep personal information as long as your account is active. After an erasure we keep only what the law or another person&apos;s contract requires, without your contact details: the
                records of completed contracts (tenders, accepted bids, deliveries and their files) for 7 years after the work was completed, as accounting law requires; the administrators&apos;
                history of actions on your account for 3 years; messages you sent through the contact form, without your name and email, for 1 year.
              </p>
            </>
          ),
        },
        {
          title: 'Cookies and Tracking Technologies',
          body: (
            <p>
              GeoTender uses only the cookies and browser storage needed for the service to work: to keep you signed in and to remember interface preferences, such as whether the sidebar is collapsed
              (kept for 7 days). We do not use advertising cookies or third-party tracking. You can clear cookies and storage in your browser at any time; you will then need to sign in again.
            </p>
          ),
        },
        {
          title: 'Changes',
          body: (
            <p>
              We may update this Privacy Policy from time to time. The effective date at the top shows when it last changed. If a change is significant, we will tell you by email or by a notice on the
              platform before it takes effect.
            </p>
          ),
        },
        {
          title: 'Contact Us',
          body: (
            <>
              <p>For questions about this policy or about your personal information, contact us:</p>
              <ul>
                <li>
                  Privacy enquiries: <a href="mailto:privacy@geotender.example">privacy@geotender.example</a>
                </li>
                <li>
                  General support: <a href="mailto:support@geotender.example">support@geotender.example</a>
                </li>
                <li>
                  Or use our <Link to={paths.contact.getHref()}>contact form</Link>.
                </li>
              </ul>
            </>
          ),
        },
      ]}
    />
  );
}
