// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  channelSelect,
  mentionableSelect,
  message,
  roleSelect,
  row,
  stringSelect,
  text,
  userSelect,
} from '../../model/testing/fixtures';
import { messageDoc, renderMessage } from '../message/test-helpers';
import { SelectMenu } from './SelectMenu';

afterEach(cleanup);

const BUGS = [
  { label: 'Ant', value: 'ant', description: '(best option)', emoji: { name: '🐜' } },
  { label: 'Butterfly', value: 'butterfly', emoji: { name: '🦋' } },
  { label: 'Caterpillar', value: 'caterpillar', emoji: { name: '🐛' } },
];

const options = () => screen.getAllByRole('option');
const labels = () => options().map((o) => o.querySelector('.dp-entity-label')?.textContent);

describe('SelectMenu in a message', () => {
  it('draws a closed string select with its placeholder and chevron', () => {
    renderMessage(message(row(stringSelect({ placeholder: 'Favorite bug?', options: BUGS }))));
    const box = screen.getByRole('combobox');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.textContent).toContain('Favorite bug?');
    expect(box.querySelector('.dp-select-chevron svg')).not.toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens on click and lists options with emoji, label and description', async () => {
    const user = userEvent.setup();
    renderMessage(message(row(stringSelect({ options: BUGS }))));
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(labels()).toEqual(['Ant', 'Butterfly', 'Caterpillar']);
    expect(options()[0]!.textContent).toContain('(best option)');
    expect(options()[0]!.textContent).toContain('🐜');
    expect(options()[0]!.querySelector('.dp-select-check')).toBeNull();
  });

  it('choosing in a single select sends the value and closes', async () => {
    const user = userEvent.setup();
    const { onInteract, doc } = renderMessage(message(row(stringSelect({ options: BUGS }))));
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: /Butterfly/ }));
    const key = doc.nodes[0]!.slots.components![0]!.key;
    expect(onInteract).toHaveBeenCalledWith({
      kind: 'select',
      nodeKey: key,
      values: ['butterfly'],
    });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox').textContent).toContain('Butterfly');
  });

  it('chooses with the keyboard: arrows and Enter', async () => {
    const user = userEvent.setup();
    const { onInteract } = renderMessage(message(row(stringSelect({ options: BUGS }))));
    screen.getByRole('combobox').focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('combobox').getAttribute('aria-activedescendant')).toBe(
      options()[2]!.id,
    );
    await user.keyboard('{Enter}');
    expect(onInteract.mock.calls[0]![0].values).toEqual(['caterpillar']);
  });

  it('opening by click highlights no row until the pointer or keyboard moves', async () => {
    const user = userEvent.setup();
    renderMessage(message(row(stringSelect({ options: BUGS }))));
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('combobox').getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('combobox').getAttribute('aria-activedescendant')).toBe(
      options()[0]!.id,
    );
  });

  it('closes on Escape and on a click outside without sending', async () => {
    const user = userEvent.setup();
    const { onInteract } = renderMessage(
      message(text('outside'), row(stringSelect({ options: BUGS }))),
    );
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onInteract).not.toHaveBeenCalled();
  });

  it('multi-select: checkmarks, chips, and one action when the popout closes', async () => {
    const user = userEvent.setup();
    const bugs = BUGS.map((b, i) => (i === 0 ? { ...b, default: true } : b));
    const { onInteract } = renderMessage(
      message(row(stringSelect({ options: bugs, max_values: 3 }))),
    );
    const box = screen.getByRole('combobox');
    expect(box.querySelectorAll('.dp-chip')).toHaveLength(1);
    await user.click(box);
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    expect(options().map((o) => o.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(options()[0]!.querySelector('[data-checked] svg')).not.toBeNull();
    await user.click(screen.getByRole('option', { name: /Caterpillar/ }));
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(options()[2]!.querySelector('[data-checked]')).not.toBeNull();
    expect(onInteract).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onInteract).toHaveBeenCalledTimes(1);
    expect(onInteract.mock.calls[0]![0].values).toEqual(['ant', 'caterpillar']);
    expect(box.querySelectorAll('.dp-chip')).toHaveLength(2);
  });

  it('multi-select sends nothing when the selection did not change', async () => {
    const user = userEvent.setup();
    const { onInteract } = renderMessage(
      message(row(stringSelect({ options: BUGS, max_values: 2 }))),
    );
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: /Ant/ }));
    await user.click(screen.getByRole('option', { name: /Ant/ }));
    await user.keyboard('{Escape}');
    expect(onInteract).not.toHaveBeenCalled();
  });

  it('does not open a disabled select', async () => {
    const user = userEvent.setup();
    renderMessage(message(row(stringSelect({ options: BUGS, disabled: true }))));
    await user.click(screen.getByRole('combobox'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox').getAttribute('aria-disabled')).toBe('true');
  });

  it('user select: a search box, avatars and APP on the bot', async () => {
    const user = userEvent.setup();
    renderMessage(message(row(userSelect({ placeholder: 'Select a user' }))));
    const box = screen.getByRole('combobox');
    expect(box.tagName).toBe('INPUT');
    expect(box.getAttribute('placeholder')).toBe('Select a user');
    await user.click(box);
    expect(labels()).toEqual(['Ava', 'Ben (mod)', 'Cleo', 'dev.null', 'Studio Bot']);
    expect(options()[0]!.querySelector('.dp-avatar')).not.toBeNull();
    expect(within(options()[4]!).getByText('APP')).toBeTruthy();
    await user.type(box, 'cle');
    expect(labels()).toEqual(['Cleo']);
  });

  it('role select: roles highest first with colour dots and member counts', async () => {
    const user = userEvent.setup();
    renderMessage(message(row(roleSelect())));
    await user.click(screen.getByRole('combobox'));
    expect(labels()).toEqual(['Admin', 'Moderator', 'Studio Bot', 'Member', 'Event Pings']);
    const dot = options()[0]!.querySelector<HTMLElement>('.dp-role-dot')!;
    expect(dot.style.background).toBe('rgb(231, 76, 60)');
    expect(options()[3]!.querySelector('.dp-entity-count')?.textContent).toBe('2');
  });

  it('mentionable select lists users then roles', async () => {
    const user = userEvent.setup();
    renderMessage(message(row(mentionableSelect())));
    await user.click(screen.getByRole('combobox'));
    expect(labels()).toHaveLength(10);
    expect(options()[0]!.className).toContain('dp-select-option--user');
    expect(options()[9]!.className).toContain('dp-select-option--role');
  });

  it('channel select: type icons and the channel_types filter', async () => {
    const user = userEvent.setup();
    renderMessage(message(row(channelSelect({ channel_types: [0, 2] }))));
    await user.click(screen.getByRole('combobox'));
    expect(labels()).toEqual(['general', 'bug-reports', 'Lounge']);
    expect(options().every((o) => o.querySelector('.dp-entity-icon svg'))).toBe(true);
  });

  it('pre-selects default_values as chips and sends the chosen ids', async () => {
    const user = userEvent.setup();
    const { onInteract } = renderMessage(
      message(
        row(
          roleSelect({
            max_values: 3,
            default_values: [{ id: '1290000000000000303', type: 'role' }],
          }),
        ),
      ),
    );
    const field = screen.getByRole('combobox').closest('.dp-select-field')!;
    expect(field.querySelector('.dp-chip')?.textContent).toContain('Member');
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: /Admin/ }));
    expect(options()[0]!.querySelector('[data-checked]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(onInteract.mock.calls[0]![0].values).toEqual([
      '1290000000000000303',
      '1290000000000000301',
    ]);
  });

  it('removes a chip with its ×', async () => {
    const user = userEvent.setup();
    const bugs = BUGS.map((b) => ({ ...b, default: true }));
    const { onInteract } = renderMessage(
      message(row(stringSelect({ options: bugs, max_values: 3 }))),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Ant' }));
    expect(onInteract.mock.calls[0]![0].values).toEqual(['butterfly', 'caterpillar']);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('SelectMenu as the modal helper uses it', () => {
  it('is controlled by values and reports changes through onChange', () => {
    const doc = messageDoc(message(row(stringSelect({ options: BUGS }))));
    const node = doc.nodes[0]!.slots.components![0]!;
    const changes: string[][] = [];
    const { container } = render(
      <div className="dp" data-theme="dark">
        <SelectMenu
          doc={doc}
          node={node}
          variant="modal"
          values={['ant']}
          onChange={(v) => changes.push(v)}
        />
      </div>,
    );
    expect(container.querySelector('.dp-select--modal')).not.toBeNull();
    expect(screen.getByRole('combobox').textContent).toContain('Ant');
    fireEvent.click(screen.getByRole('combobox'));
    fireEvent.click(screen.getByRole('option', { name: /Caterpillar/ }));
    expect(changes).toEqual([['caterpillar']]);
    // Still controlled: the field shows what the parent says.
    expect(screen.getByRole('combobox').textContent).toContain('Ant');
  });
});
