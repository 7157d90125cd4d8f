import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths/paths';
import { useTextAlerts } from './use-text-alerts';

/** In the buyer preferences: whether text alerts are on, and a link to their tab. */
export function TextAlertsSummary() {
  const { t } = useTranslation('profile');
  const settings = useTextAlerts();
  let state: string | null = null;
  if (settings.isPending) state = t('preferences.textAlertsLoading');
  else if (settings.data)
    state = t(settings.data.status === 'on' ? 'preferences.textAlertsOn' : 'preferences.textAlertsOff');
  return (
    <p data-testid="text-alerts-summary">
      {state && <span aria-live="polite">{state} </span>}
      <Link to={paths.profileTab('texts')}>{t('preferences.textAlertsLink')}</Link>
    </p>
  );
}
