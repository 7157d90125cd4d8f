import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DealFigureName } from '#shared/deal-numbers/deal-numbers';
import type { DueFigure, Figure } from '#shared/deal-numbers/figure';
import { formatDate } from '../../../lib/i18n/format-date';
import { paths } from '../../../lib/paths/paths';
import { formatFigureValue } from './figure-format';

export interface FigureRowProps {
  name: DealFigureName;
  figure: Figure | DueFigure;
  /** The lesson that explains it, when the course has it. */
  lessonId: string | null;
}

const isDue = (figure: Figure | DueFigure): figure is DueFigure => 'dueDate' in figure;

/**
 * One figure of the numbers card: its name and value always shown, and on expanding (a native
 * disclosure, keyboard and screen reader friendly) the formula, each input marked as the listing's or
 * the buyer's, what is missing, and the lesson that explains it.
 */
export function FigureRow({ name, figure, lessonId }: FigureRowProps) {
  const { t, i18n } = useTranslation('deals');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const inputLabel = (input: string) => t(`numbers.inputNames.${input}` as never) as string;
  const valueText =
    figure.value !== null
      ? formatFigureValue(name, figure.value, language)
      : figure.note !== undefined
        ? t(`numbers.notes.${figure.note}`)
        : t('numbers.missingValue');
  const dueDate = isDue(figure) && figure.dueDate ? formatDate(`${figure.dueDate}T12:00:00`, language) : null;
  return (
    <details className="numbers-figure" data-testid={`numbers-figure-${name}`}>
      <summary className="numbers-figure__summary">
        <span className="numbers-figure__name">{t(`numbers.figures.${name}`)}</span>
        <span className="numbers-figure__value" data-testid={`numbers-value-${name}`}>
          {valueText}
          {dueDate && <span className="muted"> {t('numbers.dueOn', { date: dueDate })}</span>}
        </span>
      </summary>
      <div className="numbers-figure__explain stack">
        <p className="numbers-figure__formula-title">{t('numbers.howWorkedOut')}</p>
        <p>{t(`numbers.formulas.${name}`)}</p>
        {figure.inputs.length > 0 && (
          <ul className="numbers-figure__inputs">
            {figure.inputs.map((input) => (
              <li key={input.name}>
                <span>{inputLabel(input.name)}</span>{' '}
                <strong>{formatFigureValue(input.name, input.value, language)}</strong>{' '}
                <span className={`numbers-source numbers-source--${input.source}`}>
                  {t(`numbers.sources.${input.source}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {figure.missing.length > 0 && (
          <p className="muted">
            {t('numbers.needs', {
              inputs: figure.missing
                .map((input) => `${inputLabel(input.name)} (${t(`numbers.sources.${input.source}`)})`)
                .join(', '),
            })}
          </p>
        )}
        {lessonId && (
          <Link to={paths.trainingLesson(lessonId)}>
            {t('numbers.lessonLink', { figure: t(`numbers.figures.${name}`) })}
          </Link>
        )}
      </div>
    </details>
  );
}
