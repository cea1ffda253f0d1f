// Shared by the markdown tests: a fixed clock, locale and time zone, and a render helper.
import { render } from '@testing-library/react';
import { Markdown } from './Markdown';
import type { MarkdownContext } from './types';

/** 2023-11-14T22:13:20Z, a Tuesday. */
export const NOW_S = 1_700_000_000;
export const FIXED: MarkdownContext = { locale: 'en-US', now: NOW_S * 1000, timeZone: 'UTC' };

export function renderMd(content: string, context: MarkdownContext = FIXED) {
  const result = render(<Markdown content={content} context={context} />);
  const root = result.container.firstElementChild as HTMLElement;
  return { ...result, root };
}

/** Text with every kind of space (Intl puts U+202F before AM/PM) as a plain space. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
