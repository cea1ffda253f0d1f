// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { message, row, stringSelect } from '../../model/testing/fixtures';
import { renderMessage } from '../message/test-helpers';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const OPTIONS = ['a', 'b', 'c'].map((v) => ({ label: v.toUpperCase(), value: v }));

/** jsdom has no layout: place the field at `top` in a 768px window, the popout 130px tall. */
function layout(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () =>
      ({
        top,
        bottom: top + 44,
        left: 0,
        right: 200,
        width: 200,
        height: 44,
        x: 0,
        y: top,
      }) as DOMRect,
  );
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(130);
}

describe('the select popout', () => {
  it('opens below the field when there is room', async () => {
    layout(100);
    renderMessage(message(row(stringSelect({ options: OPTIONS }))));
    await userEvent.setup().click(screen.getByRole('combobox'));
    expect(screen.getByRole('listbox').classList.contains('dp-select-popout--above')).toBe(false);
  });

  it('opens above the field near the bottom of the window, as Discord does', async () => {
    layout(700);
    renderMessage(message(row(stringSelect({ options: OPTIONS }))));
    await userEvent.setup().click(screen.getByRole('combobox'));
    expect(screen.getByRole('listbox').classList.contains('dp-select-popout--above')).toBe(true);
  });
});
