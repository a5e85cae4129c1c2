/** Any path outside the route table. */
import { PublicLayout } from '@/components/layouts/public-layout';
import { LinkButton } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <PublicLayout narrow>
      <div className="center-card">
        <h1>Page not found</h1>
        <p className="muted">The page you are looking for does not exist or has moved.</p>
        <LinkButton to={paths.home.getHref()}>Back to Home</LinkButton>
      </div>
    </PublicLayout>
  );
}
