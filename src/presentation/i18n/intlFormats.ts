// Making an Intl formatter is the costly part of formatting (it loads the locale's data): a dashboard of 91 days by
// ten metrics made two thousand of them in one render. A formatter is made once per locale and options.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function madeOnce<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  const format = (formats.get(key) as T | undefined) ?? make();
  formats.set(key, format);
  return format;
}

/** The locale's number format with these options, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return madeOnce('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** The locale's date and time format with these options, made once. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return madeOnce('dateTime', locale, options, () => new Intl.DateTimeFormat(locale, options));
}
