// The shapes the parser produces. simple-markdown types nodes loosely ({ type, [key]: any }); these
// narrow the fields the renderer reads.
import type { Capture, Parser, State } from 'discord-markdown-parser/dist/simple-markdown';

export type { Capture, Parser, State };

export interface MdNode {
  type: string;
  /** The markdown this node was parsed from, drawn as plain text past the nesting cap. */
  source?: string;
  [key: string]: unknown;
}

export interface ListNode extends MdNode {
  type: 'list';
  ordered: boolean;
  /** The first item's number (ordered lists only). */
  start?: number;
  items: MdNode[][];
}

/** A capture built by hand, for rules that scan without one regular expression. */
export function captureOf(text: string): Capture {
  // A last group of '\n' when the text ends a line, as the package's own line-start check expects.
  return Object.assign([text, text.endsWith('\n') ? '\n' : ''], { index: 0 });
}

/** State for text inside a heading, subtext or link label, where no block (list, heading,
 * quote) may start even though the text begins at a line start. */
export function inlineOnly(state: State): State {
  return { ...state, noBlocks: true, inQuote: true };
}

/** Whether a rule may start a block here: at the start of the text or of a line. */
export function atLineStart(state: State): boolean {
  if (state.noBlocks) return false;
  const prev = state.prevCapture as Capture | null | undefined;
  return prev == null || (prev[0] ?? '').endsWith('\n');
}
