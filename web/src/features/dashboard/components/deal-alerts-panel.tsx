import { useTranslation } from 'react-i18next';
import type { DealAlert } from '#shared/alerts/alert-api';
import { formatCurrency } from '../../../lib/i18n/format-currency';
import { useMatchReasonText } from '../../../domain/alerts/match-reason-text';
import { formatDate } from '../../../lib/i18n/format-date';
import { useMyAlerts } from '../hooks/use-my-alerts';
import { DealFlowDealLink } from './deal-flow-deal-link';
import { PagedListState } from '../../../components/paged-list-state';

/** When and how the alert reached the buyer. */
function DeliveryNote({ alert }: { alert: DealAlert }) {
  const { t, i18n } = useTranslation('alerts');
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (!alert.sentAt) return <span className="muted">{t('waitingForDigest')}</span>;
  const date = formatDate(alert.sentAt, language);
  return (
    <span className="muted">{t(alert.channel === 'email' ? 'sentByEmail' : 'sentInDigest', { date })}</span>
  );
}

/** "Deal alerts" on the buying dashboard: the listings that matched, each with why, linking to it. */
export function DealAlertsPanel() {
  const { t, i18n } = useTranslation('alerts');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const reasonText = useMatchReasonText();
  const alerts = useMyAlerts();
  const items = alerts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <article className="card stack" aria-labelledby="deal-alerts-heading" data-testid="deal-alerts">
      <h2 id="deal-alerts-heading">{t('heading')}</h2>
      <p className="muted">{t('intro')}</p>
      <PagedListState query={alerts} count={items.length} emptyText={t('empty')} failedText={t('failed')}>
        <ul className="deal-flow-list">
          {items.map((alert) => (
            <li key={alert.dealId} className="deal-flow-row" data-testid="deal-alert-row">
              <DealFlowDealLink deal={{ dealId: alert.dealId, ...alert.deal }} />
              <div className="deal-flow-row__facts">
                <span>{formatCurrency(alert.deal.purchasePrice, language)}</span>
                <DeliveryNote alert={alert} />
              </div>
              <div className="deal-alert__why">
                <p className="deal-alert__why-heading" id={`why-${alert.dealId}`}>
                  {t('why')}
                </p>
                <ul aria-labelledby={`why-${alert.dealId}`} className="deal-alert__reasons">
                  {alert.reasons.map((reason) => (
                    <li key={reason.key}>{reasonText(reason)}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </PagedListState>
    </article>
  );
}
