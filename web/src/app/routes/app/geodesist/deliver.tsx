/**
 * /geodesist/tender/{id}/deliver (part 2, Deliver page): for the contractor, the tender itself
 * (description, attachments with preview, the poster's contact card) with the Upload Deliverables form
 * while the API's rule `deliverRefusal` (deliveries/domain/delivery-rules.ts) allows it, else its reason;
 * back to /geodesist. When the latest delivery has 'Changes Requested', the poster's comment and an
 * invitation to deliver again come first; previous rounds are listed below. Anyone else sees 'You are not
 * authorized to deliver this tender' (the server refuses too). Below, the Messages card of the tender's thread.
 */
import { Alert, Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { useParams } from 'react-router';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { deliveryMessages, inRounds } from '@features/deliveries/domain/delivery';
import { deliverRefusal } from '@features/deliveries/domain/delivery-rules';
import { paths } from '@/config/paths';
import { useDeliveries } from '@/features/deliveries/api/get-deliveries';
import { DeliverForm } from '@/features/deliveries/components/deliver-form';
import { DeliveriesError } from '@/features/deliveries/components/deliveries-section';
import { DeliveryList } from '@/features/deliveries/components/delivery-list';
import { MessagesCard } from '@/features/messages/components/messages-card';
import { useTender } from '@/features/tenders/api/get-tender';
import { AttachmentsCard } from '@/features/tenders/components/attachments-card';
import { ContactCard, viewerOf } from '@/features/tenders/components/contact-card';
import { TenderDescriptionCard } from '@/features/tenders/components/tender-description-card';
import { uploadRequests } from '@/features/tenders/hooks/upload-requests';
import { isTenderId, TenderDetailView } from '@/features/tenders/components/tender-detail-view';
import { ApiRequestError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('tenders');

function Deliver({ tender, userId }: { tender: TenderDetail; userId: string }) {
  const t = useT();
  const isContractor = tender.contractorId === userId;
  const deliveries = useDeliveries(tender.tenderId, isContractor);
  if (!isContractor)
    return (
      <Alert variation="error" role="alert">
        {deliveryMessages.notAuthorized}
      </Alert>
    );
  const rounds = inRounds(deliveries.data?.items ?? []);
  const latest = rounds.at(-1);
  const refusal = deliverRefusal(tender, userId);
  return (
    <>
      <TenderDescriptionCard tender={tender} />
      <AttachmentsCard tenderId={tender.tenderId} attachments={tender.attachments} />
      {refusal ? (
        <Alert variation="info">{refusal.message}</Alert>
      ) : (
        <>
          {latest?.status === 'Changes Requested' && latest.changeRequest && (
            <Alert variation="warning" heading={t('deliver.changesRequested')} data-testid="changes-requested">
              <Flex direction="column" gap="0.25rem">
                <Text color="inherit" className="prewrap">
                  {latest.changeRequest.comment}
                </Text>
                <Text color="inherit" fontSize="small">
                  {t('deliver.uploadNew')}
                </Text>
              </Flex>
            </Alert>
          )}
          {latest?.status === 'Submitted' && <Alert variation="info">{t('deliver.waiting')}</Alert>}
          <DeliverForm tenderId={tender.tenderId} uploadRequests={uploadRequests} />
        </>
      )}
      {deliveries.isPending ? (
        <Loader aria-label={t('deliver.loading')} />
      ) : deliveries.isError ? (
        <DeliveriesError onRetry={() => void deliveries.refetch()} />
      ) : (
        rounds.length > 0 && (
          <Card variation="outlined" as="section" aria-label={t('deliver.previous')} className="detail-card">
            <Flex direction="column" gap="0.75rem">
              <Heading level={3}>{t('deliver.previousCount', { n: rounds.length })}</Heading>
              <DeliveryList tenderId={tender.tenderId} deliveries={rounds} newestFirst />
            </Flex>
          </Card>
        )
      )}
    </>
  );
}

export default function DeliverRoute() {
  const { id = '' } = useParams();
  const { session } = useAuth();
  // The same query the detail frame reads (one request): a tender the caller may not see is not theirs to deliver.
  const query = useTender(id, isTenderId(id));
  if (query.error instanceof ApiRequestError && query.error.status === 403) {
    return (
      <div className="page">
        <Alert variation="error" role="alert">
          {deliveryMessages.notAuthorized}
        </Alert>
      </div>
    );
  }
  return (
    <TenderDetailView
      tenderId={id}
      backHref={paths.geodesist.dashboard.getHref()}
      main={(tender) => (session ? <Deliver tender={tender} userId={session.userId} /> : null)}
      after={(tender) => <MessagesCard tender={tender} />}
      aside={(tender) => <ContactCard tender={tender} viewer={viewerOf(session)} />}
    />
  );
}
