import { useTranslation } from 'react-i18next';
import { RESTRICTIONS } from '#shared/deals/deal-fields';
import type { DealForm } from '../hooks/use-deal-form';
import { useOptionLabel } from '../hooks/use-option-label';
import { FieldGrid } from './deal-field-input';
import { ChoiceCheckboxes } from './deal-inputs';

/** Step 2: the property's facts. */
export function PropertyStep({ form }: { form: DealForm }) {
  const { t } = useTranslation('deal-editor');
  const optionLabel = useOptionLabel();
  return (
    <>
      <FieldGrid form={form} fields={['propertyType', 'bedrooms', 'bathrooms', 'squareFootage']} />
      <FieldGrid form={form} fields={['lotSize', 'lotSizeUnit', 'yearBuilt']} />
      <FieldGrid form={form} fields={['solar', 'solarMonthlyFee', 'hoaMonthlyFee']} />
      <FieldGrid form={form} fields={['parking', 'additionalParking']} />
      <ChoiceCheckboxes
        form={form}
        field="restrictions"
        values={RESTRICTIONS}
        legend={t('form.optionalLabel', { label: t('fields.restrictions') })}
        labelOf={(value) => optionLabel('restrictions', value)}
      />
      <FieldGrid form={form} fields={['agentInvolved', 'privatePool']} />
    </>
  );
}
