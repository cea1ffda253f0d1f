// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { file, gallery, mediaItem, mediaItems, message } from '../../model/testing/fixtures';
import { renderMessage } from '../message/test-helpers';
import { galleryLayout } from './gallery-layout';
import { formatFileSize, resolveMedia } from './read';
import { RemoteImage } from './RemoteImage';

afterEach(cleanup);

const EXPECTED: Record<number, { rows: number; tiles: string }> = {
  1: { rows: 1, tiles: 'single' },
  2: { rows: 1, tiles: 'pair pair' },
  3: { rows: 2, tiles: 'main side side' },
  4: { rows: 2, tiles: 'quad quad quad quad' },
  5: { rows: 2, tiles: 'half half third third third' },
  6: { rows: 2, tiles: 'third third third third third third' },
  7: { rows: 3, tiles: 'hero third third third third third third' },
  8: { rows: 3, tiles: 'half half third third third third third third' },
  9: { rows: 3, tiles: 'third third third third third third third third third' },
  10: { rows: 4, tiles: 'hero third third third third third third third third third' },
};

describe('Media Gallery', () => {
  it.each(Object.keys(EXPECTED).map(Number))('lays out %i items as Discord does', (n) => {
    const { byKind } = renderMessage(message(gallery(...mediaItems(n))));
    const el = byKind('media-gallery')[0]!;
    const tiles = Array.from(el.querySelectorAll<HTMLElement>('.dp-tile'));
    expect(tiles).toHaveLength(n);
    expect(el.className).toContain(`dp-gallery--n${n}`);
    expect(el.getAttribute('data-rows')).toBe(String(EXPECTED[n]!.rows));
    expect(tiles.map((t) => t.getAttribute('data-tile')).join(' ')).toBe(EXPECTED[n]!.tiles);
    expect(el.querySelectorAll('img')).toHaveLength(n);
  });

  it('galleryLayout caps at 10 and gives nothing for 0', () => {
    expect(galleryLayout(12).tiles).toHaveLength(10);
    expect(galleryLayout(0)).toEqual({ count: 0, rows: 0, tiles: [] });
  });

  it('plays videos by content type or extension, muted with controls', () => {
    const { byKind } = renderMessage(
      message(
        gallery(
          mediaItem('https://example.com/clip.mp4'),
          mediaItem('https://example.com/stream', {
            media: { url: 'https://example.com/s', content_type: 'video/webm' },
          }),
          mediaItem('https://example.com/pic.png'),
        ),
      ),
    );
    const el = byKind('media-gallery')[0]!;
    const videos = el.querySelectorAll('video');
    expect(videos).toHaveLength(2);
    expect(videos[0]!.controls).toBe(true);
    expect(videos[0]!.muted).toBe(true);
    expect(videos[0]!.getAttribute('poster')).toBeNull();
    expect(el.querySelectorAll('img')).toHaveLength(1);
  });

  it('hides spoilered items until clicked', () => {
    const { byKind } = renderMessage(
      message(gallery(mediaItem('https://example.com/a.png', { spoiler: true }), mediaItem())),
    );
    const el = byKind('media-gallery')[0]!;
    expect(el.querySelectorAll('[data-spoiler="hidden"]')).toHaveLength(1);
    fireEvent.click(el.querySelector('.dp-spoiler-cover')!);
    expect(el.querySelectorAll('[data-spoiler="hidden"]')).toHaveLength(0);
  });

  it('uses alt text from the description', () => {
    const { byKind } = renderMessage(
      message(gallery(mediaItem('https://example.com/a.png', { description: 'A coyote' }))),
    );
    expect(byKind('media-gallery')[0]!.querySelector('img')!.getAttribute('alt')).toBe('A coyote');
  });
});

describe('RemoteImage', () => {
  it('shows a placeholder with the file name when the image fails', () => {
    const { container } = render(
      <RemoteImage src="https://example.com/gone.png" alt="" name="gone.png" />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    const tile = container.querySelector('[data-placeholder]')!;
    expect(tile.textContent).toBe('gone.png');
    expect(tile.querySelector('svg')).not.toBeNull();
  });

  it('shows the placeholder for an attachment that is not attached yet', () => {
    const { byKind } = renderMessage(message(gallery(mediaItem('attachment://cat.png'))));
    const el = byKind('media-gallery')[0]!;
    expect(el.querySelector('img')).toBeNull();
    expect(el.querySelector('[data-placeholder]')?.textContent).toBe('cat.png');
  });

  it('draws an attached file from its object URL', () => {
    const { byKind } = renderMessage(message(gallery(mediaItem('attachment://cat.png'))), {
      attachments: { 'cat.png': { name: 'cat.png', url: 'blob:http://localhost/abc' } },
    });
    expect(byKind('media-gallery')[0]!.querySelector('img')!.getAttribute('src')).toBe(
      'blob:http://localhost/abc',
    );
  });
});

describe('resolveMedia', () => {
  it('accepts http(s) and refuses other schemes', () => {
    expect(resolveMedia('https://a.com/x/y.png?z=1', undefined)).toMatchObject({
      src: 'https://a.com/x/y.png?z=1',
      name: 'y.png',
      isVideo: false,
    });
    expect(resolveMedia('javascript:alert(1)', undefined).src).toBeNull();
    expect(resolveMedia('data:image/png;base64,AAAA', undefined).src).toBeNull();
    expect(resolveMedia(42, undefined).src).toBeNull();
  });

  it('takes blob: and data:image only from attachments, never javascript:', () => {
    const attachments = {
      'a.png': { name: 'a.png', url: 'data:image/png;base64,AAAA', size: 10 },
      'b.png': { name: 'b.png', url: 'javascript:alert(1)' },
    };
    expect(resolveMedia('attachment://a.png', attachments)).toMatchObject({
      src: 'data:image/png;base64,AAAA',
      size: 10,
    });
    expect(resolveMedia('attachment://b.png', attachments).src).toBeNull();
  });
});

describe('File', () => {
  it('draws a card with the name and the attachment size', () => {
    const { byKind } = renderMessage(message(file('game.zip')), {
      attachments: { 'game.zip': { name: 'game.zip', size: 178_156 } },
    });
    const card = byKind('file')[0]!;
    expect(card.querySelector('.dp-file-name')?.textContent).toBe('game.zip');
    expect(card.querySelector('.dp-file-size')?.textContent).toBe('173.98 KB');
    expect(card.querySelector('[data-glyph="archive"]')).not.toBeNull();
  });

  it('falls back to attachment://name and the size on the File itself', () => {
    const { byKind } = renderMessage(message(file('manual.pdf', { size: 250_194 })));
    const card = byKind('file')[0]!;
    expect(card.querySelector('.dp-file-name')?.textContent).toBe('manual.pdf');
    expect(card.querySelector('.dp-file-size')?.textContent).toBe('244.33 KB');
  });

  it('formats sizes like Discord', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(178_156)).toBe('173.98 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.00 GB');
  });
});
