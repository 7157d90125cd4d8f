import { useFieldMessage } from '../../../lib/form/use-field-message';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { ACCOUNT_EMAIL_FIELDS, accountEmailSchema } from '../account-email-schema';

/** The one-field form of the pages that ask only for an account's address (sign-in link, reset). */
export function useAccountEmailForm(idPrefix: string, initialEmail: string) {
  return useSchemaForm({
    idPrefix,
    initial: { email: initialEmail },
    fields: ACCOUNT_EMAIL_FIELDS,
    schema: accountEmailSchema,
    message: useFieldMessage('auth'),
  });
}
