/**
 * An amount in US dollars (docs/requirements.md#r9-10: currency USD) as the reader's language writes it,
 * without cents.
 */
export function formatCurrency(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}
