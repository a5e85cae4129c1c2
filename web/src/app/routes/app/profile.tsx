/**
 * /profiles/{id}?tenderId=: a person's public profile (company, qualifications, the areas of work on the map,
 * completed projects, the rating summary) and the ratings they received with replies. Opened by an admin, or by the
 * other side of a tender past Open named by `tenderId` (the API answers 403 otherwise).
 */
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ProfileView } from '@/features/profiles/components/profile-view';
import { ProfileRatings } from '@/features/ratings/components/profile-ratings';

export default function ProfileRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const tenderId = search.get('tenderId') ?? undefined;
  return (
    <div className="page">
      <PageHeader title="Profile" description="Company, qualifications, areas of work, completed projects and ratings on GeoTender." />
      <div className="stack">
        <ProfileView userId={id} tenderId={tenderId} />
        <ProfileRatings userId={id} tenderId={tenderId} />
      </div>
    </div>
  );
}
