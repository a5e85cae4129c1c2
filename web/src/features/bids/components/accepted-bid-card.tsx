/**
 * The Accepted Bid card (part 2, poster detail "Accepted Bid card"): the contractor's company or name
 * (`bidderName` from the server), the amount in German format, the accepted-on date and the proposal
 * (the bid's comment). Nothing while the tender has no accepted bid.
 */
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { formatEuros } from '@domain/money';
import { formatDate } from '@/lib/format';

export function AcceptedBidCard({ tender }: { tender: TenderDetail }) {
  const bid = tender.acceptedBid;
  if (!bid) return null;
  return (
    <Card variation="outlined" as="section" aria-label="Accepted Bid" className="detail-card" data-slot="accepted-bid-card">
      <Flex direction="column" gap="0.5rem">
        <Heading level={3}>Accepted Bid</Heading>
        <dl className="accepted-bid">
          <Flex gap="0.5rem" wrap="wrap">
            <dt className="muted small">Geodesist</dt>
            <dd data-testid="accepted-bidder">
              <Text as="span" fontWeight="600">
                {bid.bidderName}
              </Text>
            </dd>
          </Flex>
          <Flex gap="0.5rem" wrap="wrap">
            <dt className="muted small">Amount</dt>
            <dd data-testid="accepted-amount">
              <Text as="span" fontWeight="700">
                {formatEuros(bid.amountCents)}
              </Text>
            </dd>
          </Flex>
          <Flex gap="0.5rem" wrap="wrap">
            <dt className="muted small">Accepted on</dt>
            <dd>{formatDate(bid.acceptedAt, 'MMM d, yyyy')}</dd>
          </Flex>
          <Flex direction="column" gap="0.25rem">
            <dt className="muted small">Proposal</dt>
            <dd className="prewrap">{bid.comment || 'No proposal provided'}</dd>
          </Flex>
        </dl>
      </Flex>
    </Card>
  );
}
