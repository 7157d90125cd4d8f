/**
 * The listing form's inputs, bound to one field of the form each: the label comes from
 * `deal-editor:fields.<field>` (with "(optional)" when it may stay empty), the id is the form's
 * (`deal-<field>`, so the first invalid one can be focused), and the error is the field's message.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldAria, FieldMessage } from '../../../components/form/field-message';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import type {
  DealField,
  NumberField,
  TextField as TextFieldName,
  YesNoField,
} from '../form/deal-form-values';
import type { DealForm } from '../hooks/use-deal-form';
import { useOptionLabel, type OptionGroup } from '../hooks/use-option-label';

/** The field's label, marked optional when it may stay empty. */
function useFieldLabel(form: DealForm, field: DealField): string {
  const { t } = useTranslation('deal-editor');
  const label = t(`fields.${field}` as 'fields.streetAddress');
  return form.isRequired(field) ? label : t('form.optionalLabel', { label });
}

/** A number typed as text: decimal keypad on phones, commas and "$" accepted. */
export function NumberInput({ form, field, unit }: { form: DealForm; field: NumberField; unit?: ReactNode }) {
  const label = useFieldLabel(form, field);
  return (
    <div className="deal-number">
      <TextField
        id={form.id(field)}
        label={label}
        inputMode="decimal"
        autoComplete="off"
        value={form.values[field]}
        error={form.error(field)}
        aria-required={form.isRequired(field) || undefined}
        onChange={(event) => form.set(field, event.target.value)}
        onBlur={form.onBlur(field)}
      />
      {unit}
    </div>
  );
}

/** Free text or a date. */
export function TextInput({
  form,
  field,
  type = 'text',
  autoComplete,
}: {
  form: DealForm;
  field: TextFieldName;
  type?: 'text' | 'date';
  autoComplete?: string;
}) {
  const label = useFieldLabel(form, field);
  return (
    <TextField
      id={form.id(field)}
      label={label}
      type={type}
      autoComplete={autoComplete ?? 'off'}
      value={form.values[field]}
      error={form.error(field)}
      aria-required={form.isRequired(field) || undefined}
      onChange={(event) => form.set(field, event.target.value)}
      onBlur={form.onBlur(field)}
    />
  );
}

/** The description, with its character counter. */
export function LongTextInput({
  form,
  field,
  maxLength,
}: {
  form: DealForm;
  field: TextFieldName;
  maxLength: number;
}) {
  const { t } = useTranslation('deal-editor');
  const label = useFieldLabel(form, field);
  return (
    <TextAreaField
      id={form.id(field)}
      label={label}
      rows={6}
      maxLength={maxLength}
      value={form.values[field]}
      error={form.error(field)}
      aria-required={form.isRequired(field) || undefined}
      counterLabel={(used, max) => t('form.counter', { used, max })}
      onChange={(event) => form.set(field, event.target.value)}
      onBlur={form.onBlur(field)}
    />
  );
}

/** One choice of a shared enum, labelled as the listing pages label it. */
export function ChoiceSelect({
  form,
  field,
  values,
  onChange,
}: {
  form: DealForm;
  field: TextFieldName & OptionGroup;
  values: readonly string[];
  /** Replaces the plain update, for choices other fields depend on. */
  onChange?: (value: string) => void;
}) {
  const { t } = useTranslation('deal-editor');
  const optionLabel = useOptionLabel();
  const label = useFieldLabel(form, field);
  return (
    <SelectField
      id={form.id(field)}
      label={label}
      value={form.values[field]}
      error={form.error(field)}
      aria-required={form.isRequired(field) || undefined}
      onChange={(event) => (onChange ?? ((value: string) => form.set(field, value)))(event.target.value)}
      onBlur={form.onBlur(field)}
      options={[
        { value: '', label: t('form.choose') },
        ...values.map((value) => ({
          value,
          label: optionLabel(field, value),
        })),
      ]}
    />
  );
}

/** An optional yes/no fact: unanswered, yes or no. */
export function YesNoSelect({ form, field }: { form: DealForm; field: YesNoField }) {
  const { t } = useTranslation('deal-editor');
  const label = useFieldLabel(form, field);
  return (
    <SelectField
      id={form.id(field)}
      label={label}
      value={form.values[field]}
      error={form.error(field)}
      onChange={(event) => form.set(field, event.target.value as '' | 'yes' | 'no')}
      options={[
        { value: '', label: t('form.notSaid') },
        { value: 'yes', label: t('form.yes') },
        { value: 'no', label: t('form.no') },
      ]}
    />
  );
}

/** Several choices of a shared enum as a group of checkboxes. */
export function ChoiceCheckboxes({
  form,
  field,
  values,
  legend,
  hint,
  labelOf,
}: {
  form: DealForm;
  field: 'restrictions' | 'tags';
  values: readonly string[];
  legend: string;
  hint?: string;
  labelOf: (value: string) => string;
}) {
  const error = form.error(field);
  const selected = form.values[field];
  const id = form.id(field);
  const hintId = hint ? `${id}-hint` : null;
  return (
    <fieldset id={id} className="field checkbox-group" {...fieldAria(id, error, hintId)}>
      <legend>{legend}</legend>
      {hintId && (
        <p id={hintId} className="field__hint deal-editor__group-hint">
          {hint}
        </p>
      )}
      {values.map((value) => (
        <label key={value} className="checkbox">
          <input
            type="checkbox"
            checked={selected.includes(value)}
            onChange={(event) =>
              form.set(
                field,
                event.target.checked
                  ? values.filter((item) => selected.includes(item) || item === value)
                  : selected.filter((item) => item !== value),
              )
            }
          />
          {labelOf(value)}
        </label>
      ))}
      <FieldMessage id={id} error={error} className="deal-editor__group-hint" />
    </fieldset>
  );
}
