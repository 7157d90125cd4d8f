import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import { extractInvitationToken } from '../../../lib/invitations/invitation-token';
import { validationMessage } from '../../../lib/form/validation-message';

/** "Paste your invitation link or token": answers the token when it has the shape of one. */
export function InvitationTokenForm({ onToken }: { onToken: (token: string) => void }) {
  const { t } = useTranslation('signup');
  const { t: tCommon } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const token = extractInvitationToken(value);
    if (!token) {
      setError(value.trim() === '' ? 'invitationTokenRequired' : 'invitationTokenInvalid');
      return;
    }
    setError(undefined);
    onToken(token);
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        id="invitation-token"
        label={t('paste.label')}
        name="invitation"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('paste.placeholder')}
        value={value}
        error={validationMessage(tCommon, error)}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('paste.submit')}
      </button>
    </form>
  );
}
