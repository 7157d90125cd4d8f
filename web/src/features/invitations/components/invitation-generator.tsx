import { useTranslation } from 'react-i18next';
import {
  generateInvitationsBodySchema,
  invitableRoles,
  MAX_INVITATION_BATCH,
} from '#shared/invitations/invitations';
import type { RoleHolder } from '#shared/users/roles';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useFieldMessage } from '../../../lib/form/use-field-message';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useGenerateInvitations } from '../hooks/use-generate-invitations';
import { CopyButton } from './copy-button';

const FIELDS = ['role', 'count'] as const;

/** The form's text as the body: the count is a whole number when it is one at all. */
function toBody(values: { role: string; count: string }) {
  const count = values.count.trim() === '' ? Number.NaN : Number(values.count);
  return { role: values.role, count };
}

/**
 * Generates a batch of invitations for one role (only roles the user may invite) and shows each new
 * link once, with a Copy button: the server keeps only a hash of the token.
 */
export function InvitationGenerator({ user }: { user: RoleHolder }) {
  const { t } = useTranslation('invitations');
  const { t: tCommon } = useTranslation();
  const roles = invitableRoles(user);
  const generate = useGenerateInvitations();
  const message = useFieldMessage();
  const form = useSchemaForm({
    idPrefix: 'invitation',
    initial: { role: roles[0] ?? 'buyer', count: '1' },
    fields: FIELDS,
    schema: generateInvitationsBodySchema,
    toBody,
    message,
  });
  // A number input answers "" for anything not a number: say so rather than zod's generic text.
  const countErrorKey = form.errorKey('count');
  const countError = message(
    countErrorKey && Number.isNaN(toBody(form.values).count) ? 'countRequired' : countErrorKey,
  );

  const created = generate.data?.invitations ?? [];

  return (
    <div className="stack">
      <form
        className="form form--inline"
        noValidate
        onSubmit={form.onSubmit((body) => generate.mutate(body))}
        data-testid="generate-invitations-form"
      >
        <SelectField
          {...form.fieldProps('role')}
          label={t('generate.role')}
          options={roles.map((role) => ({ value: role, label: tCommon(`roles.${role}`) }))}
        />
        <TextField
          {...form.fieldProps('count')}
          error={countError}
          label={t('generate.count', { max: MAX_INVITATION_BATCH })}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_INVITATION_BATCH}
          step={1}
        />
        <button type="submit" className="button button--primary" disabled={generate.isPending}>
          {generate.isPending ? t('generate.submitting') : t('generate.submit')}
        </button>
      </form>

      {created.length > 0 && (
        <div className="alert alert--success" role="status" data-testid="new-invitations">
          <p className="alert__title">{t('generate.created', { count: created.length })}</p>
          <p>{t('generate.onlyOnce')}</p>
          <ol className="link-list">
            {created.map((invitation, index) => (
              <li
                key={invitation.invitationId}
                className="link-list__item"
                data-testid="new-invitation"
                data-invitation-id={invitation.invitationId}
              >
                <span className="tag">{tCommon(`roles.${invitation.role}`)}</span>
                <code className="link-list__link" data-testid="new-invitation-link">
                  {invitation.link}
                </code>
                <CopyButton text={invitation.link} label={t('copy.label', { number: index + 1 })} />
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
