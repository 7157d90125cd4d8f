import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateBuyerPreferences } from '#shared/api/routes/users.routes';
import {
  buyerPreferencesSchema,
  CONDITIONS,
  CREDIT_SCORE_RANGES,
  FINANCING_TYPES,
  HOME_TYPES,
  PREFERENCES_MAX_ZIP_CODES,
  PROPERTY_TYPES,
  SEARCH_FREQUENCIES,
  type BuyerPreferences,
} from '#shared/users/buyer-preferences';
import type { User } from '#shared/users/user';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { numberText, splitList, toNumberOrNull } from '../form-helpers';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useProfileFieldMessage } from '../hooks/use-field-message';
import { useSaveUser } from '../hooks/use-save-user';
import { Checkbox, EnumSelect } from './choice-fields';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { TextAlertsSummary } from '../text-alerts/text-alerts-summary';

const NUMBER_FIELDS = [
  'minYearBuilt',
  'minSquareFootage',
  'minBedrooms',
  'minBathrooms',
  'maxMonthlyPayment',
  'maxDownPayment',
  'minLotSize',
  'preApprovalAmount',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
const FIELDS = [
  'homeType',
  'propertyType',
  'state',
  'city',
  'zipCodes',
  'condition',
  'searchFrequency',
  'notes',
  'financingType',
  'creditScoreRange',
  ...NUMBER_FIELDS,
] as const;
type Field = (typeof FIELDS)[number];

type Values = Record<Exclude<Field, NumberField>, string> &
  Record<NumberField, string> & {
    excludeHoa: boolean;
    newConstruction: boolean;
    notifyByEmail: boolean;
    preApproved: boolean;
  };

function initialValues(saved: BuyerPreferences | null): Values {
  return {
    homeType: saved?.homeType ?? '',
    propertyType: saved?.propertyType ?? '',
    state: saved?.state ?? '',
    city: saved?.city ?? '',
    zipCodes: saved?.zipCodes.join(', ') ?? '',
    condition: saved?.condition ?? '',
    searchFrequency: saved?.searchFrequency ?? 'dailyDigest',
    notes: saved?.notes ?? '',
    financingType: saved?.financingType ?? '',
    creditScoreRange: saved?.creditScoreRange ?? '',
    ...(Object.fromEntries(NUMBER_FIELDS.map((field) => [field, numberText(saved?.[field])])) as Record<
      NumberField,
      string
    >),
    excludeHoa: saved?.excludeHoa ?? false,
    newConstruction: saved?.newConstruction ?? false,
    notifyByEmail: saved?.notifyByEmail ?? true,
    preApproved: saved?.preApproved ?? false,
  };
}

/** The form's text as the request body (empty selects and numbers are "not given"). */
export function buyerPreferencesBody(values: Values) {
  const orNull = (text: string) => (text === '' ? null : text);
  return {
    ...values,
    homeType: orNull(values.homeType) ?? undefined,
    propertyType: orNull(values.propertyType) ?? undefined,
    zipCodes: splitList(values.zipCodes),
    condition: orNull(values.condition),
    financingType: orNull(values.financingType),
    creditScoreRange: orNull(values.creditScoreRange),
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, toNumberOrNull(values[field])])),
  };
}

/**
 * Buyer preferences (docs/requirements.md#r3-6, docs/requirements.md#r5-8). `criteria` is the preferences tab
 * (what the buyer looks for, with the required fields); `financing` is the buyer-preferences tab (how they
 * pay and are told). Both edit one record, so each submits all of it.
 */
