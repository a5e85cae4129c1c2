/** Terms of Service (spec part 1, 1 and 2.11), effective May 7, 2025. */
import { LegalPage } from './legal-page';

export default function TermsOfServiceRoute() {
  return (
    <LegalPage
      title="Terms of Service"
      sections={[
        { title: 'Introduction', body: <p>These terms govern your use of GeoTender, a tender platform for geodetic projects.</p> },
        {
          title: 'Definitions',
          body: (
            <p>
              "Tender Posters" are users who post tenders, evaluate bids and select geodesists. "Geodesists" are users who bid on and fulfil tenders.
            </p>
          ),
        },
        { title: 'Account Registration and Responsibilities', body: <p>You must give accurate information and keep your credentials safe. Geodesist accounts need admin approval.</p> },
        { title: 'Platform Usage', body: <p>Use the platform only for lawful tendering, bidding and delivery of survey work.</p> },
        {
          title: 'Fees and Payments',
          body: <p>Fees may be charged. GeoTender facilitates payment processing between tender posters and geodesists but is not responsible for payment disputes between users.</p>,
        },
        { title: 'Intellectual Property', body: <p>You keep the rights to the files you upload and grant us the licence needed to store and share them as you direct.</p> },
        { title: 'Prohibited Activities', body: <p>No fraudulent tenders or bids, no malware, no attempts to access other users' data.</p> },
        { title: 'Limitation of Liability', body: <p>The platform is provided as is; our liability is limited to the extent the law allows.</p> },
        { title: 'Termination', body: <p>We may suspend or close accounts that break these terms.</p> },
        { title: 'Governing Law', body: <p>These terms are governed by the laws of the country where GeoTender is established.</p> },
        { title: 'Changes', body: <p>We may update these terms; the effective date above shows the latest version.</p> },
        { title: 'Contact Us', body: <p>For questions about these terms, write to legal@geotender.example or support@geotender.example.</p> },
      ]}
    />
  );
}
