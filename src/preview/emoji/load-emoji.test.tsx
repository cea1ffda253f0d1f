// @vitest-environment jsdom
// The shortcode table is its own chunk, loaded only for text that may hold a `:name:`. Each test
// file has its own modules, so the data starts out unloaded here.
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMd } from '../markdown/test-helpers';
import { getEmojiData } from './load-emoji';

afterEach(cleanup);

describe('the markdown preview and the emoji data', () => {
  it('does not load the data for text without a :name:', async () => {
    const { root } = renderMd('Meet at 12:30, see https://example.com/a:b');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getEmojiData()).toBeNull();
    expect(root.textContent).toBe('Meet at 12:30, see https://example.com/a:b');
  });

  it('draws :name: as typed until the data is there, then as the emoji', async () => {
    const { root } = renderMd('hot :fire: :not_a_name:');
    expect(root.querySelector('.dp-md-emoji')).toBeNull();
    expect(root.textContent).toBe('hot :fire: :not_a_name:');
    await waitFor(() => expect(root.querySelector('.dp-md-emoji-unicode')).not.toBeNull(), {
      timeout: 5000,
    });
    expect(getEmojiData()).not.toBeNull();
    expect(root.querySelector('.dp-md-emoji-unicode')?.getAttribute('title')).toBe(':fire:');
    expect(root.textContent).toBe('hot 🔥 :not_a_name:');
  });
});
