// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GuildDirectory } from '../../model';
import { SAMPLE_GUILD } from '../../model';
import { loadEmojiData } from '../emoji/load-emoji';
import { Markdown, RELATIVE_TICK_MS } from './Markdown';
import { FIXED, NOW_S, plain, renderMd } from './test-helpers';

// The shortcode table is its own chunk; loaded first, every render below has it at once.
beforeAll(() => loadEmojiData());
afterEach(cleanup);

describe('Markdown spoilers', () => {
  it('reveals a spoiler on click', async () => {
    const { root } = renderMd('a ||secret|| b');
    const spoiler = screen.getByRole('button', { name: /spoiler/i });
    expect(spoiler.querySelector('[aria-hidden="true"]')?.textContent).toBe('secret');
    await userEvent.click(spoiler);
    expect(screen.queryByRole('button')).toBeNull();
    expect(root.querySelector('.dp-md-spoiler-revealed')?.textContent).toBe('secret');
  });

  it('reveals a spoiler from the keyboard', async () => {
    renderMd('||one|| ||two||');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getAllByRole('button')[0]);
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    screen.getByRole('button').focus();
    await userEvent.keyboard(' ');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('Markdown emoji', () => {
  it('falls back to :name: when the custom emoji image fails', () => {
    const { root } = renderMd('<:blob:123456789012345678>');
    fireEvent.error(root.querySelector('img')!);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('.dp-md-emoji-fallback')?.textContent).toBe(':blob:');
  });

  it.each([
    ['😀😀', true],
    [':fire: <:blob:123456789012345678>\n:tada:', true],
    ['😀 hi', false],
    ['😀'.repeat(27), true],
    ['😀'.repeat(28), false],
    ['', false],
  ])('jumbo for %j is %s', (md, jumbo) => {
    const { root } = renderMd(md);
    expect(root.classList.contains('dp-md-jumbo')).toBe(jumbo);
  });
});

describe('Markdown timestamps', () => {
  const at = (style: string) => `<t:${NOW_S}${style ? `:${style}` : ''}>`;
  it.each([
    ['t', '10:13 PM'],
    ['T', '10:13:20 PM'],
    ['d', '11/14/2023'],
    ['D', 'November 14, 2023'],
    ['f', 'November 14, 2023 10:13 PM'],
    ['', 'November 14, 2023 10:13 PM'],
    ['F', 'Tuesday, November 14, 2023 10:13 PM'],
  ])('formats style %j as %j', (style, text) => {
    const { root } = renderMd(at(style));
    const time = root.querySelector('time.dp-md-timestamp')!;
    expect(plain(time.textContent)).toBe(text);
    expect(plain(time.getAttribute('title'))).toBe('Tuesday, November 14, 2023 10:13 PM');
    expect(time.getAttribute('datetime')).toBe('2023-11-14T22:13:20.000Z');
  });

  it.each([
    [NOW_S + 3 * 86400, 'in 3 days'],
    [NOW_S - 2 * 3600, '2 hours ago'],
    [NOW_S - 10, '10 seconds ago'],
    [NOW_S, 'now'],
    [NOW_S + 40 * 86400, 'in 1 month'],
    [NOW_S - 400 * 86400, '1 year ago'],
  ])('formats <t:%i:R> as %j', (seconds, text) => {
    const { root } = renderMd(`<t:${seconds}:R>`);
    expect(plain(root.querySelector('time')?.textContent)).toBe(text);
  });

  it('keeps a relative timestamp true as time passes, with the text unchanged', () => {
    vi.useFakeTimers({ now: NOW_S * 1000 });
    try {
      const { root } = renderMd(`Ends <t:${NOW_S + 120}:R>`, { locale: 'en-US', timeZone: 'UTC' });
      expect(plain(root.querySelector('time')?.textContent)).toBe('in 2 minutes');
      act(() => vi.advanceTimersByTime(60_000 + RELATIVE_TICK_MS));
      expect(plain(root.querySelector('time')?.textContent)).toBe('in 1 minute');
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a text without a relative timestamp, or with a fixed now, to its props', () => {
    vi.useFakeTimers({ now: NOW_S * 1000 });
    try {
      renderMd(`<t:${NOW_S + 120}:f>`, { locale: 'en-US', timeZone: 'UTC' });
      renderMd(`<t:${NOW_S + 120}:R>`);
      // Shown as code, it is not a timestamp.
      renderMd(`\`<t:${NOW_S + 120}:R>\``, { locale: 'en-US', timeZone: 'UTC' });
      renderMd(`\`\`\`\n<t:${NOW_S + 120}:R>\n\`\`\``, { locale: 'en-US', timeZone: 'UTC' });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ticks for a relative timestamp inside bold text or a list item', () => {
    vi.useFakeTimers({ now: NOW_S * 1000 });
    try {
      renderMd(`**Ends <t:${NOW_S + 120}:R>**`, { locale: 'en-US', timeZone: 'UTC' });
      expect(vi.getTimerCount()).toBe(1);
      renderMd(`- first\n- ends <t:${NOW_S + 120}:R>`, { locale: 'en-US', timeZone: 'UTC' });
      expect(vi.getTimerCount()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses the locale it is given', () => {
    const { root } = renderMd(at('D'), { ...FIXED, locale: 'de-DE' });
    expect(plain(root.textContent)).toBe('14. November 2023');
  });

  it('draws an out-of-range timestamp as its source', () => {
    const { root } = renderMd('<t:99999999999999999>');
    expect(root.querySelector('time')).toBeNull();
    expect(root.textContent).toBe('<t:99999999999999999>');
  });

  it('survives a bad locale and time zone', () => {
    const { root } = renderMd(at('D'), {
      ...FIXED,
      locale: 'not a locale!',
      timeZone: 'Mars/Base',
    });
    expect(root.textContent).toBe(at('D'));
  });
});

describe('Markdown mentions', () => {
  it('tints a role mention with the role colour', () => {
    const { root } = renderMd('<@&1290000000000000301>');
    const pill = root.querySelector<HTMLElement>('.dp-md-mention-role')!;
    expect(pill.textContent).toBe('@Admin');
    expect(pill.style.color).toBe('rgb(231, 76, 60)');
  });

  it('names mentions from the guild it is given', () => {
    const guild: GuildDirectory = {
      ...SAMPLE_GUILD,
      users: [{ ...SAMPLE_GUILD.users[0]!, id: '111111111111111111', global_name: 'Zed' }],
      members: {},
    };
    render(<Markdown content="<@111111111111111111>" context={{ ...FIXED, guild }} />);
    expect(screen.getByText('@Zed')).toBeTruthy();
  });
});

describe('Markdown code blocks', () => {
  it('highlights a known language once lowlight has loaded', async () => {
    const { root } = renderMd('```js\nconst answer = 42; // yes\n```');
    const keyword = await screen.findByText('const', { selector: '.hljs-keyword' });
    expect(keyword.tagName).toBe('SPAN');
    expect(root.querySelector('.hljs-comment')?.textContent).toBe('// yes');
    expect(plain(root.querySelector('code')?.textContent)).toBe('const answer = 42; // yes');
  });

  it('leaves an unknown language plain', () => {
    const { root } = renderMd('```klingon\nqapla\n```');
    expect(root.querySelector('.dp-md-codeblock-lang')?.textContent).toBe('klingon');
    expect(root.querySelector('[class^="hljs-"]')).toBeNull();
    expect(root.querySelector('code')?.textContent).toBe('qapla');
  });
});

describe('Markdown links', () => {
  it('shows the target as the link title', () => {
    const { root } = renderMd('[here](https://example.com/a "Example")');
    expect(root.querySelector('a')?.getAttribute('title')).toBe('Example');
  });

  it('draws a link inside link text as text', () => {
    const { root } = renderMd('[see https://b.example](https://a.example)');
    expect(root.querySelectorAll('a')).toHaveLength(1);
    expect(root.querySelector('a')?.textContent).toBe('see https://b.example');
  });

  it('adds the className it is given', () => {
    const { container } = render(<Markdown content="x" className="extra" />);
    expect(container.firstElementChild?.className).toBe('dp-md extra');
  });
});
