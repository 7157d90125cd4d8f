/** Turning form text into the request bodies the shared schemas check, and back. */

/** "78701, 78702 78703" → ['78701', '78702', '78703'] (commas, semicolons or spaces separate). */
export function splitList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Empty text is "not given" (null); anything else is a number, NaN when it is not one. */
export function toNumberOrNull(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** Empty text is "not given" (null). */
export function toTextOrNull(text: string): string | null {
  return text.trim() === '' ? null : text;
}

/** A stored number shown in an input. */
export const numberText = (value: number | null | undefined): string => (value == null ? '' : String(value));
