import '../deal-editor.css';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { DEAL_MANAGERS, hasAnyRole } from '#shared/users/roles';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useSession } from '../../../lib/session/session-context';
import { isNotFound, useDealDetail } from '../api/deal-editor-api';
import { EMPTY_DEAL_FORM_VALUES, fromDeal } from '../form/deal-form-values';
import { dealDraftKey } from '../hooks/use-deal-draft';
import { DealEditorForm } from './deal-editor-form';
import { paths } from '../../../lib/paths/paths';

/**
 * `/deals/new` and `/deals/:dealId/edit` (docs/requirements.md#r2-5): originators and admins only, everyone
 * else goes to /unauthorized; editing needs `canManage` on the listing (its owner or an admin).
 */
export default function DealEditorPage() {
  const { dealId } = useParams();
  return <DealEditor dealId={dealId} />;
}

/** The editor of one listing (`dealId`), or of a new one. */
export function DealEditor({ dealId }: { dealId?: string }) {
  const { t } = useTranslation('deal-editor');
  const { state } = useSession();
  usePageTitle(t(dealId === undefined ? 'title.create' : 'title.edit'));

  if (state.status === 'loading') return <PageLoader />;
  if (state.status !== 'authenticated' || !hasAnyRole(state.user, DEAL_MANAGERS)) {
    return <Navigate to={paths.unauthorized} replace />;
  }
  const userId = state.user.userId;
  return (
    <section className="page deal-editor" aria-labelledby="deal-editor-heading">
      <header className="page-header">
        <h1 id="deal-editor-heading">{t(dealId === undefined ? 'title.create' : 'title.edit')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      {dealId === undefined ? (
        <DealEditorForm initial={EMPTY_DEAL_FORM_VALUES} draftKey={dealDraftKey(userId, undefined)} />
      ) : (
        <EditDeal dealId={dealId} userId={userId} />
      )}
    </section>
  );
}

/** Loads the listing, then opens the form on its values. */
function EditDeal({ dealId, userId }: { dealId: string; userId: string }) {
  const { t } = useTranslation('deal-editor');
  const detail = useDealDetail(dealId);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    const missing = isNotFound(detail.error);
    return (
      <div
        className="alert alert--error"
        role="alert"
        data-testid={missing ? 'deal-not-found' : 'deal-load-error'}
      >
        <p className="alert__title">{t(missing ? 'load.notFoundTitle' : 'load.failedTitle')}</p>
        <p>{t(missing ? 'load.notFoundBody' : 'load.failedBody')}</p>
        <div className="button-row">
          {!missing && (
            <button type="button" className="button button--small" onClick={() => void detail.refetch()}>
              {t('load.retry')}
            </button>
          )}
          <Link to={paths.dashboard} className="button button--ghost button--small">
            {t('load.backToDashboard')}
          </Link>
        </div>
      </div>
    );
  }
  if (!detail.data.viewer.canManage) return <Navigate to={paths.unauthorized} replace />;
  const { deal } = detail.data;
  return (
    <>
      <p className="deal-editor__subject" data-testid="deal-editor-subject">
        {t('editing', { address: `${deal.streetAddress}, ${deal.city}, ${deal.state} ${deal.zipCode}` })}
      </p>
      <DealEditorForm
        key={dealId}
        dealId={dealId}
        initial={fromDeal(deal)}
        draftKey={dealDraftKey(userId, dealId)}
      />
    </>
  );
}
