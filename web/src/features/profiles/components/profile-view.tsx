/**
 * A person's public profile (docs/decisions/after-award/profiles.md): company or name, the qualifications they state,
 * the areas they work in on the map (their service areas, circles as the polygons they are matched as; none: all of
 * Estonia), completed projects on GeoTender and the rating summary per criterion.
 */
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { LazyGeoMap } from '@/components/map/lazy-geo-map';
import { errorMessage } from '@/lib/api-client';
import { areaFeatures, areasBbox, describeArea } from '@/lib/service-areas';
import { useProfile } from '../api/profiles';
import { RatingSummaryText } from './rating-summary';
import { useT } from '@/i18n/i18n';

export function ProfileView({ userId, tenderId }: { userId: string; tenderId?: string }) {
  const t = useT();
  const profile = useProfile(userId, tenderId);
  if (profile.isPending) return <Text>{t('profiles.loading')}</Text>;
  if (profile.isError) return <Text color="font.error">{errorMessage(profile.error)}</Text>;
  const p = profile.data;
  return (
    <Card variation="outlined" as="section" aria-label={t('profiles.profile')} className="detail-card" data-testid="profile-view">
      <Flex direction="column" gap="0.75rem">
        <Heading level={2}>{p.name}</Heading>
        <Text color="font.secondary">{p.role === 'geodesist' ? t('profiles.role.geodesist') : p.role === 'tenderPoster' ? t('profiles.role.tenderPoster') : t('profiles.role.admin')}</Text>
        <RatingSummaryText summary={p.ratings} completedProjects={p.completedProjects} detailed />
        {p.role === 'geodesist' && (
          <>
            <Heading level={3}>{t('profiles.qualifications')}</Heading>
            {p.qualifications.length === 0 ? (
              <Text>{t('profiles.noneStated')}</Text>
            ) : (
              <ul>
                {p.qualifications.map((q) => (
                  <li key={`${q.field}-${q.licenceNumber}`}>{t('profiles.licence', { field: q.field, licenceNumber: q.licenceNumber })}</li>
                ))}
              </ul>
            )}
            <Heading level={3}>{t('profiles.areasOfWork')}</Heading>
            {p.areas.length > 0 ? (
              <>
                <ul aria-label={t('profiles.areasOfWork')}>
                  {p.areas.map((area, i) => (
                    <li key={i}>{describeArea(area)}</li>
                  ))}
                </ul>
                <LazyGeoMap ariaLabel={t('profiles.areasMap')} className="geo-map-small" data={areaFeatures(p.areas)} fitTo={areasBbox(p.areas)} />
              </>
            ) : (
              <Text>{t('profiles.allOfEstonia')}</Text>
            )}
          </>
        )}
      </Flex>
    </Card>
  );
}
