/** A link to a person's profile page, opened through the tender the viewer knows them by. */
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function ProfileLink({ userId, tenderId, children }: { userId: string; tenderId?: string; children: React.ReactNode }) {
  return (
    <Link to={paths.profile.getHref(userId, tenderId)} data-testid="profile-link">
      {children}
    </Link>
  );
}
