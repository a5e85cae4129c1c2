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

export function ProfileView({ userId, tenderId }: { userId: string; tenderId?: string }) {
  const profile = useProfile(userId, tenderId);
  if (profile.isPending) return <Text>Loading the profile...</Text>;
  if (profile.isError) return <Text color="font.error">{errorMessage(profile.error)}</Text>;
  const p = profile.data;
  return (
    <Card variation="outlined" as="section" aria-label="Profile" className="detail-card" data-testid="profile-view">
      <Flex direction="column" gap="0.75rem">
        <Heading level={2}>{p.name}</Heading>
        <Text color="font.secondary">{p.role === 'geodesist' ? 'Geodesist' : p.role === 'tenderPoster' ? 'Tender poster' : 'Admin'}</Text>
        <RatingSummaryText summary={p.ratings} completedProjects={p.completedProjects} detailed />
        {p.role === 'geodesist' && (
          <>
            <Heading level={3}>Qualifications</Heading>
            {p.qualifications.length === 0 ? (
              <Text>None stated.</Text>
            ) : (
              <ul>
                {p.qualifications.map((q) => (
                  <li key={`${q.field}-${q.licenceNumber}`}>
                    {q.field}: licence {q.licenceNumber}
                  </li>
                ))}
              </ul>
            )}
            <Heading level={3}>Areas of work</Heading>
            {p.areas.length > 0 ? (
              <>
                <ul aria-label="Areas of work">
                  {p.areas.map((area, i) => (
                    <li key={i}>{describeArea(area)}</li>
                  ))}
                </ul>
                <LazyGeoMap ariaLabel="Map of the areas of work" className="geo-map-small" data={areaFeatures(p.areas)} fitTo={areasBbox(p.areas)} />
              </>
            ) : (
              <Text>All of Estonia.</Text>
            )}
          </>
        )}
      </Flex>
    </Card>
  );
}
