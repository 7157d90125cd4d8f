import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field';
import { fieldAria, FieldMessage } from '../../../components/form/field-message';

/** A select over one of the shared enums, labelled from `profile:options.<group>.<value>`. */
export function EnumSelect<Value extends string>({
  id,
  label,
  group,
  values,
  value,
  onChange,
  onBlur,
  error,
  allowEmpty,
}: {
  id: string;
  label: string;
  group: string;
  values: readonly Value[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  allowEmpty?: boolean;
}) {
  const { t } = useTranslation('profile');
  const option = (item: string) => t(`options.${group}.${item}` as 'options.homeType.primary');
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      options={[
        ...(allowEmpty || value === '' ? [{ value: '', label: t('options.choose') }] : []),
        ...values.map((item) => ({ value: item, label: option(item) })),
      ]}
    />
  );
}

/** A group of checkboxes over one of the shared enums; `id` lets its form focus it and describe its error. */
export function EnumCheckboxes<Value extends string>({
  id,
  legend,
  group,
  values,
  selected,
  onChange,
  error,
  testId,
}: {
  id: string;
  legend: string;
  group: string;
  values: readonly Value[];
  selected: readonly string[];
  onChange: (selected: Value[]) => void;
  error?: string;
  testId?: string;
}) {
  const { t } = useTranslation('profile');
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="field checkbox-group"
      {...fieldAria(id, error)}
      data-testid={testId}
    >
      <legend>{legend}</legend>
      {values.map((item) => (
        <label key={item} className="checkbox">
          <input
            type="checkbox"
            checked={selected.includes(item)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? values.filter((value) => selected.includes(value) || value === item)
                  : values.filter((value) => selected.includes(value) && value !== item),
              )
            }
          />
          {t(`options.${group}.${item}` as 'options.homeType.primary')}
        </label>
      ))}
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}

/** One checkbox with its label. */
export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
