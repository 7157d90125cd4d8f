import '../credentials.css';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CredentialVerification } from '#shared/training/training';
import { PageLoader } from '../../../components/page-loader';
import { formatDate } from '../../../lib/i18n/format-date';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { isUnknownCredential, useCredentialCheck } from '../hooks/use-credential-check';

/**
 * `/badges/:credentialId`, public: the verification link inside a shared Certified Buyer credential
 * says whether it is valid or revoked, and whose it is (docs/training.md "The credential").
 */
export default function CredentialPage() {
  const { credentialId = '' } = useParams();
  return <CredentialCheck credentialId={credentialId} />;
}

/** The check of one credential id: valid, revoked, not found, or a failure to try again. */
export function CredentialCheck({ credentialId }: { credentialId: string }) {
  const { t } = useTranslation('credentials');
  usePageTitle(t('page.title'));
  const check = useCredentialCheck(credentialId);

  let content;
  if (!check.isIdValid || isUnknownCredential(check.error)) {
    content = (
      <div className="alert alert--warning" role="status" data-testid="credential-not-found">
        <p className="alert__title">{t('page.notFound.title')}</p>
        <p>{t('page.notFound.body')}</p>
      </div>
    );
  } else if (check.data) {
    content = <CredentialResult verification={check.data} />;
  } else if (check.isError) {
    content = (
      <div className="alert alert--error" role="alert" data-testid="credential-failed">
        <p>{t('page.failed')}</p>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void check.refetch()}
        >
          {t('page.retry')}
        </button>
      </div>
    );
  } else {
    content = <PageLoader />;
  }

  return (
    <section className="page credential-page" aria-labelledby="credential-heading">
      <header className="page-header">
        <p className="eyebrow">{t('page.eyebrow')}</p>
        <h1 id="credential-heading">{t('page.title')}</h1>
      </header>
      {content}
    </section>
  );
}

function CredentialResult({ verification }: { verification: CredentialVerification }) {
  const { t, i18n } = useTranslation('credentials');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const valid = verification.status === 'valid';
  return (
    <article className="card stack" data-testid="credential-result" data-status={verification.status}>
      <p
        className={`credential-status credential-status--${verification.status}`}
        role="status"
        data-testid="credential-status"
      >
        <span aria-hidden="true">{valid ? '✓' : '✕'}</span> {t(`page.status.${verification.status}`)}
      </p>
      <p>{t(valid ? 'page.validBody' : 'page.revokedBody')}</p>
      {!valid && verification.revokedAt && (
        <p data-testid="credential-revoked-at">
          {t('page.revokedAt', { date: formatDate(verification.revokedAt, language) })}
        </p>
      )}
      <dl className="details-list">
        <div className="details-list__row">
          <dt>{t('page.holder')}</dt>
          <dd data-testid="credential-holder">{verification.holderName}</dd>
        </div>
        <div className="details-list__row">
          <dt>{t('page.achievement')}</dt>
          {/* The only achievement Dealflow issues, named in the reader's language (the server's name is English). */}
          <dd>{tCommon('certifiedBuyer')}</dd>
        </div>
        <div className="details-list__row">
          <dt>{t('page.issuer')}</dt>
          <dd>{verification.issuerName}</dd>
        </div>
        <div className="details-list__row">
          <dt>{t('page.issued')}</dt>
          <dd data-testid="credential-issued">{formatDate(verification.issuedAt, language)}</dd>
        </div>
      </dl>
    </article>
  );
}
