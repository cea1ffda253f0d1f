import { describe, expect, it } from 'vitest';
import { formatEmbedTime, formatMessageTime } from './format-time';

// Intl writes the same words; some ICU versions put a narrow no-break space before AM / PM.
const words = (s: string) => s.replace(/\s/g, ' ');
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('formatMessageTime without a locale or time zone', () => {
  it('writes what Intl writes for en-US in the local time zone', () => {
    const now = new Date(2025, 5, 1, 16, 20).getTime();
    for (let t = now - 3 * 86_400_000; t <= now + 86_400_000; t += 37 * 60_000) {
      const date = new Date(t);
      expect(formatMessageTime(date, { now })).toBe(
        words(formatMessageTime(date, { now, locale: 'en-US', timeZone: zone })),
      );
    }
  });

  it('writes midnight and noon as 12', () => {
    const now = new Date(2025, 0, 2, 12, 0).getTime();
    expect(formatMessageTime(new Date(2025, 0, 2, 0, 5), { now })).toBe('12:05 AM');
    expect(formatMessageTime(new Date(2025, 0, 2, 12, 0), { now })).toBe('12:00 PM');
    expect(formatMessageTime(new Date(2025, 0, 1, 23, 59), { now })).toBe('Yesterday at 11:59 PM');
    expect(formatMessageTime(new Date(2024, 11, 30, 9, 5), { now })).toBe('12/30/2024 9:05 AM');
  });

  it('leaves years Intl writes its own way to Intl', () => {
    const date = new Date(Date.UTC(999, 0, 1, 12));
    const now = date.getTime();
    expect(formatMessageTime(date, { now })).toBe(
      formatMessageTime(date, { now, locale: 'en-US', timeZone: zone }),
    );
  });
});

describe('formatEmbedTime', () => {
  it('says "Today at" where the header writes the time alone, and the same otherwise', () => {
    const now = Date.UTC(2025, 5, 1, 16, 20);
    const options = { now, locale: 'en-US', timeZone: 'UTC' };
    expect(words(formatEmbedTime(new Date(Date.UTC(2025, 5, 1, 14, 5)), options))).toBe(
      'Today at 2:05 PM',
    );
    expect(words(formatEmbedTime(new Date(Date.UTC(2025, 4, 31, 14, 5)), options))).toBe(
      'Yesterday at 2:05 PM',
    );
    expect(words(formatEmbedTime(new Date(Date.UTC(2025, 0, 20, 14, 5)), options))).toBe(
      '01/20/2025 2:05 PM',
    );
    const local = new Date(2025, 5, 1, 9, 5);
    expect(formatEmbedTime(local, { now: new Date(2025, 5, 1, 18).getTime() })).toBe(
      'Today at 9:05 AM',
    );
  });
});
