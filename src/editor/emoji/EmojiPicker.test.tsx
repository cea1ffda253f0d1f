// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEmojiData } from '../../preview';
import { EditorServicesProvider } from '../services';
import type { EditorServices } from '../services';
import type { EmojiChoice } from './emoji-choice';
import { PickerButton } from './PickerButton';

// The picker and the data are chunks of their own; loaded first, a test waits for neither.
beforeAll(() => Promise.all([loadEmojiData(), import('./EmojiPicker')]));
afterEach(cleanup);

function setup(options: { services?: Partial<EditorServices>; custom?: boolean } = {}) {
  const picks: EmojiChoice[] = [];
  const ui = (
    <>
      <button type="button">Elsewhere</button>
      <PickerButton
        title="Emoji for Content"
        testId="open"
        custom={
          options.custom ? { id: '123456789012345678', name: 'blob', animated: true } : undefined
        }
        onPick={(choice, refocus) => {
          picks.push(choice);
          refocus();
        }}
      >
        Pick…
      </PickerButton>
    </>
  );
  const services = {
    attachments: {},
    attachFile: vi.fn(),
    detachFile: vi.fn(),
    ...options.services,
  };
  render(<EditorServicesProvider value={services}>{ui}</EditorServicesProvider>);
  return { picks, user: userEvent.setup(), button: screen.getByTestId('open') };
}

async function openPicker(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await user.click(button);
  // Generous waits: jsdom draws ~1,900 options slowly on a busy machine.
  const dialog = await screen.findByTestId('emoji-picker', undefined, { timeout: 5000 });
  expect(dialog.getAttribute('role')).toBe('dialog');
  expect(dialog.getAttribute('aria-label')).toBe('Emoji for Content');
  // Every category is drawn (the first one comes first).
  await waitFor(() => expect(dialog.querySelector('[data-section="8"]')).not.toBeNull(), {
    timeout: 5000,
  });
  return dialog;
}

// Plain selectors: role queries over ~1,900 options are slow in jsdom.
const activeOption = (dialog: HTMLElement) => [
  ...dialog.querySelectorAll<HTMLElement>('[role="option"][aria-selected="true"]'),
];
const options = (dialog: HTMLElement) => [...dialog.querySelectorAll('[role="option"]')];

