/** Privacy Policy (spec part 1, 2.11), effective May 7, 2025. */
import { LegalPage } from './legal-page';

export default function PrivacyPolicyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      sections={[
        { title: 'Introduction', body: <p>This policy explains how GeoTender collects, uses and protects your personal information when you use the platform.</p> },
        { title: 'Information We Collect', body: <p>Account details you give us (name, email, phone, company, role), the tenders, bids and files you submit, and technical data needed to run the service.</p> },
        { title: 'How We Use Your Information', body: <p>To provide the platform, verify accounts, connect tender posters with geodesists, send the notifications you choose, and keep the service secure.</p> },
        { title: 'Data Sharing and Disclosure', body: <p>Contact details are shared between a tender poster and a geodesist only once a bid is accepted. We do not sell personal data.</p> },
        { title: 'Data Security', body: <p>Files are stored privately and shared through short-lived signed links; access is limited by role.</p> },
        { title: 'Your Rights', body: <p>You may access, correct or delete your personal data, and object to its processing, by contacting us.</p> },
        { title: 'Cookies and Tracking Technologies', body: <p>We use only the cookies and local storage needed to keep you signed in and remember interface preferences.</p> },
        { title: 'Changes', body: <p>We may update this policy; the effective date above shows the latest version.</p> },
        { title: 'Contact Us', body: <p>For privacy enquiries, write to privacy@geotender.example or support@geotender.example.</p> },
      ]}
    />
  );
}
