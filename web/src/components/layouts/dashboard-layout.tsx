/**
 * The signed-in shell (spec part 1, 2.12): a sidebar with the product name, the tagline
 * "Fast. Easy. Precise." and the role's menu; 16rem wide, 18rem on mobile (under 768px, as an
 * off-canvas panel), 3rem collapsed to icons; Ctrl or Cmd + B toggles it and the state is kept in a
 * cookie for 7 days. Renders nothing without a user and a role.
 */
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { Role } from '@domain/roles';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useT } from '@/i18n/i18n';
import { LanguageSwitch } from '@/i18n/language-switch';
import type { MessageKey } from '@domain/i18n/catalogue';
import { DashboardIcon, FileTextIcon, HistoryIcon, MailIcon, PanelIcon, PlusIcon, SettingsIcon, UsersIcon } from '../ui/icons';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

interface MenuItem {
  label: MessageKey;
  to: string;
  icon: ComponentType<{ size?: number }>;
  end?: boolean;
}

const MENUS: Record<Role, MenuItem[]> = {
  geodesist: [
    { label: 'menu.dashboard', to: paths.geodesist.dashboard.getHref(), icon: DashboardIcon, end: true },
    { label: 'menu.history', to: paths.geodesist.history.getHref(), icon: HistoryIcon },
  ],
  tenderPoster: [
    { label: 'menu.dashboard', to: paths.tenderPoster.dashboard.getHref(), icon: DashboardIcon, end: true },
    { label: 'menu.addTender', to: paths.tenderPoster.addTender.getHref(), icon: PlusIcon },
  ],
  admin: [
    { label: 'menu.dashboard', to: paths.admin.dashboard.getHref(), icon: DashboardIcon, end: true },
    { label: 'menu.tenders', to: paths.admin.tenders.getHref(), icon: FileTextIcon },
    { label: 'menu.manageUsers', to: paths.admin.users.getHref(), icon: UsersIcon },
    { label: 'menu.deadLetters', to: paths.admin.deadLetters.getHref(), icon: MailIcon },
    { label: 'menu.settings', to: paths.admin.settings.getHref(), icon: SettingsIcon },
  ],
};

const COOKIE = 'sidebar_state';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const MOBILE_QUERY = '(max-width: 767.98px)';

function readExpanded(): boolean {
  const match = document.cookie.match(new RegExp(`(?:^|; )${COOKIE}=([^;]*)`));
  return match ? match[1] !== 'false' : true;
}

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const mq = window.matchMedia(MOBILE_QUERY);
    const onChange = () => setMobile(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return mobile;
}

/** `headerActions` (e.g. the notification bell) sit in the header beside the user menu, visible on every width. */
export function DashboardLayout({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  const t = useT();
  const { session, role } = useAuth();
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(readExpanded);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((o) => !o);
      return;
    }
    setExpanded((e) => {
      document.cookie = `${COOKIE}=${!e}; path=/; max-age=${COOKIE_MAX_AGE}; SameSite=Lax`;
      return !e;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'b') {
        e.preventDefault();
        toggle();
      } else if (e.key === 'Escape' && isMobile) {
        // Escape closes the off-canvas panel on mobile.
        setMobileOpen(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle, isMobile]);

  // Close the mobile panel after navigating.
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setMobileOpen(false);
  }

  if (!session || !role) return null;
  const menu = MENUS[role];
  const collapsed = !isMobile && !expanded;
  const state = isMobile ? (mobileOpen ? 'open' : 'closed') : collapsed ? 'collapsed' : 'expanded';

  return (
    <div className="shell" data-sidebar={state}>
      <a href="#content" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      {isMobile && mobileOpen && <div className="shell-overlay" onClick={() => setMobileOpen(false)} aria-hidden="true" />}
      <aside className="sidebar" aria-label={t('shell.sidebar')} hidden={isMobile && !mobileOpen ? true : undefined}>
        <Link to={paths.home.getHref()} className="sidebar-brand" title="GeoTender">
          <Logo size={30} />
          <span className="sidebar-brand-text">
            <span className="sidebar-product">GeoTender</span>
            <span className="sidebar-tagline">{t('shell.tagline')}</span>
          </span>
        </Link>
        <nav className="sidebar-nav" aria-label={t('shell.mainMenu')}>
          <ul>
            {menu.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="sidebar-link" title={collapsed ? t(item.label) : undefined}>
                  <item.icon size={18} />
                  <span className="sidebar-link-label">{t(item.label)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="shell-main">
        <header className="shell-header">
          <button
            type="button"
            className="btn btn-ghost btn-icon"
            onClick={toggle}
            aria-label={t('shell.toggleSidebar')}
            aria-expanded={isMobile ? mobileOpen : expanded}
            aria-keyshortcuts="Control+B Meta+B"
          >
            <PanelIcon />
          </button>
          <div className="shell-header-spacer" />
          <LanguageSwitch />
          {headerActions}
          <UserMenu />
        </header>
        <main id="content" className="shell-content">
          {children}
        </main>
      </div>
    </div>
  );
}
