// The message header's timestamp as Discord writes it: "4:20 PM" today, "Yesterday at 9:05 AM"
// or "06/01/2025 4:20 PM".
import { dateFormat } from '../intl-cache';

export interface TimeOptions {
  /** Milliseconds since 1970 that "today" is measured from. */
  now: number;
  locale?: string;
  timeZone?: string;
}

const DAY = 24 * 60 * 60 * 1000;

function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  try {
    return dateFormat(locale ?? 'en-US', options);
  } catch {
    // An unknown locale or time zone from user settings must not break the preview.
    return dateFormat('en-US', { ...options, timeZone: undefined });
  }
}

/**
 * The header time as the 2025 client writes it: "4:20 PM" for today (every 2025 capture shows
 * the time alone), "Yesterday at 9:05 AM", else "06/01/2025 4:20 PM".
 */
export function formatMessageTime(date: Date, { now, locale, timeZone }: TimeOptions): string {
  const zone = timeZone ? { timeZone } : {};
  const day = formatter(locale, { year: 'numeric', month: '2-digit', day: '2-digit', ...zone });
  const time = formatter(locale, { hour: 'numeric', minute: '2-digit', ...zone }).format(date);
  const dateText = day.format(date);
  if (dateText === day.format(new Date(now))) return time;
  if (dateText === day.format(new Date(now - DAY))) return `Yesterday at ${time}`;
  return `${dateText} ${time}`;
}
