/** One rating as read: its stars per criterion, text, author and reply; 'Hidden by an admin: …' once hidden. */
import { Flex, Text } from '@aws-amplify/ui-react';
import { criterionLabels } from '@features/profiles/domain/profiles';
import type { Rating } from '@features/ratings/domain/ratings';
import { loadParts, useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
import { useDomainText } from '@/i18n/domain-text';

await loadParts('work');

/** Stars as text: ★★★★☆ for 4. */
export const starText = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

export function RatingView({ rating, showTender = false }: { rating: Rating; showTender?: boolean }) {
  const d = useDomainText();
  const t = useT();
  const fmt = useFormat();
  return (
    <Flex direction="column" gap="0.25rem" className="rating" data-testid={`rating-${rating.side}`}>
      <Text fontSize="small" color="font.secondary">
        {t('rating.from', { side: rating.side, name: rating.authorName, date: fmt.date(rating.submittedAt) })}
        {showTender && ` · ${rating.tenderTitle}`}
      </Text>
      {rating.stars?.map((s) => (
        <Text key={s.criterion} aria-label={t('rating.starsLabel', { criterion: d(criterionLabels[s.criterion]), stars: s.stars })}>
          {d(criterionLabels[s.criterion])}: <span aria-hidden="true">{starText(s.stars)}</span>
        </Text>
      ))}
      <Text fontStyle={rating.hidden ? 'italic' : undefined} data-testid="rating-text">
        {rating.text}
      </Text>
      {rating.reply && (
        <Text fontSize="small" paddingLeft="1rem" data-testid="rating-reply">
          <strong>{t('rating.reply')}</strong> {rating.reply.text}
        </Text>
      )}
    </Flex>
  );
}
