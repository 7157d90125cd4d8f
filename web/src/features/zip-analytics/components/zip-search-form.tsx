import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { zipParamsSchema } from '#shared/demand/demand';
import { TextField } from '../../../components/form/text-field';
import { useFieldMessage } from '../../../lib/form/use-field-message';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { paths } from '../../../lib/paths/paths';

/** Type another ZIP and open its page; checked by the route's own ZIP schema before leaving. */
export function ZipSearchForm() {
  const { t } = useTranslation('zip-analytics');
  const navigate = useNavigate();
  const form = useSchemaForm({
    idPrefix: 'zip-search',
    initial: { zipCode: '' },
    fields: ['zipCode'] as const,
    schema: zipParamsSchema,
    message: useFieldMessage('zip-analytics'),
  });

  return (
    <form
      className="zip-search"
      noValidate
      aria-labelledby="zip-search-heading"
      onSubmit={form.onSubmit((body) => void navigate(paths.zipAnalytics(body.zipCode)))}
    >
      <h2 id="zip-search-heading">{t('search.heading')}</h2>
      <div className="zip-search__row">
        <TextField
          label={t('search.label')}
          inputMode="numeric"
          autoComplete="postal-code"
          {...form.fieldProps('zipCode')}
        />
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
