/**
 * The Profile section of Account: the qualifications a geodesist states (field and licence number, at most
 * MAX_QUALIFICATIONS), saved with `PUT /profiles/me`; the server's message shows on a refusal. The areas one works in
 * are the service areas, edited under Where I work on My Account (the profile shows them; one source).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import { MAX_QUALIFICATIONS, type PublicProfile, type Qualification } from '@features/profiles/domain/profiles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useMyProfile, useUpdateMyProfile } from '../api/profiles';
import { RatingSummaryText } from './rating-summary';
import { useT } from '@/i18n/i18n';

export function ProfileEditor({ geodesist }: { geodesist: boolean }) {
  const t = useT();
  const mine = useMyProfile();
  if (mine.isError) return <Text color="font.error">{errorMessage(mine.error)}</Text>;
  if (!mine.data) return <Text>{t('profiles.loadingMine')}</Text>;
  return <ProfileForm geodesist={geodesist} profile={mine.data} />;
}

function ProfileForm({ geodesist, profile }: { geodesist: boolean; profile: PublicProfile }) {
  const t = useT();
  const save = useUpdateMyProfile();
  const [qualifications, setQualifications] = useState<Qualification[]>(profile.qualifications);
  const set = (i: number, q: Partial<Qualification>) => setQualifications(qualifications.map((x, j) => (j === i ? { ...x, ...q } : x)));
  return (
    <Card variation="outlined" as="section" aria-label={t('profiles.public')} className="detail-card" data-testid="profile-editor">
      <Flex direction="column" gap="0.75rem">
        <Heading level={3}>{t('profiles.public')}</Heading>
        <RatingSummaryText summary={profile.ratings} completedProjects={profile.completedProjects} />
        {geodesist && (
          <>
            <Text fontWeight="bold">{t('profiles.qualifications')}</Text>
            {qualifications.map((q, i) => (
              <Flex key={i} gap="0.5rem" alignItems="flex-end">
                <TextField label={t('profiles.field')} size="small" value={q.field} onChange={(e) => set(i, { field: e.target.value })} />
                <TextField label={t('profiles.licenceNumber')} size="small" value={q.licenceNumber} onChange={(e) => set(i, { licenceNumber: e.target.value })} />
                <Button size="small" onClick={() => setQualifications(qualifications.filter((_, j) => j !== i))}>
                  {t('profiles.remove')}
                </Button>
              </Flex>
            ))}
            {qualifications.length < MAX_QUALIFICATIONS && (
              <Flex>
                <Button size="small" onClick={() => setQualifications([...qualifications, { field: '', licenceNumber: '' }])}>
                  {t('profiles.addQualification')}
                </Button>
              </Flex>
            )}
            <Text fontWeight="bold">{t('profiles.areasYouWorkIn')}</Text>
            <Text data-testid="profile-areas-pointer">
              {t('profiles.areasPointerBefore')} <Link to={`${paths.account.root.getHref('account')}#where-i-work`}>{t('profiles.areasPointerLink')}</Link> {t('profiles.areasPointerAfter')}
            </Text>
          </>
        )}
        {save.isError && <Text color="font.error">{errorMessage(save.error)}</Text>}
        {geodesist && (
          <Flex>
            <Button variation="primary" isLoading={save.isPending} onClick={() => save.mutate({ qualifications }, { onSuccess: () => toast.success(t('profiles.saved')) })}>
              {t('profiles.save')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
