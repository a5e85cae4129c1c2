/**
 * /tender-poster/edit-tender/{id}: Edit tender (part 2, "Edit tender"). Only the creator may edit, and
 * only while Open: anyone else (the API answers 403 or 404, or the tender names another creator) sees
 * 'You don't have permission to edit this tender.'
 */
import { Alert, Button, Card, Flex, Heading, Placeholder, Text } from '@aws-amplify/ui-react';
import { useNavigate, useParams } from 'react-router';
import { editRefusal } from '@features/tenders/domain/tender-rules';
import { paths } from '@/config/paths';
import { useTender } from '@/features/tenders/api/get-tender';
import { EditTenderForm, NoEditPermission } from '@/features/tenders/components/edit-tender-form';
import { isTenderId, tenderLoadMessage } from '@/features/tenders/components/tender-detail-view';
import { ApiRequestError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('tenders');

function Body({ id }: { id: string }) {
  const navigate = useNavigate();
  const t = useT();
  const { session } = useAuth();
  const valid = isTenderId(id);
  const query = useTender(id, valid);
  if (!valid)
    return (
      <Alert variation="error" role="alert">
        {t('detail.invalidId')}
      </Alert>
    );
  if (query.isPending) return <Placeholder height="16rem" aria-label={t('detail.loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiRequestError && (query.error.status === 403 || query.error.status === 404)) return <NoEditPermission />;
    return (
      <Alert variation="error" heading={t('detail.unableToLoad')} role="alert">
        {tenderLoadMessage(query.error, t)}
      </Alert>
    );
  }
  const tender = query.data;
  // The API's rule (tenders/domain/tender-rules.ts): not theirs 403, else not Open (or being deleted) 409.
  const refusal = session ? editRefusal(tender, session.userId, 'edit') : null;
  if (refusal?.status === 403) return <NoEditPermission />;
  if (refusal) {
    return (
      <Card variation="outlined" className="detail-card" role="alert">
        <Text>{t('editTender.onlyOpen', { status: tender.status })}</Text>
        <Flex>
          <Button onClick={() => navigate(paths.tenderPoster.tender.getHref(tender.tenderId))}>{t('editTender.backToTender')}</Button>
        </Flex>
      </Card>
    );
  }
  return <EditTenderForm key={tender.updatedAt} tender={tender} />;
}

export default function EditTenderRoute() {
  const { id = '' } = useParams();
  const t = useT();
  return (
    <div className="page page-narrow">
      <header className="page-header">
        <div>
          <Heading level={1}>{t('editTender.title')}</Heading>
          <Text color="font.tertiary">{t('editTender.lead')}</Text>
        </div>
      </header>
      <Body id={id} />
    </div>
  );
}
