import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullNameOf, type SessionUser } from '../../lib/session/session-user';
import { useSignOut } from '../../lib/session/use-sign-out';
import { showsAdminPanel, showsTraining } from './nav-items';
import { useMenuState } from './use-menu-state';
import { paths } from '../../lib/paths/paths';

function menuItemsIn(popup: HTMLElement | null): HTMLElement[] {
  return Array.from(popup?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * The desktop user dropdown: full name, Profile, Training (buyers), Admin panel (admins), Sign out (docs/requirements.md#r2-13).
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const fullName = fullNameOf(user);

  const { isOpen, open, close, toggle } = useMenuState(triggerRef, popupRef);

  // Opening moves focus into the menu, as the WAI-ARIA menu button pattern expects.
  useEffect(() => {
    if (isOpen) menuItemsIn(popupRef.current)[0]?.focus();
  }, [isOpen]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = menuItemsIn(popupRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Tab':
        close();
        break;
    }
  };

  return (
    <div className="user-menu">
      <button
        ref={triggerRef}
        type="button"
        className="user-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        data-testid="user-menu-button"
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            open();
          }
        }}
      >
        <span className="avatar" aria-hidden="true">
          {(user.firstName || user.email).charAt(0).toUpperCase()}
        </span>
        <span className="user-menu__name">{fullName}</span>
        <svg
          className="chevron"
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="16"
          height="16"
          focusable="false"
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      {isOpen && (
        <div ref={popupRef} className="user-menu__popup">
          <div className="user-menu__identity">
            <p className="user-menu__full-name">{fullName}</p>
            <p className="user-menu__email">{user.email}</p>
          </div>
          <ul id={menuId} role="menu" aria-label={t('nav.accountMenu')} onKeyDown={onMenuKeyDown}>
            <li role="none">
              <Link role="menuitem" to={paths.profile} className="user-menu__item" onClick={close}>
                {t('nav.profile')}
              </Link>
            </li>
            {showsTraining(user) && (
              <li role="none">
                <Link role="menuitem" to={paths.training} className="user-menu__item" onClick={close}>
                  {t('nav.training')}
                </Link>
              </li>
            )}
            {showsAdminPanel(user) && (
              <li role="none">
                <Link role="menuitem" to={paths.admin} className="user-menu__item" onClick={close}>
                  {t('nav.adminPanel')}
                </Link>
              </li>
            )}
            <li role="none">
              <button
                role="menuitem"
                type="button"
                className="user-menu__item user-menu__item--danger"
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                {t('nav.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
