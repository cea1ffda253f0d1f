// @vitest-environment jsdom
// User text is hostile until drawn: nothing in it may become markup, script, a handler or a
// non-web link, and nothing may freeze or crash the preview.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEmojiData } from '../emoji/load-emoji';
import { MAX_PARSE_LENGTH } from './parser';
import { renderMd } from './test-helpers';

// With the shortcode table loaded, so that `:name:` runs are parsed as emoji too.
beforeAll(() => loadEmojiData());
afterEach(cleanup);

const nested = (open: string, close: string, n: number) => open.repeat(n) + 'x' + close.repeat(n);

const INJECTION: Record<string, string> = {
  script: '<script>alert(1)</script>',
  'img onerror': '<img src=x onerror=alert(1)>',
  'svg onload': '<svg onload=alert(1)><a href="javascript:alert(1)">x</a></svg>',
  iframe: '<iframe src="javascript:alert(1)"></iframe>',
  'html entities': '&lt;script&gt; &#106;avascript:alert(1)',
  'javascript: masked link': '[click](javascript:alert(1))',
  'JavaScript: mixed case': '[click](JaVaScRiPt:alert(1))',
  'javascript: with tab': '[click](java\tscript:alert(1))',
  'data: masked link': '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'vbscript: masked link': '[x](vbscript:msgbox(1))',
  'javascript: autolink': '<javascript:/alert(1)>',
  'data: autolink': '<data:/text/html,<script>alert(1)</script>>',
  'file: link': '[x](file:///etc/passwd)',
  'protocol-relative link': '[x](//evil.example)',
  'link text injection': '[<img src=x onerror=alert(1)>](https://ok.example)',
  'link title injection': '[x](https://ok.example "\\" onmouseover=\\"alert(1)")',
  'quote in url': '[x](https://ok.example/"onmouseover="alert(1))',
  'mention injection': '<@"><script>alert(1)</script>>',
  'emoji name injection': '<:a" onerror="alert(1):123456789012345678>',
  'code block injection': '```html\n<script>alert(1)</script>\n```',
  'code block language injection': '```"><script>\nx\n```',
  'inline code injection': '`<img src=x onerror=alert(1)>`',
  'spoiler injection': '||<script>alert(1)</script>||',
  'heading injection': '# <script>alert(1)</script>',
};

const HUGE: Record<string, string> = {
  '100,000 chars': 'a'.repeat(100_000),
  '200,000 mixed': '**b** _i_ `c` ||s|| <@1290000000000000202> :fire: '.repeat(4000),
  '10,000 *': '*'.repeat(10_000),
  '10,000 _': '_'.repeat(10_000),
  '10,000 `': '`'.repeat(10_000),
  '10,000 ~': '~'.repeat(10_000),
  '10,000 |': '|'.repeat(10_000),
  '10,000 \\': '\\'.repeat(10_000),
  '10,000 <': '<'.repeat(10_000),
  '10,000 [': '['.repeat(10_000),
  '10,000 :': ':'.repeat(10_000),
  '10,000 #': '#'.repeat(10_000),
  '100,000 newlines': '\n'.repeat(100_000),
  '5,000 nested >': '> '.repeat(5_000) + 'x',
  '5,000 nested > lines': Array.from({ length: 5_000 }, (_, i) => '>'.repeat(i) + ' x').join('\n'),
  '5,000 nested **': nested('**', '**', 5_000),
  '5,000 nested __': nested('__', '__', 5_000),
  '5,000 nested *': nested('*', '*', 5_000),
  '5,000 nested ||': nested('||', '||', 5_000),
  '5,000 nested ~~': nested('~~', '~~', 5_000),
  '5,000 nested links': nested('[', '](https://a.example)', 5_000),
  '5,000 mixed nesting': nested('**__*~~||', '||~~*__**', 5_000),
  '5,000 list levels': Array.from({ length: 5_000 }, (_, i) => ' '.repeat(i * 2) + '- x').join(
    '\n',
  ),
  '5,000 one-line list levels': '- '.repeat(5_000) + 'x',
  '5,000 ordered list levels': '1. '.repeat(5_000) + 'x',
  'repeated [a](': '[a]('.repeat(5_000),
  '2,000 [ then 2,000 ]': '['.repeat(2_000) + ']'.repeat(2_000),
  'unclosed link parens': '[a](' + '(a)'.repeat(5_000) + ' x',
  'unclosed code fence': '```js\n' + 'const a = 1;\n'.repeat(5_000),
  'many code blocks': '```js\nx\n```\n'.repeat(2_000),
  'many headings': '# h\n'.repeat(5_000),
  'many timestamps': '<t:1700000000:R> '.repeat(3_000),
  'many custom emoji': '<:e1:123456789012345678>'.repeat(3_000),
  'many shortcodes': ':fire:'.repeat(10_000),
  'long url': 'https://a.example/' + 'b'.repeat(100_000),
  'word colon': 'a'.repeat(50_000) + ':b',
  'huge timestamp': '<t:' + '9'.repeat(5_000) + '>',
};

