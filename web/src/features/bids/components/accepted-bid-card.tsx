/**
 * The Accepted Bid card (part 2, poster detail "Accepted Bid card"): the contractor's company or name
 * (`bidderName` from the server), the amount in German format, the accepted-on date and the proposal
 * (the bid's comment). Nothing while the tender has no accepted bid.
 */
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';

export function AcceptedBidCard({ tender }: { tender: TenderDetail }) {
  const t = useT();
  const fmt = useFormat();
  const bid = tender.acceptedBid;
  if (!bid) return null;
  return (
    <Card variation="outlined" as="section" aria-label={t('accepted.title')} className="detail-card" data-slot="accepted-bid-card">
      <Flex direction="column" gap="0.5rem">
        <Heading level={3}>{t('accepted.title')}</Heading>
        <dl className="accepted-bid">
          <Flex gap="0.5rem" wrap="wrap">
            <dt className="muted small">{t('accepted.geodesist')}</dt>
            <dd data-testid="accepted-bidder">
              <Text as="span" fontWeight="600">
                {bid.bidderName}
              </Text>
            </dd>
          </Flex>
          <Flex gap="0.5rem" wrap="wrap">
            <dt className="muted small">{t('accepted.amount')}</dt>
            <dd data-testid="accepted-amount">
              <Text as="span" fontWeight="700">
                {fmt.money(bid.amountCents)}
              </Text>
            </dd>
          </Flex>
          <Flex gap="0.5rem" wrap="wrap">
            <dt className="muted small">{t('accepted.on')}</dt>
            <dd>{fmt.date(bid.acceptedAt)}</dd>
          </Flex>
          <Flex direction="column" gap="0.25rem">
            <dt className="muted small">{t('accepted.proposal')}</dt>
            <dd className="prewrap">{bid.comment || t('accepted.noProposal')}</dd>
          </Flex>
        </dl>
      </Flex>
    </Card>
  );
}
