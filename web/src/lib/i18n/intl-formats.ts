/**
 * Intl formatters, each made once per language and options. Making one costs far more than using it
 * (it loads the locale's data), and a page of listing cards formats dozens of figures: on a slow phone
 * a new formatter per figure was a visible share of the results' render.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<Format>(cache: Map<string, Format>, key: string, make: () => Format): Format {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(language, options)`, shared by every caller with the same arguments. */
export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(
    numberFormats,
    `${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(language, options),
  );

/** `new Intl.DateTimeFormat(language, options)`, shared by every caller with the same arguments. */
export const dateTimeFormat = (
  language: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat =>
  cached(
    dateTimeFormats,
    `${language}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(language, options),
  );
