import { useTranslation } from 'react-i18next';
import { SIGN_UP_PASSWORD_MIN_LENGTH } from '#shared/core/validation';
import { PASSWORD_RULES, unmetPasswordRules } from '../sign-up-form-schema';

/** docs/requirements.md#r5-1 password rules, each ticked as soon as the typed password meets it. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('signup');
  const unmet = unmetPasswordRules(password);
  return (
    <ul id={id} className="checklist" aria-label={t('passwordRules.label')} data-testid="password-checklist">
      {PASSWORD_RULES.map((rule) => {
        const met = !unmet.has(rule);
        return (
          <li key={rule} className={`checklist__item${met ? ' checklist__item--met' : ''}`} data-met={met}>
            <span aria-hidden="true" className="checklist__mark">
              {met ? '✓' : '○'}
            </span>
            {t(`passwordRules.${rule}`, { min: SIGN_UP_PASSWORD_MIN_LENGTH })}
            <span className="visually-hidden">
              {' '}
              {met ? t('passwordRules.met') : t('passwordRules.notMet')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
