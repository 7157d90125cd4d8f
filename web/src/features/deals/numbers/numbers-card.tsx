import { useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deal } from '#shared/deals/deal-api';
import { DEAL_FIGURE_NAMES, dealNumbers } from '#shared/deal-numbers/deal-numbers';
import {
  MANAGEMENT_PERCENT_MAX,
  VACANCY_PERCENT_MAX,
  numbersInputsSchema,
  type NumbersInputsState,
} from '#shared/deal-numbers/numbers-inputs';
import { TextField } from '../../../components/form/text-field';
import { useFieldMessage } from '../../../lib/form/use-field-message';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { figureLesson } from './figure-lessons';
import { FigureRow } from './figure-row';
import { NumbersCardFrame, NumbersCardLoading } from './numbers-card-frame';
import { NUMBERS_FIELDS, toFormValues, toNumbersBody } from './numbers-form';
import { useNumbersInputs, usePublishedLessonIds } from './numbers-queries';
import { todayIso } from './today-iso';
import { useNumbersAutoSave } from './use-numbers-autosave';
import './numbers-card.css';

const LIMITS = { vacancyMax: VACANCY_PERCENT_MAX, managementMax: MANAGEMENT_PERCENT_MAX };

/**
 * "The numbers" (docs/deal-numbers.md): a buyer's card on the deal page with what the listing costs
 * them and, from their own inputs, what it earns. Loading and error states while their saved inputs
 * load; the figures are worked out in the browser from the listing and those inputs.
 */
export default function NumbersCard({ deal }: { deal: Deal }) {
  const { t } = useTranslation('deals');
  const saved = useNumbersInputs(deal.dealId);
  if (saved.isPending) return <NumbersCardLoading />;
  return (
    <NumbersCardFrame>
      {saved.isError && (
        <div className="alert alert--error" role="alert">
          <p>{t('numbers.loadFailed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void saved.refetch()}>
            {t('numbers.retry')}
          </button>
        </div>
      )}
      {saved.data && <NumbersCardContent deal={deal} saved={saved.data} />}
    </NumbersCardFrame>
  );
}

function NumbersCardContent({ deal, saved }: { deal: Deal; saved: NumbersInputsState }) {
  const { t, i18n } = useTranslation('deals');
  const initial = useMemo(() => toFormValues(saved.inputs), [saved.inputs]);
  const form = useSchemaForm({
    idPrefix: 'numbers',
    initial,
    fields: NUMBERS_FIELDS,
    schema: numbersInputsSchema,
    toBody: toNumbersBody,
    message: useFieldMessage('deals', LIMITS),
  });
  // The figures follow the inputs as they are typed; invalid inputs leave the last valid ones.
  const typed = numbersInputsSchema.safeParse(toNumbersBody(form.values));
  const working = typed.success ? typed.data : saved.inputs;
  const numbers = dealNumbers(deal, working, todayIso());
  const lessons = usePublishedLessonIds(i18n.resolvedLanguage ?? i18n.language);
  const autoSave = useNumbersAutoSave(
    deal.dealId,
    saved,
    typed.success ? typed.data : null,
    form.showServerErrors,
  );
  // Enter in a field shows what is wrong, or saves at once rather than after the pause (a form of
  // several fields and no submit button is not submitted by Enter).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (form.submit() !== null) autoSave.saveNow();
  };

  return (
    <>
      <p className="muted">{t('numbers.intro')}</p>
      <div className="numbers-card__figures">
        {DEAL_FIGURE_NAMES.map((name) => {
          const figure = numbers[name];
          if (figure === null) return null;
          const lesson = figureLesson(name, deal);
          return (
            <FigureRow
              key={name}
              name={name}
              figure={figure}
              lessonId={lessons.has(lesson) ? lesson : null}
            />
          );
        })}
      </div>
      <form
        className="stack"
        noValidate
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // Leaving the inputs saves what was typed at once, not after the pause.
          if (!event.currentTarget.contains(event.relatedTarget)) autoSave.saveNow();
        }}
        aria-labelledby="numbers-inputs-title"
      >
        <h3 id="numbers-inputs-title">{t('numbers.inputsTitle')}</h3>
        <p className="muted">{t('numbers.savedAsTyped')}</p>
        <div className="numbers-card__inputs">
          {NUMBERS_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`numbers.inputNames.${field}`)}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              {...form.fieldProps(field)}
              onChange={(event) => {
                autoSave.clearFailure();
                form.fieldProps(field).onChange(event);
              }}
            />
          ))}
        </div>
        <p role="status" className="muted" data-testid="numbers-save-status">
          {autoSave.status === 'saving'
            ? t('numbers.saving')
            : autoSave.status === 'saved'
              ? autoSave.everSaved
                ? t('numbers.saved')
                : t('numbers.defaultsHint')
              : ''}
        </p>
        {autoSave.status === 'failed' && (
          <div className="alert alert--error" role="alert">
            <p>{t('numbers.saveFailed')}</p>
            <button type="button" className="button button--ghost" onClick={autoSave.retry}>
              {t('numbers.retry')}
            </button>
          </div>
        )}
      </form>
    </>
  );
}
