// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  button,
  container,
  linkButton,
  message,
  premiumButton,
  row,
  section,
  separator,
  text,
  thumbnail,
} from '../../model/testing/fixtures';
import { premiumLabel } from './Button';
import { renderMessage } from './test-helpers';

afterEach(cleanup);

describe('Button', () => {
  it.each([
    [1, 'primary'],
    [2, 'secondary'],
    [3, 'success'],
    [4, 'danger'],
  ])('draws style %i as %s and reports a click', (style, name) => {
    const { byKind, onInteract, onSelect, doc } = renderMessage(
      message(row(button({ style, label: 'Go' }))),
    );
    const el = byKind('button')[0]!;
    expect(el.className).toContain(`dp-button--${name}`);
    fireEvent.click(el);
    const key = doc.nodes[0]!.slots.components![0]!.key;
    expect(onSelect).toHaveBeenCalledWith(key);
    expect(onInteract).toHaveBeenCalledWith({ kind: 'click', nodeKey: key });
  });

  it('draws a link button with its external-link icon and does not navigate', () => {
    const { byKind, onInteract } = renderMessage(message(row(linkButton({ label: 'Learn More' }))));
    const el = byKind('button')[0]!;
    expect(el.tagName).toBe('BUTTON');
    expect(el.className).toContain('dp-button--link');
    expect(el.querySelector('[data-icon="external-link"] svg')).not.toBeNull();
    expect(el.getAttribute('title')).toBe('https://example.com');
    fireEvent.click(el);
    expect(onInteract).toHaveBeenCalledTimes(1);
  });

  it('draws a premium button with a shop icon and an SKU label', () => {
    const { byKind } = renderMessage(message(row(premiumButton({ sku_id: '1234567890' }))));
    const el = byKind('button')[0]!;
    expect(el.className).toContain('dp-button--premium');
    expect(el.querySelector('[data-icon="shop"] svg')).not.toBeNull();
    expect(el.textContent).toBe(premiumLabel('1234567890'));
    expect(el.textContent).toContain('7890');
  });

  it('dims a disabled button: it can be selected but sends nothing', () => {
    const { byKind, onInteract, onSelect } = renderMessage(
      message(row(button({ disabled: true, label: 'Off' }))),
    );
    const el = byKind('button')[0]!;
    expect(el.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(el);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onInteract).not.toHaveBeenCalled();
  });

  it('draws unicode and custom emoji before the label', () => {
    const { byKind } = renderMessage(
      message(
        row(
          button({ emoji: { name: '🤗' }, label: 'Emoji' }),
          button({ emoji: { id: '123456789012345678', name: 'wave' }, label: undefined }),
        ),
      ),
    );
    const [unicode, custom] = byKind('button');
    expect(unicode!.querySelector('.dp-emoji')?.textContent).toBe('🤗');
    expect(unicode!.textContent).toBe('🤗Emoji');
    const img = custom!.querySelector('img.dp-emoji');
    expect(img?.getAttribute('src')).toBe(
      'https://cdn.discordapp.com/emojis/123456789012345678.webp?size=48',
    );
    expect(img?.getAttribute('alt')).toBe(':wave:');
  });

  it('wraps buttons in an Action Row', () => {
    const { byKind } = renderMessage(message(row(button(), button(), button())));
    const rowEl = byKind('action-row')[0]!;
    expect(rowEl.className).toBe('dp-action-row');
    expect(rowEl.querySelectorAll('[data-kind="button"]')).toHaveLength(3);
  });
});

describe('Container', () => {
  it('draws an accent bar in its colour', () => {
    const { byKind } = renderMessage(message({ ...container(text('x')), accent_color: 703487 }));
    const el = byKind('container')[0]!;
    expect(el.style.getPropertyValue('--dp-accent')).toBe('#0abbff');
    expect(el.querySelector('.dp-container-accent')).not.toBeNull();
  });

  it.each([null, undefined])('has no bar when accent_color is %s', (accent) => {
    const { byKind } = renderMessage(message({ ...container(text('x')), accent_color: accent }));
    expect(byKind('container')[0]!.querySelector('.dp-container-accent')).toBeNull();
  });

  it('hides a spoiler behind a SPOILER label until clicked', () => {
    const { container: root } = renderMessage(
      message({ ...container(text('secret')), spoiler: true }),
    );
    const spoiler = root.querySelector('.dp-spoiler')!;
    expect(spoiler.getAttribute('data-spoiler')).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Spoiler' }));
    expect(spoiler.getAttribute('data-spoiler')).toBe('revealed');
    expect(screen.queryByRole('button', { name: 'Spoiler' })).toBeNull();
  });
});

describe('Section', () => {
  it('puts the text at the left and a Thumbnail at the right', () => {
    const { byKind } = renderMessage(
      message(
        section([text('# Title'), text('Body')], thumbnail({ description: 'A preview image' })),
      ),
    );
    const sec = byKind('section')[0]!;
    expect(sec.querySelectorAll('.dp-section-text [data-kind="text-display"]')).toHaveLength(2);
    const thumb = sec.querySelector('.dp-section-accessory [data-kind="thumbnail"]')!;
    const img = thumb.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('A preview image');
    expect(img.getAttribute('src')).toBe('https://example.com/a.png');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('takes a Button accessory', () => {
    const { byKind } = renderMessage(message(section([text('Hi')], button({ label: 'Do' }))));
    const acc = byKind('section')[0]!.querySelector('.dp-section-accessory')!;
    expect(acc.querySelector('[data-kind="button"]')?.textContent).toBe('Do');
  });

  it('blurs a spoilered thumbnail', () => {
    const { byKind } = renderMessage(message(section([text('Hi')], thumbnail({ spoiler: true }))));
    expect(byKind('thumbnail')[0]!.querySelector('[data-spoiler="hidden"]')).not.toBeNull();
  });
});

describe('Text Display', () => {
  it('draws its content through Markdown', () => {
    const { byKind } = renderMessage(message(text('Hello world')));
    expect(byKind('text-display')[0]!.textContent).toContain('Hello world');
  });
});

describe('Separator', () => {
  it.each([
    [{ divider: true, spacing: 1 }, 'small', true],
    [{ divider: false, spacing: 1 }, 'small', false],
    [{ divider: true, spacing: 2 }, 'large', true],
    [{ divider: false, spacing: 2 }, 'large', false],
    [{}, 'small', true],
  ])('%j is %s, divider %s', (fields, size, divider) => {
    const { byKind } = renderMessage(message(text('a'), separator(fields), text('b')));
    const el = byKind('separator')[0]!;
    expect(el.className).toContain(`dp-separator--${size}`);
    expect(el.querySelector('.dp-separator-line') !== null).toBe(divider);
  });
});
