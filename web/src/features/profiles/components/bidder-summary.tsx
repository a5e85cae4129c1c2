/** The anonymous summary on a bid row for the poster (also while bids are sealed): rating average, count and completed projects, never a name. */
import { Text } from '@aws-amplify/ui-react';
import { useBidderSummary } from '../api/profiles';
import { RatingSummaryText } from './rating-summary';

export function BidderSummary({ tenderId, bidId }: { tenderId: string; bidId: string }) {
  const summary = useBidderSummary(tenderId, bidId);
  if (!summary.data) return summary.isError ? <Text fontSize="small">–</Text> : null;
  return <RatingSummaryText summary={summary.data.ratings} completedProjects={summary.data.completedProjects} />;
}
