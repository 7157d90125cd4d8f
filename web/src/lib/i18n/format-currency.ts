import { numberFormat } from './intl-formats';

/**
 * An amount in US dollars (docs/requirements.md#r9-10: currency USD) as the reader's language writes it,
 * without cents.
 */
export function formatCurrency(amount: number, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}
