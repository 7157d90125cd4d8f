import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { LanguageSelector } from '../language-selector';
import { BrandLink } from './brand-link';
import { MobileMenu } from './mobile-menu';
import { isNavItemActive, navItemsFor } from './nav-items';
import { UserMenu } from './user-menu';
import { paths } from '../../lib/paths/paths';

/**
 * The site header of docs/requirements.md#r2-13: links per role when signed in, language and entry links when
 * not.
 */
export function Header() {
  const { t } = useTranslation();
  const { state } = useSession();
  const { pathname } = useLocation();

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <BrandLink />
        {state.status === 'authenticated' && (
          <>
            <nav className="main-nav" aria-label={t('nav.main')} data-testid="main-nav">
              <ul>
                {navItemsFor(state.user).map((item) => (
                  <li key={item.id}>
                    <Link
                      to={item.to}
                      className="main-nav__link"
                      aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}
                    >
                      {t(`nav.${item.id}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="site-header__account">
              <UserMenu user={state.user} />
              <MobileMenu user={state.user} />
            </div>
          </>
        )}
        {state.status === 'unauthenticated' && (
          <div className="site-header__actions">
            <LanguageSelector id="header-language" />
            <Link to={paths.signIn} className="button button--ghost">
              {t('nav.login')}
            </Link>
            <Link to={paths.signUp} className="button button--primary">
              {t('nav.signUp')}
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}
