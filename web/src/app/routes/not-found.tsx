/** Any path outside the route table. */
import { PublicLayout } from '@/components/layouts/public-layout';
import { LinkButton } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';

export default function NotFoundRoute() {
  const t = useT();
  return (
    <PublicLayout narrow>
      <div className="center-card">
        <h1>{t('notFound.title')}</h1>
        <p className="muted">{t('notFound.text')}</p>
        <LinkButton to={paths.home.getHref()}>{t('notFound.back')}</LinkButton>
      </div>
    </PublicLayout>
  );
}
