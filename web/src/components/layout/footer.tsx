import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { LanguageSelector } from '../language-selector';
import { paths } from '../../lib/paths/paths';

/**
 * The site footer of docs/requirements.md#r2-13: language selector, entry links for visitors, legal links.
 */
export function Footer() {
  const { t } = useTranslation();
  const { state } = useSession();
  const isVisitor = state.status === 'unauthenticated';

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">{t('appName')}</p>
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          <p className="site-footer__copyright">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="site-footer__links">
            {isVisitor && (
              <>
                <li>
                  <Link to={paths.signIn}>{t('nav.login')}</Link>
                </li>
                <li>
                  <Link to={paths.signUpBuyer}>{t('nav.signUp')}</Link>
                </li>
              </>
            )}
            <li>
              <Link to={paths.terms}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.accessibility}>{t('footer.accessibility')}</Link>
            </li>
          </ul>
        </nav>
        <LanguageSelector id="footer-language" />
      </div>
    </footer>
  );
}
