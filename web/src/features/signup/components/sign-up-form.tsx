import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES } from '#shared/core/language';
import { fieldAria } from '../../../components/form/field-message';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useFieldMessage } from '../../../lib/form/use-field-message';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { SignUpFailureKind } from '../api/sign-up-errors';
import { useSignUp } from '../hooks/use-sign-up';
import {
  emptySignUpForm,
  SIGN_UP_FIELDS,
  signUpFormSchema,
  type PhoneRule,
  type SignUpKind,
} from '../sign-up-form-schema';
import { PasswordChecklist } from './password-checklist';
import { paths } from '../../../lib/paths/paths';

/** Failures after which the invitation itself cannot be used: the way on is the waitlist. */
const INVITATION_FAILURES: readonly SignUpFailureKind[] = [
  'invitation-used',
  'invitation-expired',
  'invitation-unknown',
];

export interface SignUpFormProps {
  kind: SignUpKind;
  /** Required unless the invitation is for an admin (`requiresPhoneNumber`, as the server checks). */
  phone: PhoneRule;
  invitationToken: string;
  /** `legacy`: the older single-column form, without the live password checklist. */
  variant?: 'standard' | 'legacy';
}

/**
 * The sign-up form (docs/requirements.md#r5-1). Field errors show once a field is left and on submit, from
 * the shared schemas; the server's refusal shows after, on the fields it names. Nothing typed is cleared on
 * an error.
 */
export function SignUpForm({ kind, phone, invitationToken, variant = 'standard' }: SignUpFormProps) {
  const { t } = useTranslation('signup');
  const { t: tCommon } = useTranslation();
  const signUp = useSignUp(kind, phone);
  const [initial] = useState(() => emptySignUpForm(currentLanguage()));
  const form = useSchemaForm({
    idPrefix: 'sign-up',
    initial,
    fields: SIGN_UP_FIELDS,
    schema: signUpFormSchema(phone),
    message: useFieldMessage(),
  });
  const alertRef = useRef<HTMLDivElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submit() === null) return;
    signUp.mutate(
      { values: form.values, invitationToken },
      {
        onError: ({ failure }) => {
          // The server's word on a field stands only until the field is changed.
          form.setServerErrors(failure.fieldErrors);
          const firstRefused = SIGN_UP_FIELDS.find((field) => failure.fieldErrors[field]);
          if (firstRefused) document.getElementById(form.id(firstRefused))?.focus();
          else alertRef.current?.focus();
        },
      },
    );
  };
  const field = form.fieldProps;

  const passwordField = field('password');
  const checklistId = 'sign-up-password-rules';
  const failure = signUp.error?.failure;

  const account: ReactNode = (
    <>
      <TextField
        {...field('email')}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        {...passwordField}
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        {...(variant === 'standard' && fieldAria(passwordField.id, passwordField.error, checklistId))}
      />
      {variant === 'standard' && <PasswordChecklist id={checklistId} password={form.values.password} />}
      <TextField
        {...field('confirmPassword')}
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
  const names: ReactNode = (
    <>
      <TextField {...field('firstName')} label={t('fields.firstName')} autoComplete="given-name" />
      <TextField {...field('lastName')} label={t('fields.lastName')} autoComplete="family-name" />
    </>
  );
  const contact: ReactNode = (
    <>
      <TextField
        {...field('phoneNumber')}
        label={phone === 'required' ? t('fields.phone') : t('fields.phoneOptional')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="(555) 555-0100"
      />
      <SelectField
        {...field('languagePreference')}
        label={t('fields.language')}
        options={LANGUAGES.map((code) => ({ value: code, label: tCommon(`language.names.${code}`) }))}
      />
    </>
  );

  return (
    <form
      className={`form sign-up-form sign-up-form--${variant}`}
      noValidate
      onSubmit={onSubmit}
      data-testid="sign-up-form"
      aria-describedby={failure ? 'sign-up-error' : undefined}
    >
      {failure && (
        <SaveErrorAlert
          id="sign-up-error"
          ref={alertRef}
          testId="sign-up-error"
          failure={failure.kind}
          error={failure}
          title={t('errors.title')}
          detail={t(`errors.${failure.kind}`)}
        >
          {INVITATION_FAILURES.includes(failure.kind) && (
            <p>
              <Link to={paths.requestAccess}>{t('invitation.waitlistLink')}</Link>
            </p>
          )}
          {failure.kind === 'signed-up-not-signed-in' && (
            <p>
              <Link to={paths.signIn}>{t('invitation.signInLink')}</Link>
            </p>
          )}
        </SaveErrorAlert>
      )}

      {variant === 'standard' ? (
        <>
          <fieldset className="fieldset">
            <legend>{t('sections.account')}</legend>
            {account}
          </fieldset>
          <fieldset className="fieldset">
            <legend>{t('sections.aboutYou')}</legend>
            <div className="field-row">{names}</div>
            {contact}
          </fieldset>
        </>
      ) : (
        <>
          {names}
          {account}
          {contact}
        </>
      )}

      <button type="submit" className="button button--primary button--block" disabled={signUp.isPending}>
        {signUp.isPending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