// jsdom draws the ~1,900 options slowly: room for a busy machine.
describe('EmojiPicker', { timeout: 20_000 }, () => {
  it('opens with the search box focused and the first emoji active', async () => {
    const { user, button } = setup();
    const dialog = await openPicker(user, button);
    const search = within(dialog).getByTestId('emoji-search');
    expect(search.getAttribute('role')).toBe('combobox');
    expect(search.getAttribute('aria-label')).toBe('Search emoji');
    expect(document.activeElement).toBe(search);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const [active] = activeOption(dialog);
    expect(active!.textContent).toBe('😀');
    expect(search.getAttribute('aria-activedescendant')).toBe(active!.id);
    expect(dialog.querySelector('[role="group"][aria-label="Flags"] [role="option"]')).toBeTruthy();
  });

  it('searches by shortcode and picks the first match with Enter, giving the focus back', async () => {
    const { user, button, picks } = setup();
    await openPicker(user, button);
    await user.keyboard('thumbsup{Enter}');
    expect(picks).toEqual([{ kind: 'unicode', char: '👍', shortcode: 'thumbsup' }]);
    expect(screen.queryByTestId('emoji-picker')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('moves through the grid with the arrow keys', async () => {
    const { user, button, picks } = setup();
    const dialog = await openPicker(user, button);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(activeOption(dialog)[0]!.textContent).toBe('😄');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(dialog)[0]!.getAttribute('aria-label')).toBe(
      options(dialog)[10]!.getAttribute('aria-label'),
    );
    await user.keyboard('{ArrowUp}{ArrowLeft}{Enter}');
    expect(picks[0]).toMatchObject({ char: '😃', shortcode: 'smiley' });
  });

  it('says when nothing matches, and Enter then picks nothing', async () => {
    const { user, button, picks } = setup();
    const dialog = await openPicker(user, button);
    await user.keyboard('zzzzqqq{Enter}');
    expect(within(dialog).getByText('No emoji match “zzzzqqq”.')).toBeTruthy();
    expect(options(dialog)).toHaveLength(0);
    expect(picks).toEqual([]);
  });

  it('jumps to a category', async () => {
    const { user, button } = setup();
    const dialog = await openPicker(user, button);
    await user.click(within(dialog).getByTestId('emoji-group:flags'));
    expect(activeOption(dialog)[0]!.closest('[role="group"]')?.getAttribute('aria-label')).toBe(
      'Flags',
    );
    expect(document.activeElement).toBe(within(dialog).getByTestId('emoji-search'));
  });

  it('picks with a click', async () => {
    const { user, button, picks } = setup();
    const dialog = await openPicker(user, button);
    await user.click(dialog.querySelector('[role="option"][aria-label="pizza"]')!);
    expect(picks).toEqual([{ kind: 'unicode', char: '🍕', shortcode: 'pizza' }]);
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    const { user, button, picks } = setup();
    await openPicker(user, button);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('emoji-picker')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(picks).toEqual([]);
  });

  it('closes on a click elsewhere, leaving the focus there', async () => {
    const { user, button } = setup();
    await openPicker(user, button);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(elsewhere);
    expect(screen.queryByTestId('emoji-picker')).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
  });
});

describe('EmojiPicker, Custom tab', { timeout: 20_000 }, () => {
  async function openCustom(options?: Parameters<typeof setup>[0]) {
    const s = setup(options);
    const dialog = await openPicker(s.user, s.button);
    await s.user.click(within(dialog).getByTestId('emoji-tab:custom'));
    return { ...s, dialog };
  }

  it('checks the id and the name before using them', async () => {
    const { user, dialog, picks } = await openCustom();
    const id = within(dialog).getByLabelText('Emoji id');
    expect(document.activeElement).toBe(id);
    await user.click(within(dialog).getByRole('button', { name: 'Use this emoji' }));
    expect(within(dialog).getByText('An emoji id is needed.')).toBeTruthy();
    expect(within(dialog).getByText('A name is needed.')).toBeTruthy();
    await user.type(id, '1234567890123456');
    expect(id.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(/17 to 20 digits/)).toBeTruthy();
    await user.type(id, '7');
    expect(id.getAttribute('aria-invalid')).toBeNull();
    const name = within(dialog).getByLabelText('Name');
    await user.type(name, 'a');
    expect(within(dialog).getByText(/2 to 32 characters/)).toBeTruthy();
    await user.type(name, '-b');
    expect(within(dialog).getByText(/letters, digits and underscores/)).toBeTruthy();
    expect(picks).toEqual([]);
  });

  it('shows the CDN picture and gives the custom emoji, animated when ticked', async () => {
    const { user, dialog, picks } = await openCustom();
    await user.type(within(dialog).getByLabelText('Emoji id'), '123456789012345678');
    await user.type(within(dialog).getByLabelText('Name'), 'party_blob');
    const picture = within(dialog).getByTestId('emoji-custom-picture');
    expect(picture.getAttribute('src')).toBe(
      'https://cdn.discordapp.com/emojis/123456789012345678.png?size=64',
    );
    await user.click(within(dialog).getByLabelText('Animated (a GIF)'));
    expect(picture.getAttribute('src')).toMatch(/\.gif\?/);
    await user.keyboard('{Enter}');
    expect(picks).toEqual([
      { kind: 'custom', id: '123456789012345678', name: 'party_blob', animated: true },
    ]);
  });

  it('opens on the field’s custom emoji', async () => {
    const { user, button } = setup({ custom: true });
    await user.click(button);
    const dialog = await screen.findByTestId('emoji-picker', undefined, { timeout: 5000 });
    expect(within(dialog).getByRole('tab', { name: 'Custom' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect((within(dialog).getByLabelText('Emoji id') as HTMLInputElement).value).toBe(
      '123456789012345678',
    );
    expect((within(dialog).getByLabelText('Animated (a GIF)') as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('holds the picture back for a design from a share link until remote media are allowed', async () => {
    const allow = vi.fn();
    const { user, dialog } = await openCustom({
      services: { remoteMedia: { allowed: false, allow } },
    });
    await user.type(within(dialog).getByLabelText('Emoji id'), '123456789012345678');
    expect(within(dialog).queryByTestId('emoji-custom-picture')).toBeNull();
    expect(within(dialog).getByText(/would contact cdn\.discordapp\.com/)).toBeTruthy();
    await user.click(
      within(dialog).getByRole('button', { name: 'Load remote media for this design' }),
    );
    expect(allow).toHaveBeenCalledOnce();
  });
});
