// `<t:unix:style>` as Discord formats it, with Intl in the viewer's locale. Discord's styles follow
// moment's: t "9:01 AM", T "9:01:00 AM", d "11/28/2018", D "November 28, 2018",
// f "November 28, 2018 9:01 AM" (the default), F "Wednesday, November 28, 2018 9:01 AM",
// R "in 3 days" / "2 hours ago".
import { dateFormat as cachedDateFormat, relativeFormat, usableLocale } from '../intl-cache';

export { usableLocale };

export type TimestampStyle = 't' | 'T' | 'd' | 'D' | 'f' | 'F' | 'R';

export interface TimestampOptions {
  locale: string;
  now: number;
  timeZone?: string;
}

// Date's own range: 100,000,000 days either side of 1970.
const MAX_MS = 8.64e15;

function dateFormat(
  locale: string,
  timeZone: string | undefined,
  style: Intl.DateTimeFormatOptions,
) {
  return cachedDateFormat(locale, timeZone ? { ...style, timeZone } : style);
}

const SHORT_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const LONG_TIME: Intl.DateTimeFormatOptions = { ...SHORT_TIME, second: '2-digit' };
const SHORT_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};
const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const WEEKDAY_DATE: Intl.DateTimeFormatOptions = { ...LONG_DATE, weekday: 'long' };

// moment's thresholds, which Discord's relative timestamps use.
function relative(ms: number, { locale, now }: TimestampOptions): string {
  // 'auto' only says "now" for zero; every other value reads "in 3 days" / "2 hours ago".
  const rtf = relativeFormat(locale, 'auto');
  const always = relativeFormat(locale, 'always');
  const sign = ms < now ? -1 : 1;
  const seconds = Math.abs(ms - now) / 1000;
  const minutes = seconds / 60;
  const hours = minutes / 60;
  const days = hours / 24;
  if (seconds < 0.5) return rtf.format(0, 'second');
  if (seconds < 45) return always.format(sign * Math.round(seconds), 'second');
  if (minutes < 45) return always.format(sign * Math.round(minutes), 'minute');
  if (hours < 22) return always.format(sign * Math.round(hours), 'hour');
  if (days < 26) return always.format(sign * Math.round(days), 'day');
  if (days < 320) return always.format(sign * Math.max(1, Math.round(days / 30.4)), 'month');
  return always.format(sign * Math.max(1, Math.round(days / 365)), 'year');
}

/** The text Discord shows for a timestamp, or null when the moment is outside Date's range. */
export function formatTimestamp(
  unixSeconds: number,
  style: TimestampStyle,
  options: TimestampOptions,
): string | null {
  const ms = unixSeconds * 1000;
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_MS) return null;
  try {
    return format(ms, style, options);
  } catch {
    // An unknown time zone: Intl throws a RangeError.
    return null;
  }
}

function format(ms: number, style: TimestampStyle, options: TimestampOptions): string {
  const { locale, timeZone } = options;
  const fmt = (o: Intl.DateTimeFormatOptions) => dateFormat(locale, timeZone, o).format(ms);
  switch (style) {
    case 't':
      return fmt(SHORT_TIME);
    case 'T':
      return fmt(LONG_TIME);
    case 'd':
      return fmt(SHORT_DATE);
    case 'D':
      return fmt(LONG_DATE);
    case 'f':
      return `${fmt(LONG_DATE)} ${fmt(SHORT_TIME)}`;
    case 'F':
      return `${fmt(WEEKDAY_DATE)} ${fmt(SHORT_TIME)}`;
    case 'R':
      return relative(ms, options);
  }
}

/** The tooltip Discord shows on every timestamp: weekday, long date and short time. */
export function fullTimestamp(unixSeconds: number, options: TimestampOptions): string | null {
  return formatTimestamp(unixSeconds, 'F', options);
}
