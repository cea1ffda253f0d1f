// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEmojiData } from '../emoji/load-emoji';
import { RemoteMediaProvider } from '../media/remote-media';
import type { PreviewAttachment } from '../types';
import { EmbedCard } from './EmbedCard';
import { NOW } from './test-helpers';

// The `:name:` table is its own chunk; loaded first, the markdown below has it at once.
beforeAll(() => loadEmojiData());
afterEach(cleanup);

const CONTEXT = { now: NOW, locale: 'en-US', timeZone: 'UTC' };

function draw(embed: Record<string, unknown>, attachments?: Record<string, PreviewAttachment>) {
  const { container } = render(
    <div className="dp" data-theme="dark">
      <EmbedCard embed={embed} markdownContext={CONTEXT} attachments={attachments} />
    </div>,
  );
  const card = container.querySelector<HTMLElement>('.dp-embed')!;
  const q = (selector: string) => card.querySelector<HTMLElement>(selector);
  return { card, q };
}

describe('EmbedCard', () => {
  it('draws the parts in Discord order: author, title, description, fields, image, footer', () => {
    const { card } = draw({
      footer: { text: 'Crew' },
      image: { url: 'https://img.example/big.png' },
      fields: [{ name: 'F', value: 'V' }],
      description: 'Desc',
      title: 'Title',
      author: { name: 'Author' },
    });
    const order = [...card.querySelector('.dp-embed-grid')!.children].map((el) => el.className);
    expect(order).toEqual([
      'dp-embed-author',
      'dp-embed-title',
      'dp-embed-description',
      'dp-embed-fields',
      'dp-embed-image',
      'dp-embed-footer',
    ]);
  });

  it('colours the bar with the embed colour and leaves the default bar when there is none', () => {
    const accent = (color: unknown) => {
      const { card } = draw({ title: 't', color });
      const found = [card.style.getPropertyValue('--dp-accent'), card.dataset.accent ?? null];
      cleanup();
      return found;
    };
    expect(accent(0x5865f2)).toEqual(['#5865f2', 'true']);
    expect(accent(0)).toEqual(['#000000', 'true']);
    expect(accent(0xffffff)).toEqual(['#ffffff', 'true']);
    for (const none of [undefined, null, -1, 0x1000000, 1.5, '#ff0000']) {
      expect(accent(none)).toEqual(['', null]);
    }
  });

  it('draws the author line: a 24px icon, the name, a link only when the url is http(s)', () => {
    const { q } = draw({
      author: {
        name: 'Ranger',
        url: 'https://trails.example/r',
        icon_url: 'https://i.example/a.png',
      },
    });
    expect(q('img.dp-embed-author-icon')?.getAttribute('src')).toBe('https://i.example/a.png');
    const link = q('.dp-embed-author a');
    expect(link?.getAttribute('href')).toBe('https://trails.example/r');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noreferrer noopener');
    expect(q('.dp-embed-author')?.textContent).toBe('Ranger');
  });

  it('draws no author line without a name, and no icon without an icon url', () => {
    expect(
      draw({
        author: { url: 'https://a.example', icon_url: 'https://i.example/a.png' },
        title: 't',
      }).q('.dp-embed-author'),
    ).toBeNull();
    cleanup();
    const { q } = draw({ author: { name: 'Plain' } });
    expect(q('.dp-embed-icon')).toBeNull();
    expect(q('.dp-embed-author a')).toBeNull();
  });

  it('renders markdown in the description and field values: mentions, timestamps, emoji', () => {
    const ts = Math.floor(Date.UTC(2025, 5, 1, 20, 30) / 1000);
    const { q, card } = draw({
      description: '**Hi** <@1290000000000000201> :tada:',
      fields: [{ name: 'When', value: `<t:${ts}:t>`, inline: true }],
    });
    expect(q('.dp-embed-description strong')?.textContent).toBe('Hi');
    expect(q('.dp-embed-description .dp-md-mention')?.textContent).toBe('@Ava');
    expect(q('.dp-embed-description .dp-md-emoji')).not.toBeNull();
    expect(card.querySelector('.dp-embed-field-value .dp-md-timestamp')?.textContent).toBe(
      '8:30 PM',
    );
    // A field's name is plain text, as Discord shows it.
    expect(q('.dp-embed-field-name')?.textContent).toBe('When');
  });

  it('places fields in rows: three inline to a row, two beside a thumbnail', () => {
    const fields = Array.from({ length: 5 }, (_, i) => ({
      name: `F${i}`,
      value: 'v',
      inline: true,
    }));
    const columns = (embed: Record<string, unknown>) => {
      const { card } = draw(embed);
      const found = [...card.querySelectorAll<HTMLElement>('.dp-embed-field')].map((el) => [
        el.dataset.row,
        el.style.gridColumn,
      ]);
      cleanup();
      return found;
    };
    expect(columns({ fields })).toEqual([
      ['0', '1 / 5'],
      ['0', '5 / 9'],
      ['0', '9 / 13'],
      ['1', '1 / 7'],
      ['1', '7 / 13'],
    ]);
    expect(columns({ fields, thumbnail: { url: 'https://i.example/t.png' } })).toEqual([
      ['0', '1 / 7'],
      ['0', '7 / 13'],
      ['1', '1 / 7'],
      ['1', '7 / 13'],
      ['2', '1 / 13'],
    ]);
  });

  it('puts the thumbnail beside the text and the image below it', () => {
    const { q } = draw({
      title: 't',
      image: { url: 'https://i.example/big.png' },
      thumbnail: { url: 'https://i.example/small.png' },
    });
    expect(q('.dp-embed-grid')?.classList.contains('has-thumbnail')).toBe(true);
    expect(q('.dp-embed-thumbnail img')?.getAttribute('src')).toBe('https://i.example/small.png');
    expect(q('.dp-embed-image img')?.getAttribute('src')).toBe('https://i.example/big.png');
  });

  it('writes the footer with its 20px icon, text and time; the time alone without text', () => {
    const { q } = draw({
      footer: { text: 'Trail crew', icon_url: 'https://i.example/f.png' },
      timestamp: '2025-06-01T14:05:00Z',
    });
    expect(q('img.dp-embed-footer-icon')?.getAttribute('src')).toBe('https://i.example/f.png');
    expect(q('.dp-embed-footer')?.textContent).toBe('Trail crew • Today at 2:05 PM');
    expect(q('.dp-embed-footer time')?.getAttribute('datetime')).toBe('2025-06-01T14:05:00.000Z');
    cleanup();
    // Discord shows no footer icon without footer text.
    const alone = draw({
      footer: { icon_url: 'https://i.example/f.png' },
      timestamp: '2025-05-31T23:59:00Z',
    });
    expect(alone.q('.dp-embed-footer')?.textContent).toBe('Yesterday at 11:59 PM');
    expect(alone.q('.dp-embed-icon')).toBeNull();
  });

  it('never links or loads a hostile URL', () => {
    const hostile = [
      'javascript:alert(1)',
      'data:text/html,<script>x</script>',
      'vbscript:x',
      '//evil.example/a.png',
      'file:///etc/passwd',
    ];
    for (const url of hostile) {
      const { card } = draw({
        author: { name: 'A', url, icon_url: url },
        title: 'T',
        url,
        description: `[click](${url})`,
        image: { url },
        thumbnail: { url },
        footer: { text: 'F', icon_url: url },
      });
      expect(card.querySelectorAll('a')).toHaveLength(0);
      expect(card.querySelectorAll('img')).toHaveLength(0);
      // Image and thumbnail become placeholder tiles; the icons plain round tiles.
      expect(card.querySelectorAll('[data-placeholder="true"]')).toHaveLength(4);
      expect(card.innerHTML).not.toContain('<script');
      cleanup();
    }
  });

  it('draws attachment:// pictures from the design files, and a tile for a missing file', () => {
    const files = { 'map.png': { name: 'map.png', url: 'blob:http://localhost/1' } };
    const { q } = draw(
      { image: { url: 'attachment://map.png' }, thumbnail: { url: 'attachment://gone.png' } },
      files,
    );
    expect(q('.dp-embed-image img')?.getAttribute('src')).toBe('blob:http://localhost/1');
    expect(q('.dp-embed-thumbnail [data-placeholder="true"]')?.textContent).toBe('gone.png');
  });

  it('holds remote pictures back when remote media is not allowed', () => {
    const { container } = render(
      <RemoteMediaProvider value={{ allowed: false }}>
        <EmbedCard
          embed={{
            author: { name: 'A', icon_url: 'https://tracker.example/a.png' },
            image: { url: 'https://tracker.example/b.png' },
          }}
        />
      </RemoteMediaProvider>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelectorAll('[data-remote-host="tracker.example"]')).toHaveLength(2);
  });

  it('draws an empty embed as a bare card that says so', () => {
    for (const embed of [{}, { color: 0xff0000 }, { fields: [] }, { title: '', footer: {} }]) {
      const { card } = draw(embed);
      expect(card.dataset.empty).toBe('true');
      expect(card.textContent).toBe('Empty embed');
      cleanup();
    }
    expect(draw({ title: 'x' }).card.dataset.empty).toBeUndefined();
  });

  it('draws what it can from fields of the wrong type, never throwing', () => {
    const { card } = draw({
      title: 42,
      description: ['x'],
      author: 'me',
      footer: { text: 7 },
      fields: [null, { name: 5, value: null, inline: true }, 'f'],
      image: { url: 9 },
      thumbnail: 'x',
      timestamp: 'soon',
      color: 'red',
    });
    expect(card.querySelectorAll('.dp-embed-field')).toHaveLength(1);
    expect(card.querySelector('.dp-embed-title, .dp-embed-image, .dp-embed-footer')).toBeNull();
  });
});
