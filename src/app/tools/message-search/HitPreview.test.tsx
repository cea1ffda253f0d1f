// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HitPreview } from './HitPreview';
import { hitMessage } from './hit-message';

afterEach(cleanup);

const person = { id: '1300000000000000031', username: 'river.walker', global_name: 'River' };
const hit = (extra: Record<string, unknown>) => ({
  id: '1300000000000000401',
  channel_id: '1300000000000000100',
  author: person,
  content: '',
  embeds: [],
  components: [],
  attachments: [],
  pinned: false,
  timestamp: '2025-03-01T10:01:00.000000+00:00',
  ...extra,
});

describe('hitMessage', () => {
  it('reads who wrote a hit, when, its files, and imports its body as the validator does', () => {
    const read = hitMessage(
      hit({
        content: 'Trail map',
        pinned: true,
        attachments: [{ id: '1', filename: 'map.png', content_type: 'image/png' }],
      }),
    );
    expect(read).toMatchObject({
      id: '1300000000000000401',
      channelId: '1300000000000000100',
      author: { name: 'River', id: person.id, app: false },
      pinned: true,
      files: [{ name: 'map.png', type: 'image/png' }],
      content: 'Trail map',
      draw: { ok: true },
    });
    expect(read.timestamp?.toISOString()).toBe('2025-03-01T10:01:00.000Z');
    expect(hitMessage(hit({ webhook_id: '1300000000000000300', content: 'x' })).author.app).toBe(
      true,
    );
  });

  it('does not draw a message the import finds errors in, and survives any shape', () => {
    const broken = hitMessage(hit({ flags: 1 << 15, components: [{ type: 99 }], content: 'poll' }));
    expect(broken.draw).toEqual({
      ok: false,
      reason: expect.stringContaining('Component type 99'),
    });
    expect(hitMessage({ id: 5, author: 'x', timestamp: 'never' })).toMatchObject({
      id: '5',
      author: { name: '?', id: null, app: false },
      timestamp: undefined,
    });
  });
});

describe('HitPreview', () => {
  it("draws a person's message without the APP tag, and markup and javascript: links inert", () => {
    const content = 'Notes: [click](javascript:alert(1)) <img src=x onerror="alert(1)"> done';
    const { container } = render(
      <ol>
        <HitPreview hit={hitMessage(hit({ content }))} theme="dark" />
      </ol>,
    );
    const item = screen.getByTestId('search-hit:1300000000000000401');
    expect(within(item).getByText('River')).toBeTruthy();
    expect(item.textContent).not.toContain('APP');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    for (const a of container.querySelectorAll('a'))
      expect(a.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    expect(item.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('shows the text of a message the preview cannot draw, with the reason', () => {
    render(
      <ol>
        <HitPreview
          hit={hitMessage(
            hit({ flags: 1 << 15, components: [{ type: 99 }], content: 'poll <b>x</b>' }),
          )}
          theme="dark"
        />
      </ol>,
    );
    const plain = screen.getByTestId('search-hit-plain');
    expect(plain.textContent).toContain('The preview cannot draw this message (Component type 99');
    expect(plain.querySelector('pre')?.textContent).toBe('poll <b>x</b>');
    expect(plain.querySelector('b')).toBeNull();
  });
});
