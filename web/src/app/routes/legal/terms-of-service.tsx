/**
 * Terms of Service (spec part 1, 1 and 2.11): static, effective May 7, 2025. Fees may be charged; GeoTender
 * facilitates payment processing between posters and geodesists but is not responsible for payment
 * disputes between users; Tender Posters and Geodesists are defined. Carries contact addresses.
 */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LegalPage } from './legal-page';

export default function TermsOfServiceRoute() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="The rules for using the GeoTender tender platform for geodetic projects."
      sections={[
        {
          title: 'Introduction',
          body: (
            <>
              <p>
                These Terms of Service ("Terms") govern your access to and use of GeoTender (the "Platform"), an online marketplace on which organizations publish tenders for geodetic, land-survey and
                mapping work and qualified geodesists bid on them and deliver the work.
              </p>
              <p>
                By creating an account or using the Platform you agree to these Terms and to our <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>. If you use the Platform on behalf of an
                organization, you confirm that you may bind that organization to these Terms. If you do not agree, do not use the Platform.
              </p>
            </>
          ),
        },
        {
          title: 'Definitions',
          body: (
            <ul>
              <li>
                <strong>"Tender Posters"</strong> are users who post tenders, evaluate bids and select geodesists.
              </li>
              <li>
                <strong>"Geodesists"</strong> are users who bid on and fulfil tenders: surveyors and other qualified professionals approved by GeoTender.
              </li>
              <li>
                <strong>"Tender"</strong> means a request for geodetic or survey work published on the Platform, with its requirements, location, budget, timeline and attachments.
              </li>
              <li>
                <strong>"Bid"</strong> means a Geodesist's offer for a Tender, with a proposal and a price in euros.
              </li>
              <li>
                <strong>"Deliverables"</strong> means the files and results a Geodesist uploads to fulfil an accepted Bid.
              </li>
              <li>
                <strong>"Content"</strong> means any text, data, file or other material that a user submits to the Platform.
              </li>
            </ul>
          ),
        },
        {
          title: 'Account Registration and Responsibilities',
          body: (
            <>
              <p>
                To use the Platform you must register as a Tender Poster or a Geodesist, give accurate and complete information, confirm your email address and keep your information up to date. You
                must be at least 18 years old and legally able to enter into contracts.
              </p>
              <p>
                Geodesist accounts are reviewed by GeoTender and may be used for bidding only after approval. We may refuse or withdraw approval, for example where qualifications cannot be verified.
              </p>
              <p>
                You are responsible for keeping your password and any two-factor authentication device secure and for all activity under your account. Tell us at once of any unauthorized use. Accounts
                are personal and may not be shared or transferred.
              </p>
            </>
          ),
        },
        {
          title: 'Platform Usage',
          body: (
            <>
              <p>
                GeoTender provides the means for Tender Posters and Geodesists to meet and work together. Contracts for survey work are formed directly between the Tender Poster and the Geodesist when
                a Bid is accepted; GeoTender is not a party to those contracts and does not perform survey work.
              </p>
              <ul>
                <li>Tender Posters are responsible for describing their requirements accurately, holding the rights to the material they upload, and evaluating Bids in good faith.</li>
                <li>
                  Geodesists are responsible for holding the qualifications, licences and insurance their work requires, for the accuracy of their Bids, and for delivering the work as agreed and in
                  line with applicable professional standards.
                </li>
                <li>GeoTender does not verify the accuracy of Tenders, Bids or Deliverables and does not guarantee that a Tender will receive Bids or that a project will be completed.</li>
              </ul>
            </>
          ),
        },
        {
          title: 'Fees and Payments',
          body: (
            <>
              <p>
                Fees may be charged for the use of the Platform or of particular features. Any fees are shown to you before you incur them, and may change with notice. Unless stated otherwise, prices
                are in euros.
              </p>
              <p>
                GeoTender facilitates payment processing between Tender Posters and Geodesists but is not responsible for payment disputes between users. Questions about the amount, timing or
                completion of a payment for survey work must be settled between the Tender Poster and the Geodesist. Each user is responsible for their own taxes.
              </p>
            </>
          ),
        },
        {
          title: 'Intellectual Property',
          body: (
            <>
              <p>The Platform, its software, design and trademarks belong to GeoTender or its licensors. You may use them only as these Terms allow.</p>
              <p>
                You keep the rights in the Content you upload. You grant GeoTender a worldwide, non-exclusive, royalty-free licence to host, store, copy and display that Content only as needed to
                operate the Platform and to share it with the users you choose, for example the Geodesists who view your Tender or the Tender Poster who receives your Deliverables. Rights in
                Deliverables pass between Tender Poster and Geodesist as they agree between themselves.
              </p>
            </>
          ),
        },
        {
          title: 'Prohibited Activities',
          body: (
            <>
              <p>You must not:</p>
              <ul>
                <li>post false, misleading or fraudulent Tenders or Bids, or bid on a Tender you have no intention or ability to fulfil;</li>
                <li>upload Content you have no right to share, or that is unlawful, defamatory or infringes the rights of others;</li>
                <li>upload malware or files disguised as another file type;</li>
                <li>try to access other users' accounts, data or files, or to get around the Platform's security or role restrictions;</li>
                <li>scrape, copy or resell the Platform's data without our written permission;</li>
                <li>use the Platform to contact users for purposes unrelated to their Tenders or Bids, or to send spam;</li>
                <li>interfere with the operation of the Platform or place an unreasonable load on it.</li>
              </ul>
            </>
          ),
        },
        {
          title: 'Limitation of Liability',
          body: (
            <>
              <p>
                The Platform is provided "as is" and "as available". To the extent the law allows, GeoTender gives no warranty that it will be uninterrupted or error-free, and is not liable for the
                acts or omissions of users, for the quality or accuracy of Tenders, Bids or Deliverables, or for any indirect, incidental or consequential loss, loss of profit or loss of data.
              </p>
              <p>
                To the extent the law allows, GeoTender's total liability arising from these Terms is limited to the fees you paid to GeoTender in the twelve months before the claim. Nothing in these
                Terms limits liability that cannot be limited by law, such as liability for intent or gross negligence.
              </p>
            </>
          ),
        },
        {
          title: 'Termination',
          body: (
            <p>
              You may close your account at any time by contacting us. We may suspend or close an account, or remove Content, if you break these Terms, if required by law, or to protect other users or
              the Platform. Obligations arising before termination, including payments owed between users, survive termination, as do the sections on intellectual property, limitation of liability and
              governing law.
            </p>
          ),
        },
        {
          title: 'Governing Law',
          body: (
            <p>
              These Terms are governed by the laws of the country in which GeoTender is established, without regard to its conflict-of-law rules. The courts of that place have jurisdiction, except
              where mandatory consumer protection law gives you the right to bring proceedings where you live.
            </p>
          ),
        },
        {
          title: 'Changes',
          body: (
            <p>
              We may update these Terms from time to time. The effective date at the top shows when they last changed. We will tell you of significant changes by email or by a notice on the Platform
              before they take effect; if you keep using the Platform after that, you accept the updated Terms.
            </p>
          ),
        },
        {
          title: 'Contact Us',
          body: (
            <>
              <p>For questions about these Terms, contact us:</p>
              <ul>
                <li>
                  Legal enquiries: <a href="mailto:legal@geotender.example">legal@geotender.example</a>
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
