/** A rating summary: the average and count, with the average per criterion when asked. */
import { Flex, Text } from '@aws-amplify/ui-react';
import { criterionLabels, type RatingSummary } from '@features/profiles/domain/profiles';
import { useLanguage, useT } from '@/i18n/i18n';
import { useDomainText } from '@/i18n/domain-text';

export function RatingSummaryText({ summary, completedProjects, detailed = false }: { summary: RatingSummary; completedProjects: number; detailed?: boolean }) {
  const d = useDomainText();
  const t = useT();
  const language = useLanguage();
  // One decimal, with the language's decimal separator ('4.5', Estonian '4,5').
  const oneDecimal = (n: number) => (language === 'et' ? n.toFixed(1).replace('.', ',') : n.toFixed(1));
  return (
    <Flex direction="column" gap="0.25rem" data-testid="rating-summary">
      <Text>
        {summary.average === null ? t('ratings.none') : t('ratings.average', { average: oneDecimal(summary.average), count: summary.count })} · {t('ratings.completed', { count: completedProjects })}
      </Text>
      {detailed &&
        summary.average !== null &&
        summary.criteria.map((c) => (
          <Text key={c.criterion} fontSize="small">
            {d(criterionLabels[c.criterion])}: {c.average != null ? oneDecimal(c.average) : '–'}
          </Text>
        ))}
    </Flex>
  );
}
