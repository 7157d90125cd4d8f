import { useTranslation } from 'react-i18next';
import type { Certification } from '#shared/training/training';
import { formatDate } from '../../../lib/i18n/format-date';

/**
 * The Certified Buyer badge with the date it was earned; a badge the course's re-certification made
 * invalid says the buyer must earn it again (docs/training.md "When the course changes").
 */
export function CertificationStatus({ certification }: { certification: Certification }) {
  const { t, i18n } = useTranslation('training');
  const { t: tCommon } = useTranslation();
  return (
    <section
      className={`card training-badge${certification.valid ? '' : ' training-badge--invalid'}`}
      aria-labelledby="training-badge-heading"
      data-testid="training-badge"
    >
      <span className="training-badge__mark" aria-hidden="true">
        ★
      </span>
      <div>
        <h2 id="training-badge-heading">{tCommon('certifiedBuyer')}</h2>
        <p>
          {t('badge.earned')}{' '}
          <time dateTime={certification.earnedAt}>{formatDate(certification.earnedAt, i18n.language)}</time>
        </p>
        {!certification.valid && <p className="training-badge__warning">{t('badge.recertify')}</p>}
      </div>
    </section>
  );
}
