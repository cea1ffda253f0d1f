// Discord's list syntax, which discord-markdown-parser lacks: `- `, `* ` or `1. ` at the start of
// a line; a line indented 2+ spaces more than the item above it nests under that item; an ordered
// list keeps its first number. A list is scanned line by line (no regular expression over the
// whole block), so hostile input cannot make it backtrack.
import type { Capture, ListNode, MdNode, Parser, State } from './ast';
import { atLineStart, captureOf } from './ast';

/** Deeper lines are drawn at the deepest level instead of nesting further. */
export const MAX_LIST_DEPTH = 10;
// Discord keeps numbers up to 9 digits; longer ones are not list markers.
const ITEM_R = /^( *)(?:([-*])|(\d{1,9})\.) +(?=\S)/;

interface Marker {
  indent: number;
  ordered: boolean;
  start: number;
  /** Length of indent, marker and spaces. */
  length: number;
}

function markerOf(line: string): Marker | null {
  const m = ITEM_R.exec(line);
  if (!m) return null;
  return {
    indent: m[1]!.length,
    ordered: m[3] !== undefined,
    start: m[3] !== undefined ? Number(m[3]) : 1,
    length: m[0].length,
  };
}

/** The list starting at `source`, up to the first line that is no item of it. */
export function matchList(source: string, state: State): Capture | null {
  if ((state.listDepth ?? 0) >= MAX_LIST_DEPTH || !atLineStart(state)) return null;
  const first = markerOf(source);
  if (!first) return null;
  let end = 0;
  while (end < source.length) {
    const nl = source.indexOf('\n', end);
    const lineEnd = nl === -1 ? source.length : nl;
    const marker = markerOf(source.slice(end, lineEnd));
    if (!marker) break;
    const nested = marker.indent >= first.indent + 2;
    if (!nested && marker.ordered !== first.ordered && end > 0) break;
    end = nl === -1 ? source.length : nl + 1;
  }
  return captureOf(source.slice(0, end));
}

/** Lists made of item lines: one list per run of same-kind items at the top level. */
export function buildLists(
  lines: string[],
  parse: Parser,
  state: State,
  depth: number,
): ListNode[] {
  const lists: ListNode[] = [];
  let base = -1;
  let list: ListNode | null = null;
  let item: { text: string; children: string[] } | null = null;
  const pending: { text: string; children: string[] }[][] = [];
  for (const line of lines) {
    const marker = markerOf(line);
    if (!marker) continue;
    if (base === -1) base = marker.indent;
    const nests = item !== null && marker.indent >= base + 2 && depth + 1 < MAX_LIST_DEPTH;
    if (nests) {
      item!.children.push(line);
      continue;
    }
    if (!list || list.ordered !== marker.ordered) {
      list = { type: 'list', ordered: marker.ordered, items: [] };
      if (marker.ordered) list.start = marker.start;
      lists.push(list);
      pending.push([]);
    }
    item = { text: line.slice(marker.length), children: [] };
    pending[pending.length - 1]!.push(item);
  }
  lists.forEach((node, i) => {
    node.items = pending[i]!.map((it) => {
      const content = parseItem(it.text, parse, state, depth);
      if (it.children.length === 0) return content;
      return [...content, ...buildLists(it.children, parse, state, depth + 1)];
    });
  });
  return lists;
}

function parseItem(text: string, parse: Parser, state: State, depth: number): MdNode[] {
  // An item's text starts a line: a heading or a one-line nested list may open it.
  const saved = { prevCapture: state.prevCapture, listDepth: state.listDepth };
  state.prevCapture = null;
  state.listDepth = depth + 1;
  try {
    return parse(text, state) as MdNode[];
  } finally {
    state.prevCapture = saved.prevCapture;
    state.listDepth = saved.listDepth;
  }
}

/** The simple-markdown rule; `order` just before subtext and headings. */
export const listRule = {
  order: -1,
  match: (source: string, state: State) => matchList(source, state),
  parse: (capture: Capture, parse: Parser, state: State): MdNode | MdNode[] => {
    const lines = (capture[0] ?? '').replace(/\n$/, '').split('\n');
    const depth = (state.listDepth as number | undefined) ?? 0;
    const lists = buildLists(lines, parse, state, depth);
    return lists.length === 1 ? lists[0]! : lists;
  },
};
