/** How the numbers card writes a figure's value and its inputs: money, a percentage or a count. */
import { formatCurrency } from '../../../lib/i18n/format-currency';
import { numberFormat } from '../../../lib/i18n/intl-formats';

/** Inputs and figures that are percentages, not dollars. */
const PERCENTAGES: ReadonlySet<string> = new Set([
  'interestRate',
  'sellerInterestRate',
  'vacancyPercent',
  'managementPercent',
  'cashOnCashReturn',
]);
/** Inputs that are plain numbers: a count of payments, a term in years. */
const COUNTS: ReadonlySet<string> = new Set(['payments', 'optionTerm']);

/** `name`'s value in the reader's language: "$1,199", "6.5 %", "60". */
export function formatFigureValue(name: string, value: number, language: string): string {
  if (PERCENTAGES.has(name))
    return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
  if (COUNTS.has(name)) return numberFormat(language).format(value);
  return formatCurrency(value, language);
}
