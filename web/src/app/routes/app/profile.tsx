/**
 * /profiles/{id}?tenderId=: a person's public profile (company, qualifications, the areas of work on the map,
 * completed projects, the rating summary) and the ratings they received with replies. Opened by an admin, or by the
 * other side of a tender past Open named by `tenderId` (the API answers 403 otherwise).
 */
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ProfileView } from '@/features/profiles/components/profile-view';
import { ProfileRatings } from '@/features/ratings/components/profile-ratings';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('app');

export default function ProfileRoute() {
  const t = useT();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const tenderId = search.get('tenderId') ?? undefined;
  return (
    <div className="page">
      <PageHeader title={t('profilePage.title')} description={t('profilePage.description')} />
      <div className="stack">
        <ProfileView userId={id} tenderId={tenderId} />
        <ProfileRatings userId={id} tenderId={tenderId} />
      </div>
    </div>
  );
}
