/**
 * The poster's contact details (part 2, geodesist and admin detail): company, contact person, e-mail
 * and phone, each with its fallback (t('contact.companyMissing'), t('contact.personMissing'), 'Email not
 * available', t('contact.phoneMissing')). Who sees them is the API's rule `seesContact`
 * (tenders/domain/tender-rules.ts): the contractor once the tender is past Open, and admins. Anyone else
 * reads why not: on an Open tender that they come with an accepted bid, later that they went to the contractor.
 */
import { Card, Heading, Text } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { seesContact, type Viewer } from '@features/tenders/domain/tender-rules';
import type { Role } from '@domain/roles';
import { useT } from '@/i18n/i18n';

type Contact = NonNullable<TenderDetail['contact']>;

/** The four contact lines with their fallbacks. */
export function ContactList({ contact }: { contact: Contact }) {
  const t = useT();
  return (
    <dl className="detail-list" data-testid="contact-info">
      <div>
        <dt>{t('contact.company')}</dt>
        <dd>{contact.postedBy || t('contact.companyMissing')}</dd>
      </div>
      <div>
        <dt>{t('contact.person')}</dt>
        <dd>{contact.contactPerson || t('contact.personMissing')}</dd>
      </div>
      <div>
        <dt>{t('contact.email')}</dt>
        <dd>{contact.contactEmail ? <a href={`mailto:${contact.contactEmail}`}>{contact.contactEmail}</a> : t('contact.emailMissing')}</dd>
      </div>
      <div>
        <dt>{t('contact.phone')}</dt>
        <dd>{contact.contactPhone ? <a href={`tel:${contact.contactPhone}`}>{contact.contactPhone}</a> : t('contact.phoneMissing')}</dd>
      </div>
    </dl>
  );
}

/** The rules' viewer for a session: undefined while it loads or when its role is unknown. */
export function viewerOf(session: { userId: string; role?: Role } | null | undefined): Viewer | undefined {
  return session?.role ? { userId: session.userId, role: session.role } : undefined;
}

/** What a viewer who does not see the details reads: before the award, and after it went to someone else. */
export const CONTACT_NOTICES = {
  beforeAward: 'Contact details become available after your bid is accepted.',
  contractorOnly: 'The poster’s contact details are shared with the geodesist whose bid was accepted.',
} as const;

/** The card's lines when the poster's profile is gone: every fallback. */
export const NO_CONTACT: Contact = { postedBy: null, contactPerson: null, contactEmail: null, contactPhone: null };

/** Contact Information card for `viewer` (undefined while the session loads): the details, or why not. */
export function ContactCard({ tender, viewer }: { tender: TenderDetail; viewer: Viewer | undefined }) {
  const t = useT();
  const sees = viewer !== undefined && seesContact(viewer, tender);
  return (
    <Card variation="outlined" as="section" aria-label={t('tenderContact.title')} className="detail-card">
      <Heading level={3}>{t('tenderContact.title')}</Heading>
      {sees ? (
        <ContactList contact={tender.contact ?? NO_CONTACT} />
      ) : (
        <Text color="font.tertiary" data-testid="contact-notice">
          {tender.status === 'Open' ? t('contact.beforeAward') : t('contact.contractorOnly')}
        </Text>
      )}
    </Card>
  );
}
