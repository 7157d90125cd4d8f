import { useTranslation } from 'react-i18next';
import {
  requestAccessBodySchema,
  WAITLIST_NOTE_MAX_LENGTH,
  type RequestAccessBody,
} from '#shared/waitlist/waitlist';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useFieldMessage } from '../../../lib/form/use-field-message';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { REQUEST_ACCESS_FIELDS } from '../api/request-access-errors';
import { RequestAccessError, useRequestAccess } from '../hooks/use-request-access';

const INITIAL = { firstName: '', lastName: '', email: '', role: 'buyer', note: '' };

/** The body for valid form values: an empty note is no note. */
function toBody(values: typeof INITIAL): unknown {
  return { ...values, note: values.note.trim() === '' ? undefined : values.note };
}

/**
 * /requestAccess form: name, e-mail, the role wanted and a note of at most 500 characters with a
 * counter. Answers: confirmation e-mail sent, already listed (kindly), full, too many requests.
 */
export function RequestAccessForm() {
  const { t } = useTranslation('waitlist');
  const request = useRequestAccess();
  const form = useSchemaForm({
    idPrefix: 'request-access',
    initial: INITIAL,
    fields: REQUEST_ACCESS_FIELDS,
    schema: requestAccessBodySchema,
    toBody,
    message: useFieldMessage(),
  });
  const field = form.fieldProps;

  if (request.isSuccess) {
    const result = request.data.status === 'confirmation-sent' ? 'confirmationSent' : 'alreadyListed';
    return (
      <div
        className="alert alert--success"
        role="status"
        data-testid="request-access-result"
        data-status={request.data.status}
      >
        <p className="alert__title">{t(`result.${result}.title`)}</p>
        <p>{t(`result.${result}.body`)}</p>
      </div>
    );
  }

  const onSubmit = form.onSubmit((body: RequestAccessBody) =>
    request.mutate(body, {
      onError: (error) => {
        if (error instanceof RequestAccessError && error.failure.kind === 'invalid-fields') {
          form.setServerErrors(error.failure.fieldErrors);
        }
      },
    }),
  );

  const failure = request.error instanceof RequestAccessError ? request.error.failure : null;
  const pageError = failure?.kind === 'full' || failure?.kind === 'rate-limited' ? failure.kind : null;

  return (
    <form className="form" noValidate onSubmit={onSubmit} data-testid="request-access-form">
      {pageError && (
        <SaveErrorAlert
          testId="request-access-error"
          failure={pageError}
          error={request.error}
          title={t(`errors.${pageError}.title`)}
          detail={t(`errors.${pageError}.body`)}
        />
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
