// Discord's locales in its order, the fallbacks it uses when a user's locale has no value, and what
// a user of a locale sees for a localized string (docs/discord-rules.md, Application commands).

export const LOCALES = [
  'id',
  'da',
  'de',
  'en-GB',
  'en-US',
  'es-ES',
  'es-419',
  'fr',
  'hr',
  'it',
  'lt',
  'hu',
  'nl',
  'no',
  'pl',
  'pt-BR',
  'ro',
  'fi',
  'sv-SE',
  'vi',
  'tr',
  'cs',
  'el',
  'bg',
  'ru',
  'uk',
  'hi',
  'th',
  'zh-CN',
  'ja',
  'zh-TW',
  'ko',
] as const;

export type Locale = (typeof LOCALES)[number];

/** English names of the locales, as Discord's documentation lists them (for pickers). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  id: 'Indonesian',
  da: 'Danish',
  de: 'German',
  'en-GB': 'English, UK',
  'en-US': 'English, US',
  'es-ES': 'Spanish',
  'es-419': 'Spanish, LATAM',
  fr: 'French',
  hr: 'Croatian',
  it: 'Italian',
  lt: 'Lithuanian',
  hu: 'Hungarian',
  nl: 'Dutch',
  no: 'Norwegian',
  pl: 'Polish',
  'pt-BR': 'Portuguese, Brazilian',
  ro: 'Romanian, Romania',
  fi: 'Finnish',
  'sv-SE': 'Swedish',
  vi: 'Vietnamese',
  tr: 'Turkish',
  cs: 'Czech',
  el: 'Greek',
  bg: 'Bulgarian',
  ru: 'Russian',
  uk: 'Ukrainian',
  hi: 'Hindi',
  th: 'Thai',
  'zh-CN': 'Chinese, China',
  ja: 'Japanese',
  'zh-TW': 'Chinese, Taiwan',
  ko: 'Korean',
};

const LOCALE_SET: ReadonlySet<string> = new Set(LOCALES);

/** True when `value` is one of Discord's 32 locale codes (exact case). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALE_SET.has(value);
}

/** Where Discord looks when a user's locale has no value; the other locales go to the default. */
export const LOCALE_FALLBACKS: Readonly<Partial<Record<Locale, Locale>>> = {
  'en-US': 'en-GB',
  'en-GB': 'en-US',
  'es-419': 'es-ES',
};

// A few codes people write for a locale Discord spells differently.
const NEAR_MISSES: Readonly<Record<string, readonly Locale[]>> = {
  en: ['en-US', 'en-GB'],
  es: ['es-ES', 'es-419'],
  pt: ['pt-BR'],
  sv: ['sv-SE'],
  zh: ['zh-CN', 'zh-TW'],
  nb: ['no'],
};

/** The locales a key that is not one probably meant ("en" -> en-US, en-GB); [] when no guess. */
export function suggestLocales(key: string): Locale[] {
  const exact = LOCALES.find((l) => l.toLowerCase() === key.toLowerCase().replace('_', '-'));
  if (exact) return [exact];
  const language = key.toLowerCase().split(/[-_]/)[0] ?? '';
  // Own keys only: a key like "constructor" must not find Object.prototype's.
  const near = Object.hasOwn(NEAR_MISSES, language) ? NEAR_MISSES[language] : undefined;
  if (near) return [...near];
  return LOCALES.filter((l) => l === language);
}

/** A localization dictionary as a payload holds it: nullable, values may be null to clear one. */
export type Localizations = Readonly<Record<string, string | null | undefined>> | null | undefined;

/**
 * What a user whose client is set to `locale` sees: the locale's own value, else its fallback's,
 * else the default. A value equal to the default still counts as given: Discord's documentation
 * asks for the default under its own locale key precisely so that the fallback is not shown.
 */
export function localizedFor(
  locale: Locale,
  defaultValue: string,
  localizations: Localizations,
): string {
  const own = localizations?.[locale];
  if (typeof own === 'string') return own;
  const fallback = LOCALE_FALLBACKS[locale];
  const other = fallback === undefined ? undefined : localizations?.[fallback];
  if (typeof other === 'string') return other;
  return defaultValue;
}
