import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '#shared/core/validation';
import {
  TEXT_KINDS,
  updateTextAlertsBodySchema,
  type TextAlerts,
  type TextChoices,
  type TextKind,
} from '#shared/texting/text-alerts';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import type { FieldErrors } from '../../../lib/form/field-errors';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { browserTimeZone, timeZoneChoices } from './browser-time-zone';
import { textAlertErrorKey } from './text-alert-errors';
import { useTextAlertFieldMessage } from './use-text-alert-field-message';
import type { useTextAlertActions } from './use-text-alerts';

const FIELDS = ['start', 'end', 'timeZone'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  choices: TextChoices;
  start: string;
  end: string;
  timeZone: string;
}

const toBody = ({ choices, start, end, timeZone }: Values) => ({
  choices,
  quietHours: { start, end, timeZone },
});

/** The schema's first message per quiet-hours field (they sit under `quietHours` in the body). */
function quietHoursErrors(body: unknown): FieldErrors<Field> {
  const result = updateTextAlertsBodySchema.safeParse(body);
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error?.issues ?? []) {
    const [group, field] = issue.path;
    if (group === 'quietHours' && FIELDS.includes(field as Field)) errors[field as Field] ??= issue.message;
  }
  return errors;
}

/**
 * Texts are on: the number, what comes by text (each kind may break through quiet hours), the quiet
 * hours in the buyer's time zone, and removing the number after a confirmation.
 */
export function TextSettingsForm({
  settings,
  actions,
  announce,
}: {
  settings: TextAlerts;
  actions: Pick<ReturnType<typeof useTextAlertActions>, 'update' | 'remove'>;
  /** Says something to screen readers (a save, a removal). */
  announce: (message: string) => void;
}) {
  const { t } = useTranslation('profile');
  const { update, remove } = actions;
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const form = useSchemaForm({
    idPrefix: 'text-alerts',
    message: useTextAlertFieldMessage(),
    initial: {
      choices: settings.choices,
      start: settings.quietHours.start,
      end: settings.quietHours.end,
      timeZone: settings.quietHours.timeZone,
    },
    schema: updateTextAlertsBodySchema,
    toBody,
    findErrors: quietHoursErrors,
    fields: FIELDS,
  });
  const number = formatPhone(settings.phoneNumber ?? '');
  const zones = timeZoneChoices(browserTimeZone(), settings.quietHours.timeZone);
  const setChoice = (kind: TextKind, change: Partial<TextChoices[TextKind]>) =>
    form.update((current) => ({
      choices: { ...current.choices, [kind]: { ...current.choices[kind], ...change } },
    }));

  return (
    <div className="stack">
      <p data-testid="text-alerts-on">
        <strong>{t('textAlerts.onStatus')}</strong> {t('textAlerts.on', { number })}
      </p>
      <DeliveryLine settings={settings} />
      <form
        noValidate
        className="form text-alerts__form"
        onSubmit={form.onSubmit((body) =>
          update.mutate(body, {
            onSuccess: () => announce(t('textAlerts.saved')),
            onError: form.showServerErrors,
          }),
        )}
      >
        <SaveErrorAlert
          error={update.error}
          title={t(`textAlerts.errors.${textAlertErrorKey(update.error)}`)}
          detail={null}
        />
        <fieldset className="checkbox-group">
          <legend>{t('textAlerts.choicesLegend')}</legend>
          {TEXT_KINDS.map((kind) => {
            const choice = form.values.choices[kind];
            const kindLabel = t(`textAlerts.kinds.${kind}`);
            return (
              <div key={kind} className="text-alerts__choice" data-testid={`text-choice-${kind}`}>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={choice.on}
                    onChange={(event) => setChoice(kind, { on: event.target.checked })}
                  />
                  {kindLabel}
                </label>
                <label className="checkbox text-alerts__urgent">
                  <input
                    type="checkbox"
                    checked={choice.urgent}
                    disabled={!choice.on}
                    onChange={(event) => setChoice(kind, { urgent: event.target.checked })}
                  />
                  {t('textAlerts.urgent')}
                  <span className="visually-hidden"> {t('textAlerts.urgentOf', { kind: kindLabel })}</span>
                </label>
              </div>
            );
          })}
        </fieldset>
        <fieldset aria-describedby="text-alerts-quiet-hint">
          <legend>{t('textAlerts.quietHoursLegend')}</legend>
          <p id="text-alerts-quiet-hint" className="field__hint">
            {t('textAlerts.quietHoursHint')}
          </p>
          <div className="form-grid">
            <TextField {...form.fieldProps('start')} type="time" label={t('textAlerts.quietStart')} />
            <TextField {...form.fieldProps('end')} type="time" label={t('textAlerts.quietEnd')} />
            <SelectField
              {...form.fieldProps('timeZone')}
              label={t('textAlerts.timeZone')}
              options={zones.map((zone) => ({
                value: zone,
                label: zone === browserTimeZone() ? t('textAlerts.timeZoneBrowser', { zone }) : zone,
              }))}
            />
          </div>
        </fieldset>
        <button type="submit" className="button button--primary" disabled={update.isPending}>
          {update.isPending ? t('textAlerts.saving') : t('textAlerts.save')}
        </button>
      </form>
      <SaveErrorAlert
        error={remove.error}
        title={t(`textAlerts.errors.${textAlertErrorKey(remove.error)}`)}
        detail={null}
      />
      {confirmingRemoval ? (
        <div
          className="alert alert--warning"
          role="alertdialog"
          aria-labelledby="text-alerts-remove-question"
        >
          <p id="text-alerts-remove-question">{t('textAlerts.removeConfirm', { number })}</p>
          <div className="button-row">
            <button
              type="button"
              className="button button--danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => announce(t('textAlerts.removed')),
                  onSettled: () => setConfirmingRemoval(false),
                })
              }
            >
              {remove.isPending ? t('textAlerts.removing') : t('textAlerts.removeYes')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setConfirmingRemoval(false)}
            >
              {t('textAlerts.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="button-row">
          <button type="button" className="button button--ghost" onClick={() => setConfirmingRemoval(true)}>
            {t('textAlerts.remove')}
          </button>
        </div>
      )}
    </div>
  );
}

/** How the last text went, or that none was sent yet. */
export function DeliveryLine({ settings }: { settings: Pick<TextAlerts, 'lastDelivery'> }) {
  const { t, i18n } = useTranslation('profile');
  const last = settings.lastDelivery;
  return (
    <p className="muted" data-testid="text-alerts-last-delivery">
      {last
        ? t('textAlerts.lastDelivery', {
            status: t(`textAlerts.delivery.${last.status}`),
            date: formatDateTime(last.at, i18n.resolvedLanguage ?? i18n.language),
          })
        : t('textAlerts.noDelivery')}
    </p>
  );
}
