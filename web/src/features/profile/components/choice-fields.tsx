import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field';

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

/** A group of checkboxes over one of the shared enums. */
export function EnumCheckboxes<Value extends string>({
  legend,
  group,
  values,
  selected,
  onChange,
  error,
  testId,
}: {
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
    <fieldset className="field checkbox-group" aria-invalid={error ? true : undefined} data-testid={testId}>
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
      {error && <p className="field__error">{error}</p>}
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