export function BuyerPreferencesForm({ user, section }: { user: User; section: 'criteria' | 'financing' }) {
  const { t } = useTranslation('profile');
  const save = useSaveUser(updateBuyerPreferences, {
    success: 'toasts.preferencesSaved',
    failure: 'toasts.preferencesFailed',
  });
  const form = useSchemaForm({
    idPrefix: 'preferences',
    message: useProfileFieldMessage(),
    initial: initialValues(user.buyerPreferences),
    schema: buyerPreferencesSchema,
    toBody: buyerPreferencesBody,
    fields: FIELDS,
  });
  const text = (field: Exclude<Field, 'homeType' | 'propertyType'>, label: string, extra: object = {}) => (
    <TextField label={label} {...form.fieldProps(field)} {...extra} />
  );
  const number = (field: NumberField, label: string) =>
    text(field, label, { type: 'number', inputMode: 'decimal', min: 0 });

  const missingCriteria = section === 'financing' && !user.buyerPreferences;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = form.submit();
    if (!parsed) return;
    // Texts are set up in their own tab (docs/text-alerts.md): the old switch is not sent.
    const { notifyByText: _notSent, ...body } = parsed;
    save.mutate(body, { onError: form.showServerErrors });
  };

  if (missingCriteria) {
    return (
      <div className="alert alert--warning" role="status" data-testid="preferences-first">
        <p>{t('preferences.criteriaFirst')}</p>
      </div>
    );
  }

  const zipCount = splitList(form.values.zipCodes).length;

  return (
    <form
      className="form card card--form"
      noValidate
      onSubmit={onSubmit}
      data-testid={`buyer-preferences-${section}`}
    >
      <h2>{t(section === 'criteria' ? 'preferences.heading' : 'preferences.financingHeading')}</h2>
      <SaveErrorAlert error={save.error} title={t('toasts.preferencesFailed')} />
      {section === 'criteria' ? (
        <>
          <div className="form-grid">
            <EnumSelect
              id="preferences-homeType"
              label={t('preferences.homeType')}
              group="homeType"
              values={HOME_TYPES}
              value={form.values.homeType}
              error={form.error('homeType')}
              onChange={(value) => form.set('homeType', value)}
              onBlur={() => form.touch('homeType')}
            />
            <EnumSelect
              id="preferences-propertyType"
              label={t('preferences.propertyType')}
              group="propertyType"
              values={PROPERTY_TYPES}
              value={form.values.propertyType}
              error={form.error('propertyType')}
              onChange={(value) => form.set('propertyType', value)}
              onBlur={() => form.touch('propertyType')}
            />
            {text('state', t('preferences.state'), {
              maxLength: 2,
              autoComplete: 'address-level1',
              placeholder: 'TX',
            })}
            {text('city', t('preferences.city'), { autoComplete: 'address-level2' })}
          </div>
          {text('zipCodes', t('preferences.zipCodes', { max: PREFERENCES_MAX_ZIP_CODES }), {
            inputMode: 'numeric',
            placeholder: '78701, 78702',
          })}
          <p className="field__hint" aria-live="polite" data-testid="zip-count">
            {t('preferences.zipCount', { count: zipCount, max: PREFERENCES_MAX_ZIP_CODES })}
          </p>
          <div className="form-grid">
            {number('minBedrooms', t('preferences.minBedrooms'))}
            {number('minBathrooms', t('preferences.minBathrooms'))}
            {number('minSquareFootage', t('preferences.minSquareFootage'))}
            {number('minLotSize', t('preferences.minLotSize'))}
            {number('minYearBuilt', t('preferences.minYearBuilt'))}
            {number('maxMonthlyPayment', t('preferences.maxMonthlyPayment'))}
            {number('maxDownPayment', t('preferences.maxDownPayment'))}
            <EnumSelect
              id="preferences-condition"
              label={t('preferences.condition')}
              group="condition"
              values={CONDITIONS}
              value={form.values.condition}
              allowEmpty
              onChange={(value) => form.set('condition', value)}
            />
          </div>
          <Checkbox
            label={t('preferences.excludeHoa')}
            checked={form.values.excludeHoa}
            onChange={(value) => form.set('excludeHoa', value)}
          />
          <Checkbox
            label={t('preferences.newConstruction')}
            checked={form.values.newConstruction}
            onChange={(value) => form.set('newConstruction', value)}
          />
        </>
      ) : (
        <>
          <Checkbox
            label={t('preferences.preApproved')}
            checked={form.values.preApproved}
            onChange={(value) => form.set('preApproved', value)}
          />
          <div className="form-grid">
            {number('preApprovalAmount', t('preferences.preApprovalAmount'))}
            <EnumSelect
              id="preferences-financingType"
              label={t('preferences.financingType')}
              group="financingType"
              values={FINANCING_TYPES}
              value={form.values.financingType}
              allowEmpty
              onChange={(value) => form.set('financingType', value)}
            />
            <EnumSelect
              id="preferences-creditScoreRange"
              label={t('preferences.creditScoreRange')}
              group="creditScoreRange"
              values={CREDIT_SCORE_RANGES}
              value={form.values.creditScoreRange}
              allowEmpty
              onChange={(value) => form.set('creditScoreRange', value)}
            />
            <EnumSelect
              id="preferences-searchFrequency"
              label={t('preferences.searchFrequency')}
              group="searchFrequency"
              values={SEARCH_FREQUENCIES}
              value={form.values.searchFrequency}
              onChange={(value) => form.set('searchFrequency', value)}
            />
          </div>
          <Checkbox
            label={t('preferences.notifyByEmail')}
            checked={form.values.notifyByEmail}
            onChange={(value) => form.set('notifyByEmail', value)}
          />
          {/* Texts have their own tab: a number confirmed by a code, with consent (docs/text-alerts.md). */}
          <TextAlertsSummary />
          <TextAreaField
            id="preferences-notes"
            label={t('preferences.notes')}
            value={form.values.notes}
            error={form.error('notes')}
            rows={4}
            onChange={(event) => form.set('notes', event.target.value)}
            onBlur={() => form.touch('notes')}
          />
        </>
      )}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? t('actions.saving') : t('actions.save')}
      </button>
    </form>
  );
}
