/**
 * The user menu (spec part 1, 2.4): display name and role, Account Settings, and Log Out, which
 * reads "Logging out..." while working, ignores repeat clicks, and goes to `/` replacing history.
 * A failure is only logged and the button becomes usable again.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ROLE_LABELS } from '@domain/role-labels';
import { paths } from '@/config/paths';
import { signOutUser, useAuth } from '@/lib/auth';
import { lazyToast } from '@/lib/toaster';
import { ChevronDownIcon, LogOutIcon, SettingsIcon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { useT } from '@/i18n/i18n';
import { useDomainText } from '@/i18n/domain-text';

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || 'U';
}

export function UserMenu() {
  const d = useDomainText();
  const t = useT();
  const { name, role } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const busy = useRef(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const logOut = async () => {
    if (busy.current) return;
    busy.current = true;
    setLoggingOut(true);
    try {
      await signOutUser(paths.home.getHref());
      lazyToast((toast) => toast.success(t('userMenu.signedOut')));
      navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      console.error('Sign out failed', error);
    } finally {
      busy.current = false;
      setLoggingOut(false);
    }
  };

  const onMenuKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    const next = e.key === 'ArrowDown' ? (i + 1) % items.length : (i - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button ref={buttonRef} type="button" className="user-menu-trigger" aria-haspopup="menu" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        <span className="avatar" aria-hidden="true">
          {initials(name)}
        </span>
        {/* The accessible name holds the visible name (WCAG 2.5.3): "User menu for <name>". */}
        <span className="sr-only">{`${t('userMenu.for')} `}</span>
        <span className="user-menu-name">{name}</span>
        <ChevronDownIcon size={16} />
      </button>
      {open && (
        <div className="user-menu-popover" id={menuId} role="menu" aria-label={t('userMenu.label')} onKeyDown={onMenuKeyDown}>
          <div className="user-menu-header">
            <div className="user-menu-title" data-testid="user-display-name">
              {name}
            </div>
            <div className="user-menu-role" data-testid="user-role">
              {role ? d(ROLE_LABELS[role]) : t('userMenu.user')}
            </div>
          </div>
          <Link role="menuitem" className="menu-item" to={paths.account.root.getHref('account')} onClick={() => setOpen(false)}>
            <SettingsIcon size={16} /> {t('userMenu.accountSettings')}
          </Link>
          <button role="menuitem" type="button" className="menu-item" onClick={() => void logOut()} aria-disabled={loggingOut || undefined} aria-busy={loggingOut || undefined}>
            {loggingOut ? <Spinner size="sm" /> : <LogOutIcon size={16} />}
            {loggingOut ? t('userMenu.loggingOut') : t('userMenu.logOut')}
          </button>
        </div>
      )}
    </div>
  );
}
