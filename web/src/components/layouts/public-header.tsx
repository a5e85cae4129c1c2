/**
 * The shared public header (spec part 1, 2.4): product name to `/`, Home, an About menu
 * (placeholder links), Contact; Log in and Sign up when signed out, Dashboard and the user menu
 * when signed in.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { homePath } from '@domain/roles';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { LinkButton } from '../ui/button';
import { ChevronDownIcon, MenuIcon } from '../ui/icons';
import { Logo } from './logo';
import { useT } from '@/i18n/i18n';
import { LanguageSwitch } from '@/i18n/language-switch';

// Only a signed-in user has the menu: it loads with the session, not with the landing page.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** Where Portal, Enter Portal and Dashboard go (part 1, 2.3): /login signed out, else the role's home. */
export function usePortalHref(): string {
  const { session, role } = useAuth();
  return session ? homePath(role) : paths.login.getHref();
}

function AboutMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="about-menu" ref={ref}>
      <button type="button" className="nav-link" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((o) => !o)}>
        {t('nav.about')} <ChevronDownIcon size={14} />
      </button>
      {open && (
        <ul className="about-menu-list">
          <li>
            <a href="#about">{t('nav.about')}</a>
          </li>
          <li>
            <a href="#our-mission">{t('nav.ourMission')}</a>
          </li>
          <li>
            <a href="#team">{t('nav.team')}</a>
          </li>
        </ul>
      )}
    </div>
  );
}

export function PublicHeader() {
  const t = useT();
  const auth = useAuth();
  const portalHref = usePortalHref();
  const [navOpen, setNavOpen] = useState(false);

  return (
    <header className="public-header">
      <div className="container public-header-inner">
        <Link to={paths.home.getHref()} className="brand" aria-label={t('brand.home')}>
          <Logo />
          <span className="brand-name">GeoTender</span>
        </Link>
        <button type="button" className="btn btn-ghost btn-icon public-nav-toggle" aria-label={t('nav.open')} aria-expanded={navOpen} onClick={() => setNavOpen((o) => !o)}>
          <MenuIcon />
        </button>
        <nav className={`public-nav${navOpen ? ' is-open' : ''}`} aria-label={t('nav.main')}>
          <NavLink to={paths.home.getHref()} end className="nav-link">
            {t('nav.home')}
          </NavLink>
          <AboutMenu />
          <NavLink to={paths.contact.getHref()} className="nav-link">
            {t('nav.contact')}
          </NavLink>
          <div className="public-nav-auth">
            <LanguageSwitch />
            {auth.status === 'loading' ? null : auth.session ? (
              <Suspense fallback={null}>
                <LinkButton to={portalHref} variant="primary" size="sm">
                  {t('nav.dashboard')}
                </LinkButton>
                <UserMenu />
              </Suspense>
            ) : (
              <>
                <LinkButton to={paths.login.getHref()} variant="ghost" size="sm">
                  {t('nav.login')}
                </LinkButton>
                <LinkButton to={paths.register.getHref()} variant="primary" size="sm">
                  {t('nav.signup')}
                </LinkButton>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
