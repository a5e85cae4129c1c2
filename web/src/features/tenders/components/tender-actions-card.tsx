/**
 * Tender Actions card (part 2, poster detail) for the poster `userId`: Delete Tender and Edit Tender while the
 * API's rule allows them (tenders/domain/tender-rules.ts `editRefusal`: theirs and Open; part 2, 4),
 * View Detailed Status (to /tender-poster/tender/{id}/status) when In Progress or Completed (Finished
 * counts as Completed). Nothing else is offered.
 */
import { useState } from 'react';
import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { isClosed } from '@features/tenders/domain/tender';
import { editRefusal } from '@features/tenders/domain/tender-rules';
import { paths } from '@/config/paths';
import { DeleteTenderDialog } from './delete-tender-dialog';
import { useT } from '@/i18n/i18n';

export function TenderActionsCard({ tender, userId }: { tender: TenderDetail; userId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const editable = editRefusal(tender, userId, 'edit') === null;
  const hasStatusPage = tender.status === 'In Progress' || isClosed(tender.status);

  return (
    <Card variation="outlined" as="section" aria-label={t('actions.title')} className="detail-card">
      <Heading level={3}>{t('actions.title')}</Heading>
      <Flex direction="column" gap="0.5rem" marginTop="0.75rem">
        {editable && (
          <>
            <Button onClick={() => navigate(paths.tenderPoster.editTender.getHref(tender.tenderId))}>{t('actions.edit')}</Button>
            <Button variation="destructive" onClick={() => setDeleting(true)}>
              {t('actions.delete')}
            </Button>
          </>
        )}
        {hasStatusPage && (
          <Button variation="primary" onClick={() => navigate(paths.tenderPoster.tenderStatus.getHref(tender.tenderId))}>
            {t('actions.status')}
          </Button>
        )}
        {!editable && !hasStatusPage && <Text color="font.tertiary">{t('actions.none')}</Text>}
      </Flex>
      {editable && <DeleteTenderDialog tender={tender} open={deleting} onClose={() => setDeleting(false)} />}
    </Card>
  );
}
