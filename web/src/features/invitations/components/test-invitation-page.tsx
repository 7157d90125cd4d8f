import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import { PageLoader } from '../../../components/page-loader';
import { formatDate } from '../../../lib/i18n/format-date';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import {
  useInvitationValidation,
  type InvitationState,
} from '../../../lib/invitations/use-invitation-validation';

function AnswerCard({ state }: { state: Exclude<InvitationState, { kind: 'missing' | 'checking' }> }) {
  const { t, i18n } = useTranslation('invitations');
  const { t: tCommon } = useTranslation();
  if (state.kind === 'error') {
    return (
      <div className="alert alert--error" role="alert" data-testid="invitation-answer" data-valid="unknown">
        <p className="alert__title">{t('test.failed')}</p>
        <button type="button" className="button button--ghost" onClick={state.retry}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  const valid = state.kind === 'valid';
  const status = valid ? 'pending' : state.kind;
  const rows: [string, string, string][] = [
    ['valid', t('test.valid'), valid ? t('test.yes') : t('test.no')],
    ['status', t('list.status'), t(`status.${status}`)],
    ['role', t('list.role'), state.role ? tCommon(`roles.${state.role}`) : t('test.none')],
    [
      'expires',
      t('list.expires'),
      state.expiresAt ? formatDate(state.expiresAt, i18n.resolvedLanguage ?? i18n.language) : t('test.none'),
    ],
  ];
  return (
    <article
      className={`card invitation-answer invitation-answer--${valid ? 'valid' : 'invalid'}`}
      aria-live="polite"
      data-testid="invitation-answer"
      data-valid={valid}
      data-status={status}
    >
      <h2>{valid ? t('test.usable') : t('test.notUsable')}</h2>
      <dl className="details-list">
        {rows.map(([key, label, value]) => (
          <div key={key} className="details-list__row">
            <dt>{label}</dt>
            <dd data-testid={`invitation-answer-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** `/test-invitation`: paste a token or a whole link and see what the server says about it. */
export default function TestInvitationPage() {
  const { t } = useTranslation('invitations');
  usePageTitle(t('test.title'));
  const [draft, setDraft] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const [showRequired, setShowRequired] = useState(false);
  const state = useInvitationValidation(checked);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowRequired(draft.trim() === '');
    if (draft.trim() !== '') setChecked(draft);
  };

  return (
    <section className="page page--narrow" aria-labelledby="test-invitation-heading">
      <header className="page-header">
        <h1 id="test-invitation-heading">{t('test.heading')}</h1>
        <p className="muted">{t('test.lead')}</p>
      </header>
      <div className="stack">
        <form className="card form" noValidate onSubmit={onSubmit}>
          <TextField
            id="test-invitation-token"
            label={t('test.label')}
            name="invitation"
            autoComplete="off"
            spellCheck={false}
            value={draft}
            error={showRequired ? t('test.required') : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            {t('test.submit')}
          </button>
        </form>
        {state.kind === 'checking' && <PageLoader />}
        {state.kind !== 'checking' && state.kind !== 'missing' && <AnswerCard state={state} />}
      </div>
    </section>
  );
}
