// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorTools } from './EditorTools';

afterEach(cleanup);

function setup() {
  const onOpen = vi.fn();
  const onToggleJson = vi.fn();
  render(
    <div>
      <p data-testid="elsewhere">elsewhere</p>
      <EditorTools open={null} onOpen={onOpen} jsonOpen={false} onToggleJson={onToggleJson} />
    </div>,
  );
  const menu = screen.getByTestId('tools-menu');
  return { menu, onOpen, onToggleJson };
}

describe('EditorTools', () => {
  it('opens its menu, and a tool picked from it closes the menu', () => {
    const { menu, onOpen } = setup();
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByTestId('open-send'));
    expect(onOpen).toHaveBeenCalledWith('send');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu on Escape and on a press elsewhere, not on a press inside', () => {
    const { menu, onToggleJson } = setup();
    fireEvent.click(menu);
    fireEvent.keyDown(screen.getByTestId('toggle-json'), { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menu);
    fireEvent.pointerDown(screen.getByTestId('toggle-json'));
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByTestId('elsewhere'));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(onToggleJson).not.toHaveBeenCalled();
  });
});
