import { useTranslation } from 'react-i18next';
import { DEAL_TAGS } from '#shared/deals/deal-fields';
import { DESCRIPTION_MAX_LENGTH } from '#shared/deals/deal-schema';
import {
  DERIVED_TAGS,
  LOW_ENTRY_FEE_MAX,
  LOW_INTEREST_RATE_MAX,
  SUPER_LOW_ENTRY_FEE_MAX,
  SUPER_LOW_INTEREST_RATE_MAX,
} from '#shared/deals/deal-tags';
import { computedTags } from '../form/deal-form-values';
import type { DealForm } from '../hooks/use-deal-form';
import { useOptionLabel } from '../hooks/use-option-label';
import { ChoiceCheckboxes, LongTextInput } from './deal-inputs';

const CHOSEN_TAGS = DEAL_TAGS.filter((tag) => !DERIVED_TAGS.includes(tag));
const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/**
 * Step 5: the description and the tags. The seller picks from the tags they decide; the entry fee
 * and interest rate tags are computed from the numbers (shared/src/deals/deal-tags.ts) and shown
 * as such, so nobody can claim a low rate by hand.
 */
export function DescriptionStep({ form }: { form: DealForm }) {
  const { t } = useTranslation('deal-editor');
  const computed = computedTags(form.values);
  const optionLabel = useOptionLabel();
  const tagLabel = (tag: string) => optionLabel('tags', tag);
  return (
    <>
      <LongTextInput form={form} field="dealDescription" maxLength={DESCRIPTION_MAX_LENGTH} />
      <ChoiceCheckboxes
        form={form}
        field="tags"
        values={CHOSEN_TAGS}
        legend={t('fields.tags')}
        hint={t('tags.hint')}
        labelOf={tagLabel}
      />
      <section className="deal-editor__computed" aria-labelledby="computed-tags-heading">
        <h3 id="computed-tags-heading">{t('tags.computedHeading')}</h3>
        <p className="field__hint">
          {t('tags.computedExplanation', {
            lowFee: money(LOW_ENTRY_FEE_MAX),
            superLowFee: money(SUPER_LOW_ENTRY_FEE_MAX),
            lowRate: LOW_INTEREST_RATE_MAX,
            superLowRate: SUPER_LOW_INTEREST_RATE_MAX,
          })}
        </p>
        {computed.length > 0 ? (
          <ul className="tag-list" data-testid="computed-tags">
            {computed.map((tag) => (
              <li key={tag} className="tag">
                {tagLabel(tag)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted" data-testid="computed-tags">
            {t('tags.computedNone')}
          </p>
        )}
      </section>
    </>
  );
}
