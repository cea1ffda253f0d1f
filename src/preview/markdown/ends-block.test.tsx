// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

const root = (content: string) =>
  render(<Markdown content={content} />).container.firstElementChild!;

describe('Markdown ends-block marker', () => {
  it.each([
    ['# Title', true],
    ['text\n- a\n- b', true],
    ['> quoted', true],
    ['# Title\nGrab the game here:', false],
    ['plain text', false],
  ])('%j ends with a block: %s', (content, expected) => {
    expect(root(content).classList.contains('dp-md-ends-block')).toBe(expected);
  });
});
