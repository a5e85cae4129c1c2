/** A rating summary: the average and count, with the average per criterion when asked. */
import { Flex, Text } from '@aws-amplify/ui-react';
import { criterionLabels, type RatingSummary } from '@features/profiles/domain/profiles';

export function RatingSummaryText({ summary, completedProjects, detailed = false }: { summary: RatingSummary; completedProjects: number; detailed?: boolean }) {
  return (
    <Flex direction="column" gap="0.25rem" data-testid="rating-summary">
      <Text>
        {summary.average === null ? 'No ratings yet' : `★ ${summary.average.toFixed(1)} (${summary.count} ${summary.count === 1 ? 'rating' : 'ratings'})`} · {completedProjects}{' '}
        {completedProjects === 1 ? 'completed project' : 'completed projects'}
      </Text>
      {detailed &&
        summary.average !== null &&
        summary.criteria.map((c) => (
          <Text key={c.criterion} fontSize="small">
            {criterionLabels[c.criterion]}: {c.average?.toFixed(1) ?? '–'}
          </Text>
        ))}
    </Flex>
  );
}
