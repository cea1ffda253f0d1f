import type { ReactElement } from 'react';
import { memo, useEffect, useMemo, useState } from 'react';
// The module, not the model's index: the index would pull zod into the preview's chunk.
import { SAMPLE_GUILD } from '../../model/interactions/sample-guild';
import { useEmojiData } from '../emoji/load-emoji';
import type { MdNode } from './ast';
import './highlight.css';
import './markdown.css';
import { parseMarkdown } from './parser';
import { renderNodes } from './render';
import { usableLocale } from './timestamp';
import type { MarkdownProps } from './types';

/** Discord shows up to this many emoji, and nothing else, at 48px. */
export const JUMBO_EMOJI_LIMIT = 27;

/** Whether the message is only emoji (and whitespace), few enough to draw large. */
export function isJumbo(nodes: MdNode[]): boolean {
  let count = 0;
  for (const node of nodes) {
    if (node.type === 'emoji' || node.type === 'twemoji') count += 1;
    else if (node.type === 'br') continue;
    else if (node.type === 'text' && typeof node.content === 'string' && !node.content.trim()) {
      continue;
    } else return false;
  }
  return count > 0 && count <= JUMBO_EMOJI_LIMIT;
}

const BLOCKS = new Set(['heading', 'subtext', 'list', 'blockQuote', 'codeBlock']);

/** Whether the text ends with a block (heading, list, ...), whose bottom margin a host may drop. */
function endsWithBlock(nodes: MdNode[]): boolean {
  let i = nodes.length - 1;
  while (i >= 0 && nodes[i]!.type === 'br') i -= 1;
  return i >= 0 && BLOCKS.has(nodes[i]!.type);
}

// Text that may hold a `:name:` shortcode: only then is the emoji data (its own chunk) loaded.
const MAY_HOLD_SHORTCODE_R = /:[a-z0-9_+-]+:/;

// Read once: the viewer's language does not change while the page is open.
let viewerLocale: string | undefined;
function defaultLocale(): string {
  viewerLocale ??=
    typeof navigator !== 'undefined' && navigator.language ? navigator.language : 'en-US';
  return viewerLocale;
}

// A relative timestamp ("2 minutes ago") reads differently as time passes: a text that holds one
// is drawn again every RELATIVE_TICK_MS while it is shown, as Discord's client does. Memoized by
// its props, it would otherwise keep the words of the moment it was last typed.
const RELATIVE_R = /<t:-?\d+:R>/;
export const RELATIVE_TICK_MS = 1000;

/** Whether the parsed text draws a relative timestamp (not one shown as code, say). */
function holdsRelative(nodes: readonly unknown[]): boolean {
  return nodes.some((item) => {
    if (Array.isArray(item)) return holdsRelative(item); // a list's items
    if (typeof item !== 'object' || item === null) return false;
    const node = item as MdNode;
    if (node.type === 'timestamp') return node.format === 'R';
    return Object.values(node).some((value) => Array.isArray(value) && holdsRelative(value));
  });
}

/** Draws the caller again every RELATIVE_TICK_MS while `ticking`. */
function useTicks(ticking: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setTick((n) => n + 1), RELATIVE_TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
}

/**
 * Discord message markdown (Text Display content) drawn as React elements, never as HTML.
 * Memoized: a key typed into one embed field leaves the other fields' text as it was drawn.
 */
export const Markdown = memo(function Markdown({
  content,
  context,
  className,
}: MarkdownProps): ReactElement {
  // Until the data is there, `:name:` is drawn as typed; the text is parsed again when it arrives.
  const emoji = useEmojiData(MAY_HOLD_SHORTCODE_R.test(content));
  const shortcodes = emoji?.emojiData.byShortcode;
  const parsed = useMemo(() => parseMarkdown(content, shortcodes), [content, shortcodes]);
  const guild = context?.guild ?? SAMPLE_GUILD;
  const locale = usableLocale(context?.locale ?? defaultLocale());
  // The pattern first: most texts have none, and are not walked.
  const relative = useMemo(
    () => RELATIVE_R.test(content) && holdsRelative(parsed.nodes),
    [content, parsed],
  );
  useTicks(context?.now === undefined && relative);
  const now = context?.now ?? Date.now();
  const timeZone = context?.timeZone;
  const jumbo = parsed.rest === '' && isJumbo(parsed.nodes);
  const endsBlock = parsed.rest === '' && endsWithBlock(parsed.nodes);
  const classes = [
    'dp-md',
    jumbo ? 'dp-md-jumbo' : '',
    endsBlock ? 'dp-md-ends-block' : '',
    className ?? '',
  ].filter(Boolean);
  return (
    <div className={classes.join(' ')}>
      {renderNodes(parsed.nodes, { guild, locale, now, timeZone }, 0)}
      {parsed.rest}
    </div>
  );
});
