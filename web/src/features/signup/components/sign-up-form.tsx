import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES } from '#shared/core/language';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { schemaFieldErrors, type FieldErrors } from '../../../lib/form/field-errors';
import { useFormFields } from '../../../lib/form/use-form-fields';
import { validationMessage } from '../../../lib/form/validation-message';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { SignUpFailureKind } from '../api/sign-up-errors';
import { useSignUp } from '../hooks/use-sign-up';
import {
  emptySignUpForm,
  SIGN_UP_FIELDS,
  signUpFormSchema,
  type SignUpField,
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

const fieldId = (field: SignUpField) => `sign-up-${field}`;

export interface SignUpFormProps {
  kind: SignUpKind;
  invitationToken: string;
  /** `legacy`: the older single-column form, without the live password checklist. */
  variant?: 'standard' | 'legacy';
}

/**
 * The sign-up form (SPEC §5). Field errors show once a field is left and on submit, from the shared
 * schemas; the server's refusal shows after, on the fields it names. Nothing typed is cleared on
 * an error.
 */
export function SignUpForm({ kind, invitationToken, variant = 'standard' }: SignUpFormProps) {
  const { t } = useTranslation('signup');
  const { t: tCommon } = useTranslation();
  const signUp = useSignUp(kind);
  const [initial] = useState(() => emptySignUpForm(currentLanguage()));
  const { values, setValue, touched, touchAll, touchOnBlur } = useFormFields(initial);
  const [serverErrors, setServerErrors] = useState<FieldErrors<SignUpField>>({});
  const alertRef = useRef<HTMLDivElement>(null);

  const errors = schemaFieldErrors<SignUpField>(signUpFormSchema(kind), values);
  const errorFor = (field: SignUpField) =>
    validationMessage(tCommon, (touched[field] ? errors[field] : undefined) ?? serverErrors[field]);

  const update = (field: SignUpField, value: string) => {
    setValue(field, value);
    // The server's word on a field stands only until the field is changed.
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    touchAll();
    const firstInvalid = SIGN_UP_FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    signUp.mutate(
      { values, invitationToken },
      {
        onError: ({ failure }) => {
          setServerErrors(failure.fieldErrors);
          const firstRefused = SIGN_UP_FIELDS.find((field) => failure.fieldErrors[field]);
          if (firstRefused) document.getElementById(fieldId(firstRefused))?.focus();
          else alertRef.current?.focus();
        },
      },
    );
  };

  const field = (name: SignUpField) => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: errorFor(name),
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
    onBlur: touchOnBlur(name),
  });

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
        aria-describedby={
          variant === 'standard'
            ? [passwordField.error ? `${passwordField.id}-error` : null, checklistId]
                .filter(Boolean)
                .join(' ')
            : undefined
        }
      />
      {variant === 'standard' && <PasswordChecklist id={checklistId} password={values.password} />}
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
        label={kind === 'seller' ? t('fields.phone') : t('fields.phoneOptional')}
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
        <div
          id="sign-up-error"
          ref={alertRef}
          tabIndex={-1}
          className="alert alert--error"
          role="alert"
          data-testid="sign-up-error"
          data-failure={failure.kind}
        >
          <p className="alert__title">{t('errors.title')}</p>
          <p>{t(`errors.${failure.kind}`)}</p>
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
        </div>
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
