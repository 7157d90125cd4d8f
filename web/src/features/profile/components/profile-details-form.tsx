import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import * as z from 'zod';
import { updateProfile } from '#shared/api/routes/users.routes';
import { LANGUAGES, type Language } from '#shared/core/language';
import { profileUpdateBodySchema } from '#shared/users/profile';
import type { User } from '#shared/users/user';
import { emailSchema, formatPhone } from '#shared/core/validation';
import { SelectField } from '../../../components/form/select-field';
import { PhoneField } from '../../../components/form/phone-field';
import { TextField } from '../../../components/form/text-field';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { showToast } from '../../../lib/toast/toast-store';
import { cognitoErrorName, requestEmailChange } from '../api/account-security';
import { toTextOrNull } from '../form-helpers';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useProfileFieldMessage } from '../hooks/use-field-message';
import { profileToastKey, useSaveUser } from '../hooks/use-save-user';
import { ImageUpload } from './image-upload';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { paths } from '../../../lib/paths/paths';

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'callBookingLink', 'languagePreference'] as const;
const EMAIL_CHANGE_FIELDS = ['email'] as const;

interface Values {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  callBookingLink: string;
  languagePreference: Language;
}

const toBody = (values: Values) => ({ ...values, callBookingLink: toTextOrNull(values.callBookingLink) });

/** The profile tab: names, phone shown as (XXX) XXX-XXXX, call-booking link, language, picture, e-mail. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const save = useSaveUser(updateProfile, {
    success: 'toasts.profileSaved',
    failure: 'toasts.profileFailed',
  });
  const form = useSchemaForm({
    idPrefix: 'profile',
    message: useProfileFieldMessage(),
    initial: {
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber ? formatPhone(user.phoneNumber) : '',
      callBookingLink: user.callBookingLink ?? '',
      languagePreference: user.languagePreference,
    },
    schema: profileUpdateBodySchema,
    toBody,
    fields: FIELDS,
  });

  // The dashboard and the listing form link straight to the booking-link field.
  const { hash } = useLocation();
  const bookingLinkId = form.id('callBookingLink');
  useEffect(() => {
    if (hash !== `#${bookingLinkId}`) return;
    const field = document.getElementById(bookingLinkId);
    field?.scrollIntoView?.({ block: 'center' });
    field?.focus();
  }, [hash, bookingLinkId]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        form.set('phoneNumber', saved.phoneNumber ? formatPhone(saved.phoneNumber) : '');
        if (saved.languagePreference !== user.languagePreference)
          void switchLanguage(saved.languagePreference);
      },
      onError: form.showServerErrors,
    });
  };

  return (
    <div className="stack">
      <form className="form card card--form" noValidate onSubmit={onSubmit} data-testid="profile-form">
        <h2>{t('details.heading')}</h2>
        <SaveErrorAlert error={save.error} title={t('toasts.profileFailed')} />
        <div className="form-grid">
          <TextField
            label={t('details.firstName')}
            autoComplete="given-name"
            {...form.fieldProps('firstName')}
          />
          <TextField
            label={t('details.lastName')}
            autoComplete="family-name"
            {...form.fieldProps('lastName')}
          />
        </div>
        <PhoneField
          id={form.id('phoneNumber')}
          label={t('details.phone')}
          autoComplete="tel-national"
          placeholder="(555) 555-0100"
          value={form.values.phoneNumber}
          error={form.error('phoneNumber')}
          onValueChange={(value) => form.set('phoneNumber', value)}
          onBlur={() => form.touch('phoneNumber')}
        />
        <TextField
          label={t('details.callBookingLink')}
          type="url"
          placeholder="https://"
          {...form.fieldProps('callBookingLink')}
        />
        <SelectField
          id={form.id('languagePreference')}
          label={tCommon('language.label')}
          value={form.values.languagePreference}
          options={LANGUAGES.map((language) => ({
            value: language,
            label: tCommon(`language.names.${language}`),
          }))}
          onChange={(event) => form.set('languagePreference', event.target.value as Language)}
        />
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('actions.saving') : t('actions.save')}
        </button>
      </form>

      <section className="card card--form stack" aria-labelledby="profile-picture-heading">
        <h2 id="profile-picture-heading">{t('details.pictureHeading')}</h2>
        <ImageUpload kind="profilePicture" currentUrl={user.profilePictureUrl} label={t('details.picture')} />
      </section>

      <EmailChangeForm currentEmail={user.email} />
    </div>
  );
}

/** Starts an e-mail change: Cognito sends a code to the new address, confirmed at /verify-email-change. */
function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<'emailTaken' | 'emailChangeFailed' | null>(null);
  const schema = useMemo(
    () => z.object({ email: emailSchema.refine((email) => email !== currentEmail, 'emailUnchanged') }),
    [currentEmail],
  );
  const form = useSchemaForm({
    idPrefix: 'profile-new',
    initial: { email: '' },
    fields: EMAIL_CHANGE_FIELDS,
    schema,
    message: useProfileFieldMessage(),
  });

  const requestChange = async (email: string) => {
    setPending(true);
    setFailure(null);
    try {
      await requestEmailChange(email);
      showToast({ variant: 'success', title: profileToastKey('toasts.emailCodeSent') });
      void navigate(paths.verifyEmailChangeFor(email));
    } catch (error) {
      setFailure(cognitoErrorName(error) === 'AliasExistsException' ? 'emailTaken' : 'emailChangeFailed');
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="form card card--form"
      noValidate
      onSubmit={form.onSubmit(({ email }) => void requestChange(email))}
      data-testid="email-change-form"
    >
      <h2>{t('email.heading')}</h2>
      <p className="muted">{t('email.current', { email: currentEmail })}</p>
      <SaveErrorAlert error={failure} title={failure ? t(`email.${failure}`) : ''} />
      <TextField
        {...form.fieldProps('email')}
        label={t('email.newEmail')}
        type="email"
        autoComplete="email"
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('actions.saving') : t('email.submit')}
      </button>
    </form>
  );
}
