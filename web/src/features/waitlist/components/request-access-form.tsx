import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  requestAccessBodySchema,
  WAITLIST_NOTE_MAX_LENGTH,
  type RequestAccessBody,
} from '#shared/waitlist/waitlist';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { schemaFieldErrors, type FieldErrors } from '../../../lib/form/field-errors';
import { useFormFields } from '../../../lib/form/use-form-fields';
import { validationMessage } from '../../../lib/form/validation-message';
import { REQUEST_ACCESS_FIELDS, type RequestAccessField } from '../api/request-access-errors';
import { RequestAccessError, useRequestAccess } from '../hooks/use-request-access';

const INITIAL = { firstName: '', lastName: '', email: '', role: 'buyer', note: '' };

/** The body for valid form values: an empty note is no note. */
function toBody(values: typeof INITIAL): unknown {
  return { ...values, note: values.note.trim() === '' ? undefined : values.note };
}

/**
 * /requestAccess form: name, e-mail, the role wanted and a note of at most 500 characters with a
 * counter. Answers: added, already listed (kindly), full, too many requests.
 */
export function RequestAccessForm() {
  const { t } = useTranslation('waitlist');
  const { t: tCommon } = useTranslation();
  const request = useRequestAccess();
  const { values, setValue, touched, touchAll, touchOnBlur } = useFormFields(INITIAL);
  const [serverErrors, setServerErrors] = useState<FieldErrors<RequestAccessField>>({});

  const errors = schemaFieldErrors<RequestAccessField>(requestAccessBodySchema, toBody(values));
  const field = (name: RequestAccessField) => ({
    id: `request-access-${name}`,
    name,
    value: values[name],
    error: validationMessage(tCommon, (touched[name] ? errors[name] : undefined) ?? serverErrors[name]),
    onChange: (event: { target: { value: string } }) => {
      setValue(name, event.target.value);
      setServerErrors(({ [name]: _dropped, ...rest }) => rest);
    },
    onBlur: touchOnBlur(name),
  });

  if (request.isSuccess) {
    const added = request.data.status === 'added';
    return (
      <div
        className="alert alert--success"
        role="status"
        data-testid="request-access-result"
        data-status={request.data.status}
      >
        <p className="alert__title">{added ? t('result.added.title') : t('result.alreadyListed.title')}</p>
        <p>{added ? t('result.added.body') : t('result.alreadyListed.body')}</p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    touchAll();
    const firstInvalid = REQUEST_ACCESS_FIELDS.find((name) => errors[name]);
    if (firstInvalid) {
      document.getElementById(`request-access-${firstInvalid}`)?.focus();
      return;
    }
    request.mutate(requestAccessBodySchema.parse(toBody(values)) satisfies RequestAccessBody, {
      onError: (error) => {
        if (error instanceof RequestAccessError && error.failure.kind === 'invalid-fields') {
          setServerErrors(error.failure.fieldErrors);
        }
      },
    });
  };

  const failure = request.error instanceof RequestAccessError ? request.error.failure : null;
  const pageError = failure?.kind === 'full' || failure?.kind === 'rate-limited' ? failure.kind : null;

  return (
    <form className="form" noValidate onSubmit={onSubmit} data-testid="request-access-form">
      {pageError && (
        <div
          className="alert alert--error"
          role="alert"
          data-testid="request-access-error"
          data-failure={pageError}
        >
          <p className="alert__title">{t(`errors.${pageError}.title`)}</p>
          <p>{t(`errors.${pageError}.body`)}</p>
        </div>
      )}
      <div className="field-row">
        <TextField {...field('firstName')} label={t('fields.firstName')} autoComplete="given-name" />
        <TextField {...field('lastName')} label={t('fields.lastName')} autoComplete="family-name" />
      </div>
      <TextField
        {...field('email')}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <SelectField
        {...field('role')}
        label={t('fields.role')}
        options={[
          { value: 'buyer', label: t('roles.buyer') },
          { value: 'originator', label: t('roles.originator') },
        ]}
      />
      <TextAreaField
        {...field('note')}
        label={t('fields.note')}
        rows={4}
        maxLength={WAITLIST_NOTE_MAX_LENGTH}
        counterLabel={(used, max) => t('noteCounter', { used, max })}
      />
      <button type="submit" className="button button--primary button--block" disabled={request.isPending}>
        {request.isPending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
