// Shared by the markdown tests: a fixed clock, locale and time zone, a render helper, and a
// Markdown that records what it draws (for the previews' re-render tests).
import { render } from '@testing-library/react';
import { Markdown } from './Markdown';
import type { ReactElement } from 'react';
import type { MarkdownContext, MarkdownProps } from './types';

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

/**
 * `markdown` (the module's Markdown, memoized or not) with each text it draws pushed to `drawn`:
 * the same component type with its render function wrapped, so a re-render test counts what the
 * real component draws again, its memo included.
 */
export function recordingMarkdown(markdown: typeof Markdown, drawn: string[]): typeof Markdown {
  type Render = (props: MarkdownProps) => ReactElement;
  const record =
    (render: Render): Render =>
    (props) => {
      drawn.push(props.content);
      return render(props);
    };
  if (typeof markdown === 'function')
    return record(markdown as unknown as Render) as unknown as typeof Markdown;
  const memoized = markdown as unknown as { type: Render };
  return { ...memoized, type: record(memoized.type) } as unknown as typeof Markdown;
}
