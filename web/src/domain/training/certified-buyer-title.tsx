import './certified-buyer-title.css';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/i18n/format-date';

export interface CertifiedBuyerTitleProps {
  /** The heading's id, which the card around it is labelled by. */
  headingId: string;
  earnedAt: string;
}

/** The badge's seal, its name and the date it was earned: the same on the training page and the badge card. */
export function CertifiedBuyerTitle({ headingId, earnedAt }: CertifiedBuyerTitleProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="certified-buyer-title">
      <span aria-hidden="true" className="certified-buyer-title__seal">
        ★
      </span>
      <div>
        <h2 id={headingId}>{t('certifiedBuyer')}</h2>
        <p className="muted" data-testid="certification-earned">
          {t('certifiedBuyerEarned')}{' '}
          <time dateTime={earnedAt}>{formatDate(earnedAt, i18n.resolvedLanguage ?? i18n.language)}</time>
        </p>
      </div>
    </div>
  );
}
