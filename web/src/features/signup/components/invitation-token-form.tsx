import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { TextField } from '../../../components/form/text-field';
import { useFieldMessage } from '../../../lib/form/use-field-message';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { extractInvitationToken } from '../../../lib/invitations/invitation-token';

/** A pasted invitation link or bare token, answered as the token it carries. */
const invitationTokenSchema = z.object({
  invitation: z
    .string()
    .trim()
    .min(1, 'invitationTokenRequired')
    .transform((text, context) => {
      const token = extractInvitationToken(text);
      if (!token) context.addIssue({ code: 'custom', message: 'invitationTokenInvalid' });
      return token ?? '';
    }),
});
const FIELDS = ['invitation'] as const;

/** "Paste your invitation link or token": answers the token when it has the shape of one. */
export function InvitationTokenForm({ onToken }: { onToken: (token: string) => void }) {
  const { t } = useTranslation('signup');
  const form = useSchemaForm({
    idPrefix: 'invitation',
    ids: { invitation: 'invitation-token' },
    initial: { invitation: '' },
    fields: FIELDS,
    schema: invitationTokenSchema,
    message: useFieldMessage(),
  });

  return (
    <form className="form" noValidate onSubmit={form.onSubmit(({ invitation }) => onToken(invitation))}>
      <TextField
        {...form.fieldProps('invitation')}
        label={t('paste.label')}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('paste.placeholder')}
      />
      <button type="submit" className="button button--primary">
        {t('paste.submit')}
      </button>
    </form>
  );
}
