/** A number as the reader's language writes it (1,250.5 or 1.250,5). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(value);
}
