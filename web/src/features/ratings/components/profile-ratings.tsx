/** The revealed ratings a person received, newest first, with replies, a page at a time (their profile page). */
import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { errorMessage } from '@/lib/api-client';
import { useProfileRatings } from '../api/ratings';
import { RatingView } from './rating-view';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('work');

export function ProfileRatings({ userId, tenderId }: { userId: string; tenderId?: string }) {
  const t = useT();
  const ratings = useProfileRatings(userId, tenderId);
  const items = ratings.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card variation="outlined" as="section" aria-label={t('ratings.received')} className="detail-card" data-testid="profile-ratings">
      <Heading level={3}>{t('ratings.title')}</Heading>
      {ratings.isError && <Text color="font.error">{errorMessage(ratings.error)}</Text>}
      <Flex direction="column" gap="1rem" marginTop="0.5rem">
        {ratings.isSuccess && items.length === 0 && <Text>{t('ratings.noneReceived')}</Text>}
        {items.map((r) => (
          <RatingView key={`${r.tenderId}-${r.side}`} rating={r} showTender />
        ))}
        {ratings.hasNextPage && (
          <Flex>
            <Button size="small" onClick={() => void ratings.fetchNextPage()} isLoading={ratings.isFetchingNextPage}>
              {t('ratings.more')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
