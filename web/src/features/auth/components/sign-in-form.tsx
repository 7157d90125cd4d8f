import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import { useSignIn } from '../hooks/use-sign-in';
import {
  SIGN_IN_PASSWORD_MIN_LENGTH,
  signInFormSchema,
  type SignInField,
  type SignInForm,
} from '../sign-in-schema';

type FieldErrors = Partial<Record<SignInField, string>>;

/** Runs the form schema and keeps the first message (a key of the `auth` namespace) per field. */
function validate(values: SignInForm): FieldErrors {
  const result = signInFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SignInField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * E-mail and password. Errors show as soon as a field is left (before any submit) and update while
 * typing after that; a failed sign-in says why (SPEC §8).
 */
export function SignInFormView({ autoFocus = false }: { autoFocus?: boolean } = {}) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const [values, setValues] = useState<SignInForm>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<SignInField, boolean>>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // When the form replaces another one on the page, focus follows it.
  useEffect(() => {
    if (autoFocus) emailRef.current?.focus();
  }, [autoFocus]);

  const errors = validate(values);
  const visibleError = (field: SignInField) => (touched[field] ? errors[field] : undefined);

  const update = (field: SignInField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (errors.email || errors.password) {
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    signIn.mutate(signInFormSchema.parse(values));
  };

  const emailError = visibleError('email');
  const passwordError = visibleError('password');

  return (
    <form
      className="form"
      noValidate
      onSubmit={onSubmit}
      aria-describedby={signIn.error ? 'sign-in-error' : undefined}
    >
      {signIn.error && (
        <div id="sign-in-error" className="alert alert--error" role="alert" data-testid="sign-in-error">
          <p className="alert__title">{t('errors.title')}</p>
          <p>{t(`errors.${signIn.error.failure}`)}</p>
        </div>
      )}

      <TextField
        ref={emailRef}
        id="sign-in-email"
        label={t('fields.email')}
        error={emailError && t(emailError as 'validation.emailInvalid')}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, email: true }))}
      />

      <TextField
        ref={passwordRef}
        id="sign-in-password"
        label={t('fields.password')}
        error={
          passwordError &&
          t(passwordError as 'validation.passwordTooShort', { min: SIGN_IN_PASSWORD_MIN_LENGTH })
        }
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, password: true }))}
      />

      <button type="submit" className="button button--primary button--block" disabled={signIn.isPending}>
        {signIn.isPending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
