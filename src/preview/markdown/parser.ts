// Discord's message markdown as an AST: discord-markdown-parser's "extended" rules (headings,
// subtext, masked links) plus lists and `:shortcode:` emoji, with guards so that hostile text
// cannot freeze the page: a length cap, a nesting cap and a masked-link rule that cannot backtrack.
import { rulesExtended, SimpleMarkdown } from 'discord-markdown-parser';
import type { ParserRule } from 'discord-markdown-parser/dist/simple-markdown';
import type { Capture, MdNode, Parser, State } from './ast';
import { atLineStart, inlineOnly } from './ast';
import { listRule } from './list-rule';

/** Nesting deeper than this is kept as plain text. */
export const MAX_DEPTH = 20;
/** Characters parsed as markdown; the rest is plain text. Discord caps a Text Display at 4000. */
export const MAX_PARSE_LENGTH = 4000;

// The stock link rule's bracket lookahead and lazy href take over a second on some 4000-character
// inputs (`[a](` repeated; 2000 `[` then 2000 `]`). Here each alternative starts with a different
// character, so one attempt is linear; only http(s) targets become anchors (see render.tsx).
const LINK_R =
  /^\[((?:\\[^\n]|[^\\[\]\n])+)\]\(\s*<?([^\s()<>]+(?:\([^\s()<>]*\)[^\s()<>]*)*)>?(?:\s+"([^"\n]*)")?\s*\)/;

const linkRule: ParserRule = {
  order: rulesExtended.link!.order,
  match: (source, state) => (state.inLink ? null : LINK_R.exec(source)),
  parse: (capture, parse, state) => ({
    type: 'link',
    content: parse(capture[1] ?? '', { ...inlineOnly(state), inLink: true }),
    target: capture[2] ?? '',
    title: capture[3],
    masked: true,
  }),
};

// discord-markdown-parser decides "at the start of a line" from the last group of the previous
// capture, which misses a heading right after a block quote or a list; this checks the text.
const HEADING_R = /^(#{1,3}) +([^\n]+?)(\n|$)/;
const SUBTEXT_R = /^-# +([^\n]+?)(\n|$)/;
const lineStart = (regex: RegExp): ParserRule['match'] => {
  const match = (source: string, state: State) => (atLineStart(state) ? regex.exec(source) : null);
  return match as ParserRule['match'];
};

const headingRule: ParserRule = {
  ...rulesExtended.heading!,
  match: lineStart(HEADING_R),
  parse: (capture, parse, state) => ({
    level: capture[1]!.length,
    content: parse(capture[2]!.trim(), inlineOnly(state)),
  }),
};

const subtextRule: ParserRule = {
  ...rulesExtended.subtext!,
  match: lineStart(SUBTEXT_R),
  parse: (capture, parse, state) => ({ content: parse(capture[1]!, inlineOnly(state)) }),
};

const SHORTCODE_R = /^:([a-z0-9_+-]{1,40}):/;

/** Shortcode names to characters; absent until the emoji data has loaded (see Markdown.tsx). */
export type Shortcodes = ReadonlyMap<string, string>;

const shortcodeRule: ParserRule = {
  order: rulesExtended.emoji!.order,
  match: (source, state) => {
    const shortcodes = state.shortcodes as Shortcodes | undefined;
    const m = shortcodes ? SHORTCODE_R.exec(source) : null;
    return m && shortcodes?.has(m[1]!) ? m : null;
  },
  parse: (capture, _parse, state) => ({
    type: 'twemoji',
    name: (state.shortcodes as Shortcodes).get(capture[1]!),
    shortcode: capture[1],
  }),
};

/** A rule whose nested parses stop at MAX_DEPTH and whose node remembers its source. */
function guarded(rule: ParserRule): ParserRule {
  return {
    ...rule,
    parse(capture: Capture, parse: Parser, state: State) {
      const nested: Parser = (source, given) => {
        const s = given ?? state;
        const depth = (s.depth as number | undefined) ?? 0;
        if (depth >= MAX_DEPTH) return [{ type: 'text', content: source }];
        s.depth = depth + 1;
        try {
          return parse(source, s);
        } finally {
          s.depth = depth;
        }
      };
      const node = rule.parse(capture, nested, state);
      if (!Array.isArray(node) && node != null && typeof node === 'object') {
        (node as MdNode).source ??= capture[0];
      }
      return node;
    },
  };
}

const rules: Record<string, ParserRule> = {};
for (const [name, rule] of Object.entries({
  ...rulesExtended,
  heading: headingRule,
  subtext: subtextRule,
  link: linkRule,
  list: listRule as ParserRule,
  shortcode: shortcodeRule,
})) {
  rules[name] = guarded(rule);
}
const parser = SimpleMarkdown.parserFor(rules);

// Text made only of these characters can hold no markdown at all: no emphasis, code, spoiler,
// mention, emoji shortcode, link, heading, quote, list marker or escape (':' and '/' are out, so
// no autolink either). Most prose is like this, and simple-markdown would otherwise try every
// rule at every punctuation mark.
const PLAIN_R = /^[A-Za-z0-9 ,.!?'"%$&+=;]*$/;
// ...unless it starts like an ordered list item ("1. ").
const ORDERED_START_R = /^ *\d+[.)] /;

/**
 * Parses at most MAX_PARSE_LENGTH characters; `rest` is what is left, to be drawn as text.
 * `:name:` becomes an emoji only for the names in `shortcodes`.
 */
export function parseMarkdown(
  content: string,
  shortcodes?: Shortcodes,
): { nodes: MdNode[]; rest: string } {
  if (isPlain(content))
    return { nodes: content === '' ? [] : [{ type: 'text', content }], rest: '' };
  return parseWithRules(content, shortcodes);
}

/** Whether the text can hold no markdown, so that it needs no parsing. */
export function isPlain(content: string): boolean {
  return (
    content.length <= MAX_PARSE_LENGTH && PLAIN_R.test(content) && !ORDERED_START_R.test(content)
  );
}

/** The full parse, without the plain-text shortcut. */
export function parseWithRules(
  content: string,
  shortcodes?: Shortcodes,
): { nodes: MdNode[]; rest: string } {
  let head = content;
  let rest = '';
  if (content.length > MAX_PARSE_LENGTH) {
    // Cut at a line break when there is one near the cap, so a line is not split mid-word.
    const nl = content.lastIndexOf('\n', MAX_PARSE_LENGTH);
    const cut = nl > MAX_PARSE_LENGTH / 2 ? nl : MAX_PARSE_LENGTH;
    head = content.slice(0, cut);
    rest = content.slice(cut);
  }
  try {
    return { nodes: parser(head, { inline: true, shortcodes }) as MdNode[], rest };
  } catch {
    // The parser throws when no rule matches or the stack runs out; the text is still shown.
    return { nodes: [{ type: 'text', content: head }], rest };
  }
}
