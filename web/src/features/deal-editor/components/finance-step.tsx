import { useTranslation } from 'react-i18next';
import {
  financeGroupsOf,
  LEASE_OPTION_FIELDS,
  SELLER_FINANCE_FIELDS,
  SUBJECT_TO_FIELDS,
  type DealField,
  type FinanceGroup,
} from '../form/deal-form-values';
import type { DealForm } from '../hooks/use-deal-form';
import { FieldGrid } from './deal-field-input';

const GROUP_FIELDS: Record<FinanceGroup, readonly DealField[]> = {
  subjectTo: SUBJECT_TO_FIELDS,
  sellerFinance: SELLER_FINANCE_FIELDS,
  leaseOption: LEASE_OPTION_FIELDS,
};

/**
 * Step 3: only the terms of the chosen finance type (SubTo, seller finance, both for hybrid, lease
 * option). Cash deals have none; the entry fee is asked on every creative deal.
 */
export function FinanceStep({ form }: { form: DealForm }) {
  const { t } = useTranslation('deal-editor');
  const groups = financeGroupsOf(form.values);
  if (groups.length === 0) {
    const reason = form.values.dealCategory === 'creative' ? 'financeNeedsType' : 'financeNone';
    return (
      <p className="alert alert--info" data-testid="finance-none">
        {t(`steps.${reason}` as 'steps.financeNone')}
      </p>
    );
  }
  const withEntryFee = !groups.includes('subjectTo');
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group} className="fieldset deal-editor__group">
          <legend>{t(`groups.${group}` as 'groups.subjectTo')}</legend>
          <FieldGrid form={form} fields={GROUP_FIELDS[group]} />
        </fieldset>
      ))}
      {withEntryFee && (
        <fieldset className="fieldset deal-editor__group">
          <legend>{t('groups.entry')}</legend>
          <FieldGrid form={form} fields={['entryFee']} />
        </fieldset>
      )}
    </>
  );
}
