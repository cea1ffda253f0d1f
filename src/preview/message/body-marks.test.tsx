// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { button, legacy, message, row, text } from '../../model/testing/fixtures';
import { RemoteMediaProvider } from '../media/remote-media';
import { MessagePreview } from './MessagePreview';
import { messageDoc, renderMessage } from './test-helpers';

afterEach(cleanup);

const article = (root: HTMLElement) => root.querySelector('article.dp-message')!;
const response = (data: Record<string, unknown>, type = 4) => ({ type, data });

describe('an ephemeral response', () => {
  it.each([4, 7])('is tinted and says "Only you can see this" (type %i)', (type) => {
    const { container } = renderMessage(
      response({ ...message(text('Hi')), flags: 32768 | 64 }, type),
    );
    expect(article(container).getAttribute('data-ephemeral')).toBe('true');
    expect(screen.getByTestId('ephemeral-note').textContent).toBe(
      'Only you can see this•Dismiss message',
    );
  });

  it('is drawn under the legacy message’s rows', () => {
    const { container } = renderMessage(
      response({ ...legacy(row(button({ label: 'Go' }))), content: 'Hi', flags: 64 }),
    );
    const note = screen.getByTestId('ephemeral-note');
    const rows = container.querySelector('.dp-legacy')!;
    expect(rows.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not marked without the flag, nor on a channel message with it', () => {
    const plain = renderMessage(response({ content: 'Hi', flags: 4096 }));
    expect(article(plain.container).hasAttribute('data-ephemeral')).toBe(false);
    cleanup();
    renderMessage({ content: 'Hi', flags: 64 });
    expect(screen.queryByText('Only you can see this')).toBeNull();
  });
});

describe('a webhook message’s header', () => {
  const hook = {
    content: 'Hi',
    username: 'Weather Hook',
    avatar_url: 'https://pics.example/w.png',
  };

  it('shows the username, the avatar and the APP tag', () => {
    const { container } = renderMessage(hook, { author: { name: 'Studio Bot' } });
    expect(screen.getByText('Weather Hook')).toBeTruthy();
    expect(screen.queryByText('Studio Bot')).toBeNull();
    expect(screen.getByText('APP')).toBeTruthy();
    expect(container.querySelector('img.dp-avatar')?.getAttribute('src')).toBe(
      'https://pics.example/w.png',
    );
  });

  it('keeps the avatar back behind the remote-media gate, drawing the default one', () => {
    let held = 0;
    const { container } = render(
      <RemoteMediaProvider
        value={{ allowed: false, onHeldBack: () => ((held += 1), () => (held -= 1)) }}
      >
        <MessagePreview doc={messageDoc(hook)} />
      </RemoteMediaProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.dp-avatar')).not.toBeNull();
    expect(screen.getByTestId('remote-media-held').getAttribute('title')).toBe(
      'Not loaded: showing it would contact pics.example',
    );
    expect(held).toBe(1);
  });

  it('falls back to the default avatar and the app’s name', () => {
    const { container } = renderMessage(
      { content: 'Hi', username: '', avatar_url: 'javascript:alert(1)' },
      { author: { name: 'Studio Bot' } },
    );
    expect(screen.getByText('Studio Bot')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.dp-avatar')).not.toBeNull();
  });

  it('ignores a username outside a webhook body', () => {
    renderMessage(response({ content: 'Hi', username: 'Not me' }), { author: { name: 'App' } });
    expect(screen.getByText('App')).toBeTruthy();
    expect(screen.queryByText('Not me')).toBeNull();
  });
});

describe('SUPPRESS_EMBEDS', () => {
  const withEmbed = (flags?: number) => ({
    content: 'Hi',
    embeds: [{ title: 'Ridge Loop' }],
    ...(flags === undefined ? {} : { flags }),
  });

  it('hides the embeds, keeping the content', () => {
    renderMessage(withEmbed(4));
    expect(screen.getByText('Hi')).toBeTruthy();
    expect(screen.queryByText('Ridge Loop')).toBeNull();
  });

  it('draws them without the flag', () => {
    renderMessage(withEmbed(4096));
    expect(screen.getByText('Ridge Loop')).toBeTruthy();
  });
});
