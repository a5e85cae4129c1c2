/** One rating as read: its stars per criterion, text, author and reply; 'Hidden by an admin: …' once hidden. */
import { Flex, Text } from '@aws-amplify/ui-react';
import { criterionLabels } from '@features/profiles/domain/profiles';
import type { Rating } from '@features/ratings/domain/ratings';
import { formatDate } from '@/lib/format';

/** Stars as text: ★★★★☆ for 4. */
export const starText = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

export function RatingView({ rating, showTender = false }: { rating: Rating; showTender?: boolean }) {
  return (
    <Flex direction="column" gap="0.25rem" className="rating" data-testid={`rating-${rating.side}`}>
      <Text fontSize="small" color="font.secondary">
        {rating.side === 'poster' ? 'From the poster' : 'From the contractor'} {rating.authorName}, {formatDate(rating.submittedAt, 'MMM d, yyyy')}
        {showTender && ` · ${rating.tenderTitle}`}
      </Text>
      {rating.stars?.map((s) => (
        <Text key={s.criterion} aria-label={`${criterionLabels[s.criterion]}: ${s.stars} of 5`}>
          {criterionLabels[s.criterion]}: <span aria-hidden="true">{starText(s.stars)}</span>
        </Text>
      ))}
      <Text fontStyle={rating.hidden ? 'italic' : undefined} data-testid="rating-text">
        {rating.text}
      </Text>
      {rating.reply && (
        <Text fontSize="small" paddingLeft="1rem" data-testid="rating-reply">
          <strong>Reply:</strong> {rating.reply.text}
        </Text>
      )}
    </Flex>
  );
}
