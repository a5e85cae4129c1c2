/**
 * The poster's contact details (part 2, geodesist and admin detail): company, contact person, e-mail
 * and phone, each with its fallback ('Company not available', 'Contact not available', 'Email not
 * available', 'Phone not available'). The server sends `contact` only to the contractor and admins;
 * without it a notice says the details become available after acceptance.
 */
import { Card, Heading, Text } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';

type Contact = NonNullable<TenderDetail['contact']>;

/** The four contact lines with their fallbacks. */
export function ContactList({ contact }: { contact: Contact }) {
  return (
    <dl className="detail-list" data-testid="contact-info">
      <div>
        <dt>Company</dt>
        <dd>{contact.postedBy || 'Company not available'}</dd>
      </div>
      <div>
        <dt>Contact Person</dt>
        <dd>{contact.contactPerson || 'Contact not available'}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{contact.contactEmail ? <a href={`mailto:${contact.contactEmail}`}>{contact.contactEmail}</a> : 'Email not available'}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>{contact.contactPhone ? <a href={`tel:${contact.contactPhone}`}>{contact.contactPhone}</a> : 'Phone not available'}</dd>
      </div>
    </dl>
  );
}

/** Contact Information card: the details when `contact` is given, else the after-acceptance notice. */
export function ContactCard({ contact }: { contact: TenderDetail['contact'] }) {
  return (
    <Card variation="outlined" as="section" aria-label="Contact Information" className="detail-card">
      <Heading level={3}>Contact Information</Heading>
      {contact ? (
        <ContactList contact={contact} />
      ) : (
        <Text color="font.tertiary" data-testid="contact-notice">
          Contact details become available after your bid is accepted.
        </Text>
      )}
    </Card>
  );
}
