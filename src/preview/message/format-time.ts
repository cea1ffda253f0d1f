// The message header's timestamp as Discord writes it: "4:20 PM" today, "Yesterday at 9:05 AM"
// or "06/01/2025 4:20 PM"; an embed's footer timestamp the same, but "Today at 4:20 PM" today.
import { dateFormat } from '../intl-cache';

export interface TimeOptions {
  /** Milliseconds since 1970 that "today" is measured from. */
  now: number;
  locale?: string;
  timeZone?: string;
}

const DAY = 24 * 60 * 60 * 1000;

/** The clock, locale and zone of a markdown context (or none): now by default, the viewer's zone. */
export function timeOptionsOf(
  context: { now?: number; locale?: string; timeZone?: string } | undefined,
): TimeOptions {
  return {
    now: context?.now ?? Date.now(),
    ...(context?.locale ? { locale: context.locale } : {}),
    ...(context?.timeZone ? { timeZone: context.timeZone } : {}),
  };
}

function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  try {
    return dateFormat(locale ?? 'en-US', options);
  } catch {
    // An unknown locale or time zone from user settings must not break the preview.
    return dateFormat('en-US', { ...options, timeZone: undefined });
  }
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The same words as Intl's en-US in the viewer's own time zone, without Intl: the page's first
 * DateTimeFormat costs tens of milliseconds (ICU loads its data), and the editor draws a message
 * header before anything else needs Intl. Undefined for years Intl would write differently.
 */
function plainEnUs(date: Date, now: number, today: string): string | undefined {
  const year = date.getFullYear();
  if (Number.isNaN(year) || year < 1000 || year > 9999) return undefined;
  const hours = date.getHours();
  const time = `${hours % 12 || 12}:${pad2(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  const dayOf = (d: Date) => `${pad2(d.getMonth() + 1)}/${pad2(d.getDate())}/${d.getFullYear()}`;
  const dateText = dayOf(date);
  if (dateText === dayOf(new Date(now))) return `${today}${time}`;
  if (dateText === dayOf(new Date(now - DAY))) return `Yesterday at ${time}`;
  return `${dateText} ${time}`;
}

/** A time relative to `now`'s day; `today` goes before the time of a date on that day. */
function formatDayTime(date: Date, { now, locale, timeZone }: TimeOptions, today: string): string {
  if (!timeZone && (locale === undefined || locale === 'en-US')) {
    const plain = plainEnUs(date, now, today);
    if (plain !== undefined) return plain;
  }
  const zone = timeZone ? { timeZone } : {};
  const day = formatter(locale, { year: 'numeric', month: '2-digit', day: '2-digit', ...zone });
  const time = formatter(locale, { hour: 'numeric', minute: '2-digit', ...zone }).format(date);
  const dateText = day.format(date);
  if (dateText === day.format(new Date(now))) return `${today}${time}`;
  if (dateText === day.format(new Date(now - DAY))) return `Yesterday at ${time}`;
  return `${dateText} ${time}`;
}

/**
 * The header time as the 2025 client writes it: "4:20 PM" for today (every 2025 capture shows
 * the time alone), "Yesterday at 9:05 AM", else "06/01/2025 4:20 PM".
 */
export function formatMessageTime(date: Date, options: TimeOptions): string {
  return formatDayTime(date, options, '');
}

/** An embed's footer timestamp: "Today at 4:20 PM", "Yesterday at 9:05 AM", "06/01/2025 4:20 PM". */
export function formatEmbedTime(date: Date, options: TimeOptions): string {
  return formatDayTime(date, options, 'Today at ');
}
