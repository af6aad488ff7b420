// Building an Intl.DateTimeFormat costs far more than using one; lists of tasks format hundreds of dates per render.
const cache = new Map<string, Intl.DateTimeFormat>();

/** A shared Intl.DateTimeFormat for a locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}
