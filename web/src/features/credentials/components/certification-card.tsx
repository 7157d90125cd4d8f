import '../credentials.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Certification } from '#shared/training/training';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { CertifiedBuyerTitle } from '../../../domain/training/certified-buyer-title';
import { useTrainingErrorMessages } from '../../../domain/training/training-error-messages';
import { useCopyText } from '../../../lib/clipboard/use-copy-text';
import { paths } from '../../../lib/paths/paths';
import { useSessionUser } from '../../../lib/session/session-context';
import { showToast, type CommonTranslationKey } from '../../../lib/toast/toast-store';
import { credentialVerificationUrl } from '../credential-link';
import { useDownloadCredential, useMyCertification } from '../hooks/use-my-certification';

/** Toast keys live in the credentials namespace; the toaster translates namespaced keys as they are. */
const credentialsToastKey = (key: string) => `credentials:${key}` as CommonTranslationKey;

/**
 * The buyer's Certified Buyer badge with the date earned (docs/training.md "The badge"), on their
 * dashboard and profile: download it as a signed credential or copy its public verification link.
 * A badge the course asked to earn again says so and links to the course. Nothing without a badge.
 */
export function CertificationCard() {
  const { t } = useTranslation('credentials');
  // The server refuses an unverified e-mail every training read: no card (and no read) until verified.
  const user = useSessionUser();
  const emailVerified = !!user && !user.validationFailed && user.emailVerified;
  const codeMessages = useTrainingErrorMessages();
  const certification = useMyCertification(emailVerified);
  if (!emailVerified) return null;
  if (certification.isError) {
    return (
      <SaveErrorAlert
        error={certification.error}
        title={t('card.failed')}
        codeMessages={codeMessages}
        testId="certification-failed"
      />
    );
  }
  if (!certification.data) return null;
  return <BadgeCard certification={certification.data} />;
}

function BadgeCard({ certification }: { certification: Certification }) {
  const { t } = useTranslation('credentials');
  return (
    <article
      className="card stack certification-card"
      aria-labelledby="certification-heading"
      data-testid="certification"
      data-valid={certification.valid}
    >
      <CertifiedBuyerTitle headingId="certification-heading" earnedAt={certification.earnedAt} />
      {certification.valid ? (
        <ShareBadge credentialId={certification.credentialId} />
      ) : (
        <div className="alert alert--warning" role="status" data-testid="certification-lapsed">
          <p className="alert__title">{t('card.lapsed.title')}</p>
          <p>{t('card.lapsed.body')}</p>
          <Link to={paths.training}>{t('card.lapsed.link')}</Link>
        </div>
      )}
    </article>
  );
}

/** "Download badge" and "Copy verification link", for a valid badge only (a lapsed one checks as revoked). */
function ShareBadge({ credentialId }: { credentialId: string }) {
  const { t } = useTranslation('credentials');
  const download = useDownloadCredential();
  const codeMessages = useTrainingErrorMessages();
  const { copy, copied } = useCopyText();
  const copyLink = async () => {
    if (await copy(credentialVerificationUrl(credentialId))) {
      showToast({ variant: 'success', title: credentialsToastKey('toasts.linkCopied') });
    }
  };
  return (
    <>
      <p>{t('card.share')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={download.isPending}
          onClick={() => download.mutate()}
          data-testid="certification-download"
        >
          {download.isPending ? t('card.downloading') : t('card.download')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void copyLink()}
          data-testid="certification-copy-link"
        >
          {copied ? t('card.copied') : t('card.copyLink')}
        </button>
      </div>
      <SaveErrorAlert error={download.error} title={t('card.downloadFailed')} codeMessages={codeMessages} />
    </>
  );
}
