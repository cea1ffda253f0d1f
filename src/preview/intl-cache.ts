// Intl formatters cost far more to build than to use (a DateTimeFormat takes tens of
// microseconds), and the preview formats every timestamp on every render: build each once.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const canonical = new Map<string, string>();

/** A cached Intl.DateTimeFormat; throws as Intl does for a bad time zone. */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A cached Intl.RelativeTimeFormat. */
export function relativeFormat(
  locale: string,
  numeric: 'auto' | 'always',
): Intl.RelativeTimeFormat {
  const key = `${locale}|${numeric}`;
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric });
    relativeFormats.set(key, format);
  }
  return format;
}

/** A locale Intl accepts: the one given, else 'en-US'. */
export function usableLocale(locale: string | undefined): string {
  const key = locale ?? '';
  let found = canonical.get(key);
  if (found === undefined) {
    try {
      found = Intl.getCanonicalLocales(locale ?? [])[0] ?? 'en-US';
    } catch {
      found = 'en-US';
    }
    canonical.set(key, found);
  }
  return found;
}
