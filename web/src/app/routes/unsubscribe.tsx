/** `/unsubscribe?token=…` (public): the page an e-mail's unsubscribe link opens; one button turns that kind of e-mail off. */
import { useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { UnsubscribeCard } from '@/features/notifications/components/unsubscribe-card';
import { loadParts } from '@/i18n/i18n';

await loadParts('auth');

export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return (
    <PublicLayout narrow>
      <UnsubscribeCard token={params.get('token') ?? ''} />
    </PublicLayout>
  );
}
