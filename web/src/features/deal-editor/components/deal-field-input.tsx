import {
  DEED_TRANSFER_TYPES,
  LOAN_TYPES,
  LOT_SIZE_UNITS,
  PARKING_OPTIONS,
  PROPERTY_TYPES,
  SOLAR_OPTIONS,
} from '#shared/deals/deal-fields';
import {
  NUMBER_FIELDS,
  YES_NO_FIELDS,
  type DealField,
  type NumberField,
  type TextField,
  type YesNoField,
} from '../form/deal-form-values';
import type { DealForm } from '../hooks/use-deal-form';
import type { OptionGroup } from '../hooks/use-option-label';
import { ChoiceSelect, NumberInput, TextInput, YesNoSelect } from './deal-inputs';

/** Single-choice fields and their shared enums. */
const CHOICES: Partial<Record<DealField & OptionGroup, readonly string[]>> = {
  propertyType: PROPERTY_TYPES,
  lotSizeUnit: LOT_SIZE_UNITS,
  solar: SOLAR_OPTIONS,
  parking: PARKING_OPTIONS,
  loanType: LOAN_TYPES,
  deedTransferType: DEED_TRANSFER_TYPES,
};
const DATE_FIELDS = new Set<DealField>(['expectedCloseOfEscrow', 'loanMaturityDate', 'sellerLoanMaturity']);

/** The input that suits the field: number, yes/no, choice, date or text. */
export function DealFieldInput({ form, field }: { form: DealForm; field: DealField }) {
  if ((NUMBER_FIELDS as readonly string[]).includes(field))
    return <NumberInput form={form} field={field as NumberField} />;
  if ((YES_NO_FIELDS as readonly string[]).includes(field))
    return <YesNoSelect form={form} field={field as YesNoField} />;
  const choices = CHOICES[field as DealField & OptionGroup];
  if (choices) return <ChoiceSelect form={form} field={field as TextField & OptionGroup} values={choices} />;
  return <TextInput form={form} field={field as TextField} type={DATE_FIELDS.has(field) ? 'date' : 'text'} />;
}

/** Several fields in the responsive grid. */
export function FieldGrid({ form, fields }: { form: DealForm; fields: readonly DealField[] }) {
  return (
    <div className="deal-editor__grid">
      {fields.map((field) => (
        <DealFieldInput key={field} form={form} field={field} />
      ))}
    </div>
  );
}
