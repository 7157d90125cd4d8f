import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inviteWaitlistEntry, listWaitlist } from '#shared/api/routes/waitlist.routes';
import { callRoute } from '../../../lib/api/app-api-client';
import { formatDate } from '../../../lib/i18n/format-date';
import { showToast, type CommonTranslationKey } from '../../../lib/toast/toast-store';

const WAITLIST_KEY = ['admin', 'waitlist'] as const;

/** The waitlist tab: entries oldest first; Invite turns one into an invitation e-mailed to them. */
export function AdminWaitlist() {
  const { t, i18n } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const waitlist = useQuery({
    queryKey: WAITLIST_KEY,
    queryFn: ({ signal }) => callRoute(listWaitlist, { query: {}, signal }),
  });
  const invite = useMutation({
    mutationFn: (entryId: string) => callRoute(inviteWaitlistEntry, { params: { entryId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WAITLIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'invitations'] });
      showToast({ variant: 'success', title: 'admin:toasts.invited' as CommonTranslationKey });
    },
    onError: () =>
      showToast({ variant: 'error', title: 'admin:toasts.inviteFailed' as CommonTranslationKey }),
  });
  const sent = invite.data;

  return (
    <section className="card stack" aria-labelledby="admin-waitlist-heading">
      <h2 id="admin-waitlist-heading">{t('waitlist.heading')}</h2>
      {sent && (
        <div className="alert alert--success" role="status" data-testid="waitlist-invitation-sent">
          <p className="alert__title">{t('waitlist.sent', { email: sent.entry.email })}</p>
          <p>
            {t('waitlist.sentDetails', {
              role: tCommon(`roles.${sent.invitation.role}`),
              expires: formatDate(sent.invitation.expiresAt, i18n.language),
            })}
          </p>
        </div>
      )}
      {waitlist.isPending && <p className="muted">{t('loading')}</p>}
      {waitlist.isError && (
        <p className="alert alert--error" role="alert">
          {t('waitlist.failed')}
        </p>
      )}
      {waitlist.data?.items.length === 0 && <p className="muted">{t('waitlist.empty')}</p>}
      {waitlist.data && waitlist.data.items.length > 0 && (
        <ul className="admin-list" data-testid="admin-waitlist">
          {waitlist.data.items.map((entry) => (
            <li key={entry.entryId} className="admin-list__item card" data-testid="waitlist-entry">
              <div className="admin-list__head">
                <div>
                  <p className="admin-list__title">
                    {entry.firstName} {entry.lastName}
                  </p>
                  <p className="muted">
                    {entry.email} · {tCommon(`roles.${entry.role}`)} ·{' '}
                    {formatDate(entry.createdAt, i18n.language)}
                  </p>
                  {entry.note && <p>{entry.note}</p>}
                </div>
                {entry.status === 'invited' ? (
                  <span className="tag">{t('waitlist.invited')}</span>
                ) : (
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={invite.isPending}
                    onClick={() => invite.mutate(entry.entryId)}
                  >
                    {t('waitlist.invite')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
