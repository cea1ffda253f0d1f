// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  button,
  container,
  legacy,
  message,
  row,
  text,
  textInput,
} from '../../model/testing/fixtures';
import { formatMessageTime } from './format-time';
import { messageDoc, NOW, renderMessage } from './test-helpers';

afterEach(cleanup);

describe('MessagePreview', () => {
  it('draws the chrome: default avatar, app name, APP tag and the time', () => {
    const { container: root } = renderMessage(message(text('Hi')), {
      author: { name: 'Helper' },
    });
    expect(root.querySelector('.dp')?.getAttribute('data-theme')).toBe('dark');
    expect(root.querySelector('svg.dp-avatar')).not.toBeNull();
    expect(screen.getByText('Helper')).toBeTruthy();
    expect(screen.getByText('APP')).toBeTruthy();
    expect(screen.getByText('4:20 PM')).toBeTruthy();
  });

  it('uses the light theme and the author avatar when given', () => {
    const { container: root } = renderMessage(message(text('Hi')), {
      theme: 'light',
      author: { name: 'Bot', avatarUrl: 'https://cdn.example.com/a.png' },
    });
    expect(root.querySelector('.dp')?.getAttribute('data-theme')).toBe('light');
    expect(root.querySelector('img.dp-avatar')?.getAttribute('src')).toBe(
      'https://cdn.example.com/a.png',
    );
  });

  it('shows only the components of a V2 message, never its content', () => {
    const payload = { ...message(text('Component text')), content: 'Hidden content' };
    const { container: root } = renderMessage(payload);
    expect(screen.getByText('Component text')).toBeTruthy();
    expect(screen.queryByText('Hidden content')).toBeNull();
    expect(root.querySelector('.dp-v2-stack')).not.toBeNull();
  });

  it('shows the content and the Action Rows of a legacy message', () => {
    const payload = { ...legacy(row(button({ label: 'Click Me', style: 1 }))), content: 'Hello' };
    const { byKind } = renderMessage(payload);
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(byKind('action-row')).toHaveLength(1);
    expect(within(byKind('action-row')[0]!).getByText('Click Me')).toBeTruthy();
  });

  it('draws a simple embed card in a legacy message', () => {
    const payload = {
      content: 'x',
      embeds: [{ title: 'Game match request', description: 'Join now', color: 0x5865f2 }],
    };
    const { container: root } = renderMessage(payload);
    expect(root.querySelector('[data-kind="embed"]')).not.toBeNull();
    expect(screen.getByText('Game match request')).toBeTruthy();
    expect(screen.getByText('Join now')).toBeTruthy();
  });

  it('draws a legacy message in Discord order: content, embeds, poll, then Action Rows', () => {
    const payload = {
      ...legacy(row(button({ label: 'Join', style: 1 }))),
      content: 'Hello',
      embeds: [{ title: 'First' }, { title: 'Second' }],
      poll: { question: { text: 'Coming?' }, answers: [{ poll_media: { text: 'Yes' } }] },
    };
    const { container: root } = renderMessage(payload);
    const order = [...root.querySelector('.dp-legacy')!.children].map(
      (el) => (el as HTMLElement).dataset.kind ?? el.className,
    );
    expect(order).toEqual(['dp-message-content', 'embed', 'embed', 'poll', 'dp-legacy-rows']);
    expect(screen.getByText('Coming?')).toBeTruthy();
  });

  it('draws no poll when the poll is not an object', () => {
    for (const poll of [undefined, null, 'poll', [1]]) {
      const { container: root } = renderMessage({ content: 'x', poll });
      expect(root.querySelector('.dp-poll')).toBeNull();
      cleanup();
    }
  });

  it('draws one card per embed and poll, inside the node frame that selects it', () => {
    const {
      container: root,
      byKind,
      onSelect,
      doc,
    } = renderMessage({
      embeds: [{ title: 'Only' }],
      poll: { question: { text: 'Q' }, answers: [{ poll_media: { text: 'A' } }] },
    });
    expect(byKind('embed')).toHaveLength(1);
    expect(byKind('poll')).toHaveLength(1);
    expect(byKind('embed')[0]!.querySelectorAll('.dp-embed')).toHaveLength(1);
    expect(byKind('poll')[0]!.querySelectorAll('.dp-poll')).toHaveLength(1);
    fireEvent.click(within(root.querySelector('.dp-poll')!).getByText('A'));
    expect(onSelect).toHaveBeenLastCalledWith(doc.nodes[1]!.key);
  });

  it('writes the footer with its timestamp as Discord does: today, yesterday, or a date', () => {
    const footerOf = (timestamp: unknown, text?: string) => {
      const footer = text === undefined ? {} : { footer: { text } };
      const { container: root } = renderMessage({
        content: 'x',
        embeds: [{ description: 'd', ...footer, timestamp }],
      });
      const found = root.querySelector('.dp-embed-footer')?.textContent ?? null;
      cleanup();
      return found;
    };
    expect(footerOf('2025-06-01T14:05:00Z', 'Trail crew')).toBe('Trail crew • Today at 2:05 PM');
    expect(footerOf('2025-05-31T09:30:00.000Z', 'Trail crew')).toBe(
      'Trail crew • Yesterday at 9:30 AM',
    );
    expect(footerOf('2025-01-20T14:05:00Z')).toBe('01/20/2025 2:05 PM');
    expect(footerOf('not a date', 'Trail crew')).toBe('Trail crew');
    expect(footerOf(1748786700000)).toBeNull();
  });

  it('links a title with an http(s) url, opening a new tab, and leaves any other url as text', () => {
    const titleOf = (url: unknown) => {
      const { container: root } = renderMessage({
        content: 'x',
        embeds: [{ title: 'Report', url }],
      });
      const title = root.querySelector('.dp-embed-title');
      const link = title?.querySelector('a');
      const found = {
        text: title?.textContent,
        href: link?.getAttribute('href') ?? null,
        target: link?.getAttribute('target') ?? null,
        rel: link?.getAttribute('rel') ?? null,
      };
      cleanup();
      return found;
    };
    expect(titleOf('https://trails.example/report')).toEqual({
      text: 'Report',
      href: 'https://trails.example/report',
      target: '_blank',
      rel: 'noreferrer noopener',
    });
    for (const unsafe of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 42])
      expect(titleOf(unsafe)).toMatchObject({ text: 'Report', href: null });
  });

  it('draws an unknown type as the dashed fallback instead of crashing', () => {
    const { byKind } = renderMessage(message({ type: 99 }, text('after')));
    expect(byKind('unknown')[0]?.textContent).toContain('Unsupported component');
    expect(screen.getByText('after')).toBeTruthy();
  });

  it('draws a raw entry and a modal-only kind as the fallback', () => {
    const { byKind } = renderMessage(message(42, textInput()));
    expect(byKind('unknown')).toHaveLength(1);
    expect(byKind('text-input')[0]?.textContent).toContain('Unsupported component');
  });

  it('calls onSelect with the innermost component clicked', () => {
    const { byKind, onSelect, doc } = renderMessage(message(container(text('inner'))));
    fireEvent.click(screen.getByText('inner'));
    expect(onSelect).toHaveBeenCalledTimes(1);
    const textKey = doc.nodes[0]!.slots.components![0]!.key;
    expect(onSelect).toHaveBeenCalledWith(textKey);
    fireEvent.click(byKind('container')[0]!);
    expect(onSelect).toHaveBeenLastCalledWith(doc.nodes[0]!.key);
  });

  it('outlines the selected node', () => {
    const doc = messageDoc(message(text('a'), text('b')));
    const key = doc.nodes[1]!.key;
    const { byKind } = renderMessage(doc, { selectedKey: key });
    const texts = byKind('text-display');
    expect(texts[0]!.getAttribute('data-selected')).toBeNull();
    expect(texts[1]!.getAttribute('data-selected')).toBe('true');
    expect(texts[1]!.getAttribute('data-node-key')).toBe(key);
  });
});

describe('formatMessageTime', () => {
  const opts = { now: NOW, locale: 'en-US', timeZone: 'UTC' };
  it('says Today, Yesterday or the date', () => {
    expect(formatMessageTime(new Date(NOW), opts)).toBe('4:20 PM');
    expect(formatMessageTime(new Date(NOW - 86_400_000), opts)).toBe('Yesterday at 4:20 PM');
    expect(formatMessageTime(new Date(Date.UTC(2024, 0, 5, 9, 5)), opts)).toBe(
      '01/05/2024 9:05 AM',
    );
  });
});
