import { useTranslation } from 'react-i18next';
import { CASH_PURCHASE_TYPES, CREATIVE_FINANCE_TYPES, DEAL_CATEGORIES } from '#shared/deals/deal-fields';
import { US_STATE_CODES } from '#shared/core/us-states';
import { SelectField } from '../../../components/form/select-field';
import type { DealForm } from '../hooks/use-deal-form';
import { FieldGrid } from './deal-field-input';
import { ChoiceSelect, NumberInput, TextInput } from './deal-inputs';

/** Step 1: where the property is, its price and how the buyer pays. */
export function AddressStep({ form }: { form: DealForm }) {
  const { t } = useTranslation('deal-editor');
  const { values } = form;
  const purchaseTypes = values.dealCategory === 'creative' ? CREATIVE_FINANCE_TYPES : CASH_PURCHASE_TYPES;

  const chooseCategory = (category: string) => {
    form.set('dealCategory', category);
    // The purchase types of the other category are refused; start the choice over.
    const allowed: readonly string[] = category === 'creative' ? CREATIVE_FINANCE_TYPES : CASH_PURCHASE_TYPES;
    if (!allowed.includes(values.purchaseType)) form.set('purchaseType', '');
  };

  return (
    <>
      <TextInput form={form} field="streetAddress" autoComplete="street-address" />
      <div className="deal-editor__grid">
        <TextInput form={form} field="city" autoComplete="address-level2" />
        <SelectField
          id={form.id('state')}
          label={t('fields.state')}
          autoComplete="address-level1"
          value={values.state}
          error={form.error('state')}
          aria-required
          onChange={(event) => form.set('state', event.target.value)}
          onBlur={form.onBlur('state')}
          options={[
            { value: '', label: t('form.choose') },
            ...US_STATE_CODES.map((code) => ({ value: code, label: code })),
          ]}
        />
        <TextInput form={form} field="zipCode" autoComplete="postal-code" />
      </div>
      <div className="deal-editor__grid">
        <NumberInput form={form} field="purchasePrice" />
        <NumberInput form={form} field="emd" />
        <TextInput form={form} field="expectedCloseOfEscrow" type="date" />
      </div>
      <div className="deal-editor__grid">
        <ChoiceSelect form={form} field="dealCategory" values={DEAL_CATEGORIES} onChange={chooseCategory} />
        {values.dealCategory !== '' && (
          <ChoiceSelect form={form} field="purchaseType" values={purchaseTypes} />
        )}
      </div>
      {values.dealCategory === 'cash' && (
        <FieldGrid form={form} fields={['traditionalFinancingQualifications']} />
      )}
    </>
  );
}
