/**
 * English texts of the legal pages: the Privacy Policy and the Terms of Service (spec part 1, 1 and 2.11), effective
 * May 7, 2025, word for word. ICU MessageFormat; `<link>`, `<account>` and `<strong>` mark the words the page shows as a
 * link or in bold (the same marks in every language). The Estonian texts are in ../et/legal.ts.
 */
export default {
  'legal.effective': 'Effective date: {date}',
  'legal.contents': 'Contents',
  'legal.privacyEnquiries': 'Privacy enquiries:',
  'legal.legalEnquiries': 'Legal enquiries:',
  'legal.generalSupport': 'General support:',
  'legal.contactForm': 'Or use our <link>contact form</link>.',
  'legal.changes': 'Changes',
  'legal.contactUs': 'Contact Us',
  'legal.introduction': 'Introduction',

  'privacy.intro': 'How GeoTender collects, uses, shares and protects personal information.',
  'privacy.introduction.p1':
    'GeoTender is an online marketplace where organizations publish tenders for geodetic, land-survey and mapping work, and qualified geodesists bid on them and deliver the work. This Privacy Policy explains what personal information we collect when you visit the website or use the platform, why we collect it, with whom we share it and what rights you have.',
  'privacy.introduction.p2':
    'GeoTender is the controller of the personal information described here. By using the platform you acknowledge this policy. It should be read together with our <link>Terms of Service</link>.',
  'privacy.collect.title': 'Information We Collect',
  'privacy.collect.lead': 'We collect the following categories of information:',
  'privacy.collect.account':
    '<strong>Account information</strong>: your first and last name, email address, password (stored only as a protected hash by our authentication provider), account type (Tender Poster or Geodesist) and, if you give them, your phone number and company.',
  'privacy.collect.security': '<strong>Security information</strong>: if you turn on two-factor authentication, the secret shared with your authenticator app, held by our authentication provider.',
  'privacy.collect.content':
    '<strong>Tender and project content</strong>: tenders, descriptions, deadlines, bids, prices, messages and the files you upload, such as plans, survey data, KML, CAD and PDF documents, which may contain information about locations, properties and the people involved in a project.',
  'privacy.collect.communications': '<strong>Communications</strong>: messages you send us through the contact form or by email, and the notification preferences you choose.',
  'privacy.collect.technical':
    '<strong>Technical information</strong>: IP address, browser type, device information, the date and time of requests, and log data needed to operate and secure the service.',
  'privacy.use.title': 'How We Use Your Information',
  'privacy.use.lead': 'We use personal information to:',
  'privacy.use.account': 'create and manage your account, verify your email address and review geodesist accounts before approval;',
  'privacy.use.tenders': 'publish tenders, deliver bids to tender posters, and let the parties to a project exchange files and deliverables;',
  'privacy.use.notifications': 'send the in-app and email notifications you have chosen, and service messages such as password resets;',
  'privacy.use.support': 'answer your enquiries and provide support;',
  'privacy.use.security': 'keep the platform secure, prevent fraud and abuse, and enforce our Terms of Service;',
  'privacy.use.legal': 'meet our legal obligations, for example record-keeping and responding to lawful requests.',
  'privacy.use.basis':
    'We process your information to perform our contract with you, on the basis of our legitimate interest in running a safe and reliable marketplace, to comply with the law, and, where required, with your consent, which you may withdraw at any time.',
  'privacy.sharing.title': 'Data Sharing and Disclosure',
  'privacy.sharing.lead': 'We do not sell your personal information. We share it only as follows:',
  'privacy.sharing.users':
    '<strong>With other users</strong>: open tenders, with their attachments, are visible to approved geodesists. A bid is visible to the tender poster who receives it. Contact details are shared between a tender poster and a geodesist only once a bid has been accepted.',
  'privacy.sharing.providers':
    '<strong>With service providers</strong> who host and operate the platform for us (cloud hosting, storage, authentication and email delivery), bound by contract to use the information only on our instructions.',
  'privacy.sharing.legal':
    '<strong>For legal reasons</strong>: when required by law, court order or a public authority, or to protect the rights, property or safety of GeoTender, our users or others.',
  'privacy.sharing.transfer': '<strong>In a business transfer</strong>: as part of a merger, acquisition or sale of assets, subject to this policy.',
  'privacy.security.title': 'Data Security',
  'privacy.security.p1':
    'We protect personal information with technical and organizational measures appropriate to the risk: encrypted connections (TLS), private file storage that is reached only through short-lived signed links, role-based access so that each user sees only what their role allows, optional two-factor authentication, and restricted staff access.',
  'privacy.security.p2': 'No method of transmission or storage is completely secure. Please keep your password confidential and tell us at once if you suspect unauthorized access to your account.',
  'privacy.rights.title': 'Your Rights',
  'privacy.rights.lead': 'Depending on where you live, you may have the right to:',
  'privacy.rights.access': 'access the personal information we hold about you and receive a copy of it;',
  'privacy.rights.correct': 'correct inaccurate information (you can edit your profile at any time in your account settings);',
  'privacy.rights.delete': 'have your information deleted, or its processing restricted;',
  'privacy.rights.object': 'object to processing based on our legitimate interests;',
  'privacy.rights.portable': 'receive your information in a portable format;',
  'privacy.rights.withdraw': 'withdraw consent where processing is based on consent;',
  'privacy.rights.complain': 'lodge a complaint with your local data protection authority.',
  'privacy.rights.self':
    'Two of them you exercise yourself, at any time, in your <account>Account</account>: <strong>Download my data</strong> prepares a copy of everything GeoTender holds about you, your files included, in a machine-readable file, and <strong>Erase my account</strong> deletes your account and your personal data. For the other rights, contact us at the address below.',
  'privacy.rights.kept':
    "We keep personal information as long as your account is active. After an erasure we keep only what the law or another person's contract requires, without your contact details: the records of completed contracts (tenders, accepted bids, deliveries and their files) for 7 years after the work was completed, as accounting law requires; the administrators' history of actions on your account for 3 years; messages you sent through the contact form, without your name and email, for 1 year.",
  'privacy.cookies.title': 'Cookies and Tracking Technologies',
  'privacy.cookies.text':
    'GeoTender uses only the cookies and browser storage needed for the service to work: to keep you signed in and to remember interface preferences, such as whether the sidebar is collapsed (kept for 7 days). We do not use advertising cookies or third-party tracking. You can clear cookies and storage in your browser at any time; you will then need to sign in again.',
  'privacy.changes.text':
    'We may update this Privacy Policy from time to time. The effective date at the top shows when it last changed. If a change is significant, we will tell you by email or by a notice on the platform before it takes effect.',
  'privacy.contact.lead': 'For questions about this policy or about your personal information, contact us:',

  'terms.intro': 'The rules for using the GeoTender tender platform for geodetic projects.',
  'terms.introduction.p1':
    'These Terms of Service ("Terms") govern your access to and use of GeoTender (the "Platform"), an online marketplace on which organizations publish tenders for geodetic, land-survey and mapping work and qualified geodesists bid on them and deliver the work.',
  'terms.introduction.p2':
    'By creating an account or using the Platform you agree to these Terms and to our <link>Privacy Policy</link>. If you use the Platform on behalf of an organization, you confirm that you may bind that organization to these Terms. If you do not agree, do not use the Platform.',
  'terms.definitions.title': 'Definitions',
  'terms.definitions.posters': '<strong>"Tender Posters"</strong> are users who post tenders, evaluate bids and select geodesists.',
  'terms.definitions.geodesists': '<strong>"Geodesists"</strong> are users who bid on and fulfil tenders: surveyors and other qualified professionals approved by GeoTender.',
  'terms.definitions.tender': '<strong>"Tender"</strong> means a request for geodetic or survey work published on the Platform, with its requirements, location, budget, timeline and attachments.',
  'terms.definitions.bid': '<strong>"Bid"</strong> means a Geodesist\'s offer for a Tender, with a proposal and a price in euros.',
  'terms.definitions.deliverables': '<strong>"Deliverables"</strong> means the files and results a Geodesist uploads to fulfil an accepted Bid.',
  'terms.definitions.content': '<strong>"Content"</strong> means any text, data, file or other material that a user submits to the Platform.',
  'terms.accounts.title': 'Account Registration and Responsibilities',
  'terms.accounts.p1':
    'To use the Platform you must register as a Tender Poster or a Geodesist, give accurate and complete information, confirm your email address and keep your information up to date. You must be at least 18 years old and legally able to enter into contracts.',
  'terms.accounts.p2':
    'Geodesist accounts are reviewed by GeoTender and may be used for bidding only after approval. We may refuse or withdraw approval, for example where qualifications cannot be verified.',
  'terms.accounts.p3':
    'You are responsible for keeping your password and any two-factor authentication device secure and for all activity under your account. Tell us at once of any unauthorized use. Accounts are personal and may not be shared or transferred.',
  'terms.usage.title': 'Platform Usage',
  'terms.usage.p1':
    'GeoTender provides the means for Tender Posters and Geodesists to meet and work together. Contracts for survey work are formed directly between the Tender Poster and the Geodesist when a Bid is accepted; GeoTender is not a party to those contracts and does not perform survey work.',
  'terms.usage.posters': 'Tender Posters are responsible for describing their requirements accurately, holding the rights to the material they upload, and evaluating Bids in good faith.',
  'terms.usage.geodesists':
    'Geodesists are responsible for holding the qualifications, licences and insurance their work requires, for the accuracy of their Bids, and for delivering the work as agreed and in line with applicable professional standards.',
  'terms.usage.noGuarantee': 'GeoTender does not verify the accuracy of Tenders, Bids or Deliverables and does not guarantee that a Tender will receive Bids or that a project will be completed.',
  'terms.fees.title': 'Fees and Payments',
  'terms.fees.p1':
    'Fees may be charged for the use of the Platform or of particular features. Any fees are shown to you before you incur them, and may change with notice. Unless stated otherwise, prices are in euros.',
  'terms.fees.p2':
    'GeoTender facilitates payment processing between Tender Posters and Geodesists but is not responsible for payment disputes between users. Questions about the amount, timing or completion of a payment for survey work must be settled between the Tender Poster and the Geodesist. Each user is responsible for their own taxes.',
  'terms.ip.title': 'Intellectual Property',
  'terms.ip.p1': 'The Platform, its software, design and trademarks belong to GeoTender or its licensors. You may use them only as these Terms allow.',
  'terms.ip.p2':
    'You keep the rights in the Content you upload. You grant GeoTender a worldwide, non-exclusive, royalty-free licence to host, store, copy and display that Content only as needed to operate the Platform and to share it with the users you choose, for example the Geodesists who view your Tender or the Tender Poster who receives your Deliverables. Rights in Deliverables pass between Tender Poster and Geodesist as they agree between themselves.',
  'terms.prohibited.title': 'Prohibited Activities',
  'terms.prohibited.lead': 'You must not:',
  'terms.prohibited.false': 'post false, misleading or fraudulent Tenders or Bids, or bid on a Tender you have no intention or ability to fulfil;',
  'terms.prohibited.rights': 'upload Content you have no right to share, or that is unlawful, defamatory or infringes the rights of others;',
  'terms.prohibited.malware': 'upload malware or files disguised as another file type;',
  'terms.prohibited.access': "try to access other users' accounts, data or files, or to get around the Platform's security or role restrictions;",
  'terms.prohibited.scrape': "scrape, copy or resell the Platform's data without our written permission;",
  'terms.prohibited.spam': 'use the Platform to contact users for purposes unrelated to their Tenders or Bids, or to send spam;',
  'terms.prohibited.load': 'interfere with the operation of the Platform or place an unreasonable load on it.',
  'terms.liability.title': 'Limitation of Liability',
  'terms.liability.p1':
    'The Platform is provided "as is" and "as available". To the extent the law allows, GeoTender gives no warranty that it will be uninterrupted or error-free, and is not liable for the acts or omissions of users, for the quality or accuracy of Tenders, Bids or Deliverables, or for any indirect, incidental or consequential loss, loss of profit or loss of data.',
  'terms.liability.p2':
    "To the extent the law allows, GeoTender's total liability arising from these Terms is limited to the fees you paid to GeoTender in the twelve months before the claim. Nothing in these Terms limits liability that cannot be limited by law, such as liability for intent or gross negligence.",
  'terms.termination.title': 'Termination',
  'terms.termination.text':
    'You may close your account at any time by contacting us. We may suspend or close an account, or remove Content, if you break these Terms, if required by law, or to protect other users or the Platform. Obligations arising before termination, including payments owed between users, survive termination, as do the sections on intellectual property, limitation of liability and governing law.',
  'terms.law.title': 'Governing Law',
  'terms.law.text':
    'These Terms are governed by the laws of the country in which GeoTender is established, without regard to its conflict-of-law rules. The courts of that place have jurisdiction, except where mandatory consumer protection law gives you the right to bring proceedings where you live.',
  'terms.changes.text':
    'We may update these Terms from time to time. The effective date at the top shows when they last changed. We will tell you of significant changes by email or by a notice on the Platform before they take effect; if you keep using the Platform after that, you accept the updated Terms.',
  'terms.contact.lead': 'For questions about these Terms, contact us:',
} as const;
