import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '#shared/admin/admin-users';
import { ROLES, type Role } from '#shared/users/roles';
import { fieldAria, FieldMessage } from '../../../components/form/field-message';
import { TextField } from '../../../components/form/text-field';
import {
  useAdminUsers,
  useSetFirstRightOfRefusal,
  useSetUserRoles,
  useSetUserStatus,
  useUserTextAlerts,
} from '../hooks/use-admin-users';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { personName } from '#shared/users/person-name';

/**
 * The users tab: search by e-mail or last name or list only certified buyers, edit roles, deactivate
 * or reactivate.
 */
export function AdminUsers({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [certifiedOnly, setCertifiedOnly] = useState(false);
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const users = useAdminUsers(search, cursor, certifiedOnly);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(draft.trim());
    setCursors([]);
  };

  return (
    <div className="stack">
      <form className="form form--inline" role="search" onSubmit={onSearch}>
        <TextField
          id="admin-user-search"
          label={t('users.search')}
          type="search"
          maxLength={100}
          value={draft}
          disabled={certifiedOnly}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={certifiedOnly}>
          {t('users.searchSubmit')}
        </button>
      </form>
      {/* The badge index is its own list: the API takes the filter or a search, never both. */}
      <div className="field">
        <label className="checkbox" htmlFor="admin-user-certified">
          <input
            id="admin-user-certified"
            type="checkbox"
            aria-describedby="admin-user-certified-hint"
            checked={certifiedOnly}
            data-testid="admin-users-certified-filter"
            onChange={(event) => {
              setCertifiedOnly(event.target.checked);
              setCursors([]);
            }}
          />
          {t('users.certifiedOnly')}
        </label>
        <p id="admin-user-certified-hint" className="field__hint">
          {t('users.certifiedOnlyHint')}
        </p>
      </div>
      {users.isPending && <p className="muted">{t('loading')}</p>}
      {users.isError && (
        <div className="alert alert--error" role="alert">
          <p>{t('users.failed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void users.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      {users.data && users.data.items.length === 0 && (
        <p className="muted">{t(certifiedOnly ? 'users.emptyCertified' : 'users.empty')}</p>
      )}
      {users.data && users.data.items.length > 0 && (
        // The previous page or search stays, dimmed and marked busy, until the new one arrives.
        <ul
          className={users.isPlaceholderData ? 'admin-list admin-list--busy' : 'admin-list'}
          aria-busy={users.isPlaceholderData}
          data-testid="admin-users"
        >
          {users.data.items.map((user) => (
            <AdminUserRow key={user.userId} user={user} isSelf={user.userId === currentUserId} />
          ))}
        </ul>
      )}
      <div className="button-row">
        {cursors.length > 0 && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setCursors((all) => all.slice(0, -1))}
          >
            {t('previous')}
          </button>
        )}
        {users.data?.nextCursor && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setCursors((all) => [...all, users.data.nextCursor ?? ''])}
          >
            {t('next')}
          </button>
        )}
      </div>
    </div>
  );
}

function AdminUserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const [confirming, setConfirming] = useState(false);
  const saveRoles = useSetUserRoles();
  const setStatus = useSetUserStatus();
  const deactivated = user.accountStatus === 'deactivated';
  const rolesChanged = roles.length !== user.roles.length || roles.some((role) => !user.roles.includes(role));
  const name = personName(user) || user.email;
  const rolesId = `roles-${user.userId}`;
  const rolesError = roles.length === 0 ? t('users.rolesRequired') : undefined;

  return (
    <li className="admin-list__item card" data-testid="admin-user" data-email={user.email}>
      <div className="admin-list__head">
        <div>
          <p className="admin-list__title">{name}</p>
          <p className="muted">{user.email}</p>
        </div>
        <span className="admin-list__tags">
          {user.certifiedBuyer && (
            <span className="tag" data-testid="admin-user-certified">
              {tCommon('certifiedBuyer')}
            </span>
          )}
          <span className={`tag ${deactivated ? 'tag--danger' : ''}`} data-testid="admin-user-status">
            {t(`users.status.${user.accountStatus}`)}
          </span>
        </span>
      </div>
      <fieldset id={rolesId} className="checkbox-group" {...fieldAria(rolesId, rolesError)}>
        <legend>{t('users.roles', { name })}</legend>
        {ROLES.map((role) => (
          <label key={role} className="checkbox">
            <input
              type="checkbox"
              checked={roles.includes(role)}
              disabled={isSelf && role === 'admin'}
              onChange={(event) =>
                setRoles((current) =>
                  event.target.checked
                    ? ROLES.filter((item) => current.includes(item) || item === role)
                    : current.filter((item) => item !== role),
                )
              }
            />
            {tCommon(`roles.${role}`)}
          </label>
        ))}
      </fieldset>
      <FieldMessage id={rolesId} error={rolesError} />
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={!rolesChanged || roles.length === 0 || saveRoles.isPending}
          onClick={() => saveRoles.mutate({ userId: user.userId, roles })}
        >
          {t('users.saveRoles')}
        </button>
        {!isSelf && !confirming && (
          <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
            {t(deactivated ? 'users.reactivate' : 'users.deactivate')}
          </button>
        )}
      </div>
      {/* Saved on its own, as soon as it changes: not part of "Save roles". */}
      <FirstRefusalToggle user={user} name={name} />
      <UserTextAlerts userId={user.userId} name={name} />
      {confirming && (
        <div className="alert alert--warning" role="alertdialog" aria-labelledby={`confirm-${user.userId}`}>
          <p id={`confirm-${user.userId}`}>
            {t(deactivated ? 'users.confirmReactivate' : 'users.confirmDeactivate', { name })}
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              disabled={setStatus.isPending}
              onClick={() =>
                setStatus.mutate(
                  { userId: user.userId, accountStatus: deactivated ? 'active' : 'deactivated' },
                  { onSettled: () => setConfirming(false) },
                )
              }
            >
              {t('users.confirm')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              {t('users.cancel')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The first-right-of-refusal switch: saved as soon as it changes. */
function FirstRefusalToggle({ user, name }: { user: AdminUser; name: string }) {
  const { t } = useTranslation('admin');
  const setFirstRefusal = useSetFirstRightOfRefusal();
  const id = `first-refusal-${user.userId}`;
  return (
    <div className="field">
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={`${id}-hint`}
          checked={setFirstRefusal.isPending ? !user.firstRightOfRefusal : user.firstRightOfRefusal}
          disabled={setFirstRefusal.isPending}
          data-testid="admin-user-first-refusal"
          onChange={(event) =>
            setFirstRefusal.mutate({ userId: user.userId, firstRightOfRefusal: event.target.checked })
          }
        />
        {t('users.firstRefusal')}
        <span className="visually-hidden"> {t('users.firstRefusalOf', { name })}</span>
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('users.firstRefusalHint')}
      </p>
    </div>
  );
}

/** Whether the user's texts are on and how the last one went, loaded when the admin opens it. */
function UserTextAlerts({ userId, name }: { userId: string; name: string }) {
  const { t, i18n } = useTranslation('admin');
  const [opened, setOpened] = useState(false);
  const textAlerts = useUserTextAlerts(userId, opened);
  const regionId = `text-alerts-${userId}`;
  const last = textAlerts.data?.lastDelivery;
  return (
    <div className="field">
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={opened}
        aria-controls={regionId}
        data-testid="admin-user-text-alerts-toggle"
        onClick={() => setOpened((open) => !open)}
      >
        {t('users.textAlerts.show')}
        <span className="visually-hidden"> {t('users.textAlerts.showOf', { name })}</span>
      </button>
      <div id={regionId} hidden={!opened} aria-live="polite" data-testid="admin-user-text-alerts">
        {opened && textAlerts.isPending && <p className="muted">{t('users.textAlerts.loading')}</p>}
        {opened && textAlerts.isError && (
          <div className="alert alert--error" role="alert">
            <p>{t('users.textAlerts.failed')}</p>
            <button type="button" className="button button--ghost" onClick={() => void textAlerts.refetch()}>
              {t('retry')}
            </button>
          </div>
        )}
        {textAlerts.data && (
          <p>
            <span className="tag" data-testid="admin-user-text-status">
              {t(`users.textAlerts.status.${textAlerts.data.status}`)}
            </span>{' '}
            {last
              ? t('users.textAlerts.lastDelivery', {
                  status: t(`users.textAlerts.delivery.${last.status}`),
                  date: formatDateTime(last.at, i18n.resolvedLanguage ?? i18n.language),
                })
              : t('users.textAlerts.noDelivery')}
          </p>
        )}
      </div>
    </div>
  );
}