/** Everything in the rendered DOM that could run code or leave the page other than by a web link. */
function violations(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll(
    'script, iframe, object, embed, svg, style, form, input',
  )) {
    found.push(`<${el.tagName}>`);
  }
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      if (attr.name.startsWith('on')) found.push(`${attr.name} on <${el.tagName}>`);
      if (/^\s*(javascript|data|vbscript):/i.test(attr.value))
        found.push(`${attr.name}=${attr.value}`);
    }
  }
  for (const a of root.querySelectorAll('a')) {
    const ok =
      /^https?:\/\//.test(a.getAttribute('href') ?? '') &&
      a.getAttribute('rel') === 'noreferrer noopener' &&
      a.getAttribute('target') === '_blank';
    if (!ok) found.push(a.outerHTML);
  }
  for (const img of root.querySelectorAll('img')) {
    if (!/^https:\/\/cdn\.discordapp\.com\/emojis\/\d+\.webp/.test(img.getAttribute('src') ?? '')) {
      found.push(img.outerHTML);
    }
  }
  return found;
}

function expectInert(root: HTMLElement) {
  expect(violations(root)).toEqual([]);
}

describe('Markdown safety', () => {
  it('has a checker that notices what it looks for', () => {
    const bad = document.createElement('div');
    bad.innerHTML =
      '<script></script><b onclick="x"></b><a href="javascript:x">a</a><img src="data:x">';
    expect(violations(bad)).toHaveLength(6);
  });

  it.each(Object.entries(INJECTION))('keeps %s inert', (_name, md) => {
    const { root } = renderMd(md);
    expectInert(root);
    // Whatever was typed is still visible as text somewhere (nothing silently vanishes).
    expect(root.textContent?.length).toBeGreaterThan(0);
  });

  it('draws HTML as the literal text typed', () => {
    const { root } = renderMd('<script>alert(1)</script>');
    expect(root.textContent).toBe('<script>alert(1)</script>');
  });

  it.each(Object.entries(HUGE))('renders %s quickly and inertly', (_name, md) => {
    const start = performance.now();
    const { root } = renderMd(md);
    const elapsed = performance.now() - start;
    expectInert(root);
    expect(root.textContent!.length).toBeGreaterThan(0);
    // A generous bound against freezes; speed goals proper live in `npm run bench`.
    expect(elapsed).toBeLessThan(1000);
  });

  it('shows text past the parse limit as plain text', () => {
    const md = '**b** '.repeat(2_000);
    const { root } = renderMd(md);
    expect(md.length).toBeGreaterThan(MAX_PARSE_LENGTH);
    expect(root.textContent).toContain('**b**');
    expect(root.querySelectorAll('strong').length).toBeLessThanOrEqual(MAX_PARSE_LENGTH / 6);
  });

  it('draws nesting past the cap as its source text', () => {
    const { root } = renderMd(nested('**', '**', 100));
    let depth = 0;
    for (let el = root.querySelector('strong'); el; el = el.querySelector('strong')) depth += 1;
    expect(depth).toBeLessThanOrEqual(24);
    expect(root.textContent).toContain('x');
  });
});
