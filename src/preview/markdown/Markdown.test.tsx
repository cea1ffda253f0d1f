// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEmojiData } from '../emoji/load-emoji';
import { plain, renderMd } from './test-helpers';

// The shortcode table is its own chunk; loaded first, every render below has it at once.
beforeAll(() => loadEmojiData());
afterEach(cleanup);

/** [CSS selector, its text content] that must appear; `null` text: only that it exists. */
type Has = [selector: string, text: string | null];

interface Case {
  name: string;
  md: string;
  has: Has[];
  /** Selectors that must not match. */
  none?: string[];
  /** The whole rendered text. */
  text?: string;
}

const USER = '1290000000000000202';
const ROLE = '1290000000000000302';
const CHANNEL = '1290000000000000402';

const CASES: Case[] = [
  { name: 'plain text', md: 'hello world', has: [], none: ['strong', 'br'], text: 'hello world' },
  { name: 'newlines kept', md: 'a\nb\n\nc', has: [['br', null]], text: 'abc' },
  { name: 'h1', md: '# Title', has: [['h1.dp-md-heading.dp-md-h1', 'Title']] },
  { name: 'h2', md: '## Two', has: [['h2.dp-md-h2', 'Two']] },
  { name: 'h3', md: '### Three', has: [['h3.dp-md-h3', 'Three']] },
  {
    name: '#### is text',
    md: '#### Four',
    has: [],
    none: ['h1', 'h2', 'h3', 'h4'],
    text: '#### Four',
  },
  { name: '#x is text', md: '#nospace', has: [], none: ['h1'], text: '#nospace' },
  { name: 'heading only at line start', md: 'a # b', has: [], none: ['h1'], text: 'a # b' },
  { name: 'heading on a later line', md: 'a\n## b', has: [['h2', 'b']] },
  {
    name: 'heading after a quote',
    md: '> q\n# H',
    has: [
      ['blockquote', 'q'],
      ['h1', 'H'],
    ],
  },
  {
    name: 'subtext after a list',
    md: '- a\n-# small',
    has: [
      ['ul li', 'a'],
      ['small.dp-md-subtext', 'small'],
    ],
  },
  { name: 'subtext', md: '-# small print', has: [['small.dp-md-subtext', 'small print']] },
  { name: 'bold', md: '**b**', has: [['strong', 'b']] },
  { name: 'italic *', md: '*i*', has: [['em', 'i']] },
  { name: 'italic _', md: '_i_', has: [['em', 'i']] },
  { name: 'underline', md: '__u__', has: [['u', 'u']] },
  { name: 'strikethrough', md: '~~s~~', has: [['s', 's']] },
  { name: 'bold italic', md: '***bi***', has: [['strong em, em strong', 'bi']] },
  { name: 'inline code', md: 'a `x = 1` b', has: [['code.dp-md-code', 'x = 1']] },
  {
    name: 'markdown inside inline code is text',
    md: '`**no**`',
    has: [['code', '**no**']],
    none: ['strong'],
  },
  {
    name: 'code block with language label',
    md: '```js\nconst a = 1;\n```',
    has: [
      ['.dp-md-codeblock[data-language="js"] .dp-md-codeblock-lang', 'js'],
      ['pre.dp-md-pre code', 'const a = 1;'],
    ],
  },
  {
    name: 'code block without language',
    md: '```\nplain\n```',
    has: [['pre code', 'plain']],
    none: ['.dp-md-codeblock-lang'],
  },
  {
    name: 'block quote',
    md: '> quoted\nafter',
    has: [['blockquote.dp-md-quote', 'quoted']],
    text: 'quotedafter',
  },
  {
    name: 'multi-line quote',
    md: '> one\n> two',
    has: [
      ['blockquote br', null],
      ['blockquote', 'onetwo'],
    ],
  },
  { name: '>>> quotes to the end', md: '>>> one\ntwo', has: [['blockquote', 'onetwo']] },
  { name: '>x is text', md: '>no', has: [], none: ['blockquote'], text: '>no' },
  {
    name: 'unordered list',
    md: '- a\n- b\n* c',
    has: [['ul.dp-md-list > li:nth-child(3)', 'c']],
    none: ['ol'],
  },
  {
    name: 'nested list',
    md: '- a\n  - b\n    - c\n- d',
    has: [
      ['ul > li:first-child > ul > li > ul > li', 'c'],
      ['ul.dp-md-list > li:nth-child(2)', 'd'],
    ],
  },
  { name: 'ordered list', md: '1. one\n2. two', has: [['ol[start="1"] > li:nth-child(2)', 'two']] },
  {
    name: 'ordered list keeps its start',
    md: '7. seven\n8. eight',
    has: [['ol[start="7"] > li:first-child', 'seven']],
  },
  { name: 'list needs a space', md: '-a', has: [], none: ['ul'], text: '-a' },
  { name: 'list not mid-line', md: 'a - b', has: [], none: ['ul'] },
  {
    name: 'markdown in list items',
    md: '- **b** `c`',
    has: [
      ['li strong', 'b'],
      ['li code', 'c'],
    ],
  },
  {
    name: 'masked link',
    md: '[docs](https://discord.com/developers)',
    has: [
      [
        'a.dp-md-link[href="https://discord.com/developers"][target="_blank"][rel="noreferrer noopener"]',
        'docs',
      ],
    ],
  },
  {
    name: 'autolink',
    md: '<https://example.com>',
    has: [['a[href="https://example.com/"]', 'https://example.com']],
  },
  {
    name: 'bare url',
    md: 'see https://example.com/x.',
    has: [['a[href="https://example.com/x"]', 'https://example.com/x']],
  },
  {
    name: 'javascript: masked link is text',
    md: '[x](javascript:alert(1))',
    has: [],
    none: ['a'],
    text: '[x](javascript:alert(1))',
  },
  { name: 'spoiler', md: '||secret||', has: [['[role="button"].dp-md-spoiler-hidden', 'secret']] },
  { name: 'user mention (nick)', md: `<@${USER}>`, has: [['.dp-md-mention-user', '@Ben (mod)']] },
  {
    name: 'user mention <@!id>',
    md: '<@!1290000000000000201>',
    has: [['.dp-md-mention-user', '@Ava']],
  },
  {
    name: 'user mention (username)',
    md: '<@1290000000000000204>',
    has: [['.dp-md-mention-user', '@dev.null']],
  },
  {
    name: 'unknown user',
    md: '<@123456789012345678>',
    has: [['.dp-md-mention-user', '@unknown-user']],
  },
  { name: 'role mention', md: `<@&${ROLE}>`, has: [['.dp-md-mention-role', '@Moderator']] },
  {
    name: 'unknown role',
    md: '<@&123456789012345678>',
    has: [['.dp-md-mention-role', '@unknown-role']],
  },
  { name: 'channel mention', md: `<#${CHANNEL}>`, has: [['.dp-md-mention-channel', '#general']] },
  {
    name: 'voice channel mention',
    md: '<#1290000000000000407>',
    has: [['.dp-md-mention-voice', 'Lounge']],
  },
  {
    name: 'unknown channel',
    md: '<#123456789012345678>',
    has: [['.dp-md-mention-channel', '#unknown']],
  },
  { name: '@everyone', md: 'hi @everyone', has: [['.dp-md-mention-everyone', '@everyone']] },
  { name: '@here', md: '@here', has: [['.dp-md-mention-here', '@here']] },
  {
    name: 'slash command',
    md: '</deploy prod:123456789012345678>',
    has: [['.dp-md-mention-command', '/deploy prod']],
  },
  {
    name: 'guild navigation',
    md: '<1290000000000000001:customize>',
    has: [['.dp-md-mention-navigation', 'Channels & Roles']],
  },
  { name: 'timestamp default f', md: '<t:1700000000>', has: [['time.dp-md-timestamp', null]] },
  {
    name: 'custom emoji',
    md: 'a <:blob:123456789012345678>',
    has: [
      [
        'img.dp-md-emoji[alt=":blob:"][loading="lazy"][src="https://cdn.discordapp.com/emojis/123456789012345678.webp?size=44"]',
        '',
      ],
    ],
  },
  {
    name: 'animated emoji',
    md: 'a <a:party:123456789012345678>',
    has: [
      [
        'img[alt=":party:"][src^="https://cdn.discordapp.com/emojis/123456789012345678.webp?size=44"][src$="animated=true"]',
        '',
      ],
    ],
  },
  { name: 'unicode emoji stays text', md: 'hi 😀', has: [['.dp-md-emoji-unicode', '😀']] },
  {
    name: ':shortcode:',
    md: 'hi :blush: :star_struck: :exploding_head:',
    has: [['.dp-md-emoji-unicode[title=":star_struck:"]', '🤩']],
    text: 'hi 😊 🤩 🤯',
  },
  {
    name: 'unknown :shortcode: stays',
    md: 'hi :not_an_emoji:',
    has: [],
    none: ['.dp-md-emoji'],
    text: 'hi :not_an_emoji:',
  },
  {
    name: 'escaped markdown',
    md: '\\*\\*no\\*\\* \\<@1290000000000000202>',
    has: [],
    none: ['strong', '.dp-md-mention'],
    text: '**no** <@1290000000000000202>',
  },
  { name: 'shrug emoticon', md: '¯\\_(ツ)_/¯', has: [], none: ['em'], text: '¯\\_(ツ)_/¯' },
];

describe('Markdown', () => {
  it.each(CASES)('renders $name', ({ md, has, none = [], text }) => {
    const { root } = renderMd(md);
    expect(root).toHaveProperty('className', expect.stringContaining('dp-md'));
    for (const [selector, expected] of has) {
      const el = root.querySelector(selector);
      expect(el, `${selector} in ${root.innerHTML}`).not.toBeNull();
      if (expected !== null) expect(plain(el!.textContent)).toBe(expected);
    }
    for (const selector of none) {
      expect(root.querySelector(selector), `no ${selector} in ${root.innerHTML}`).toBeNull();
    }
    if (text !== undefined) expect(plain(root.textContent)).toBe(text);
  });

  it('keeps a className and draws one root element', () => {
    const { container } = renderMd('x');
    expect(container.children).toHaveLength(1);
  });
});
