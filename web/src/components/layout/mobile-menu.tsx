import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstNameOf, type SessionUser } from '../../lib/session/session-user';
import { useSignOut } from '../../lib/session/use-sign-out';
import { isNavItemActive, navItemsFor, showsTraining } from './nav-items';
import { useMenuState } from './use-menu-state';
import { paths } from '../../lib/paths/paths';

/**
 * Small screens (≤ 768 px): a button labelled with the user's first name opens a panel with the
 * header links plus Profile, Training (buyers) and Sign out (docs/requirements.md#r2-13).
 */
export function MobileMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();

  const { isOpen, close, toggle, pathname } = useMenuState(triggerRef, panelRef);
  useEffect(() => {
    if (isOpen) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [isOpen]);

  return (
    <div className="mobile-menu">
      <button
        ref={triggerRef}
        type="button"
        className="mobile-menu__trigger"
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-testid="mobile-menu-button"
        onClick={toggle}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        </svg>
        <span>{firstNameOf(user)}</span>
      </button>
      <nav
        ref={panelRef}
        id={panelId}
        className="mobile-menu__panel"
        aria-label={t('nav.mobile')}
        hidden={!isOpen}
        data-testid="mobile-menu-panel"
      >
        <ul>
          {navItemsFor(user).map((item) => (
            <li key={item.id}>
              <Link
                to={item.to}
                className="mobile-menu__link"
                onClick={close}
                aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}
              >
                {t(`nav.${item.id}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={paths.profile}
              className="mobile-menu__link"
              onClick={close}
              aria-current={pathname === paths.profile ? 'page' : undefined}
            >
              {t('nav.profile')}
            </Link>
          </li>
          {showsTraining(user) && (
            <li>
              <Link
                to={paths.training}
                className="mobile-menu__link"
                onClick={close}
                aria-current={pathname.startsWith(paths.training) ? 'page' : undefined}
              >
                {t('nav.training')}
              </Link>
            </li>
          )}
          <li>
            <button
              type="button"
              className="mobile-menu__link mobile-menu__link--danger"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              {t('nav.signOut')}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
