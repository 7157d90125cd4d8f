import { useTranslation } from 'react-i18next';
import type { Certification } from '#shared/training/training';
import { CertifiedBuyerTitle } from '../../../domain/training/certified-buyer-title';

/**
 * The Certified Buyer badge with the date it was earned; a badge the course's re-certification made
 * invalid says the buyer must earn it again (docs/training.md "When the course changes").
 */
export function CertificationStatus({ certification }: { certification: Certification }) {
  const { t } = useTranslation('training');
  return (
    <section
      className={`card training-badge${certification.valid ? '' : ' training-badge--invalid'}`}
      aria-labelledby="training-badge-heading"
      data-testid="training-badge"
    >
      <CertifiedBuyerTitle headingId="training-badge-heading" earnedAt={certification.earnedAt} />
      {!certification.valid && <p className="training-badge__warning">{t('badge.recertify')}</p>}
    </section>
  );
}
