import { useTranslation } from 'react-i18next';
import { updateOwnerLocation } from '#shared/api/routes/users.routes';
import { updateOwnerLocationBodySchema } from '#shared/users/owner-location';
import type { User } from '#shared/users/user';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { toTextOrNull } from '../form-helpers';
import { useProfileFieldMessage } from '../hooks/use-field-message';
import { useSaveUser } from '../hooks/use-save-user';
import { Checkbox } from './choice-fields';

const FIELDS = ['visible', 'zipCode'] as const;
interface Values {
  visible: boolean;
  zipCode: string;
}

const toBody = (values: Values) => ({
  visible: values.visible,
  zipCode: toTextOrNull(values.zipCode.trim()),
});

/** The id the Owners Club page links to, to bring a member to this setting. */
export const OWNER_LOCATION_CARD_ID = 'owner-location';

/**
 * Whether the member appears on the Owners Club map, and at which ZIP (docs/demand.md "Owners Club
 * map"): off until they turn it on; the ZIP is needed to turn it on, and kept when they turn it off.
 */
export function OwnerLocationForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const save = useSaveUser(updateOwnerLocation, {
    success: 'toasts.ownerLocationSaved',
    failure: 'toasts.ownerLocationFailed',
  });
  const form = useSchemaForm({
    idPrefix: 'owner-location',
    message: useProfileFieldMessage(),
    initial: {
      visible: user.ownerLocation?.visible ?? false,
      zipCode: user.ownerLocation?.zipCode ?? '',
    },
    schema: updateOwnerLocationBodySchema,
    toBody,
    fields: FIELDS,
  });

  return (
    <form
      id={OWNER_LOCATION_CARD_ID}
      className="form card card--form"
      noValidate
      onSubmit={form.onSubmit((body) => save.mutate(body, { onError: form.showServerErrors }))}
      aria-labelledby="owner-location-heading"
      data-testid="owner-location-form"
    >
      <h2 id="owner-location-heading">{t('ownerLocation.heading')}</h2>
      <p className="muted">{t('ownerLocation.intro')}</p>
      <SaveErrorAlert error={save.error} title={t('toasts.ownerLocationFailed')} />
      <Checkbox
        label={t('ownerLocation.visible')}
        checked={form.values.visible}
        onChange={(checked) => form.set('visible', checked)}
      />
      <TextField
        label={t('ownerLocation.zipCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        {...form.fieldProps('zipCode')}
      />
      <p className="field__hint">{t('ownerLocation.zipHint')}</p>
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? t('actions.saving') : t('actions.save')}
      </button>
    </form>
  );
}
