// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../model/commands';
import { SAMPLE_APP } from './app-identity';
import type { SlashPickerProps } from './SlashPicker';
import { SlashPicker } from './SlashPicker';
import { commandsDoc, named } from './test-helpers';

afterEach(cleanup);

const doc = commandsDoc();

function renderPicker(extra: Partial<SlashPickerProps> = {}, locale: Locale = 'en-US') {
  const onSend = vi.fn();
  const onSelect = vi.fn();
  const onAutocomplete = vi.fn();
  const view = render(
    <SlashPicker
      doc={doc}
      locale={locale}
      app={SAMPLE_APP}
      onSend={onSend}
      onSelect={onSelect}
      onAutocomplete={onAutocomplete}
      autocomplete={null}
      {...extra}
    />,
  );
  return { onSend, onSelect, onAutocomplete, view, user: userEvent.setup() };
}

const rowPaths = () =>
  screen.queryAllByRole('option').map((el) => el.getAttribute('data-testid')?.slice(12));

describe('SlashPicker', () => {
  it('lists the commands when "/" is typed and narrows them as the person types', async () => {
    const { user } = renderPicker();
    const box = screen.getByTestId('command-picker-input');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(box, '/');
    expect(rowPaths()).toEqual([
      'mod member ban',
      'mod member kick',
      'mod purge',
      'color',
      'search',
      'ping',
    ]);
    expect(screen.getByTestId('command-list').textContent).toContain('Studio Bot');
    await user.type(box, 'ba');
    expect(rowPaths()).toEqual(['mod member ban']);
    await user.type(box, 'zz');
    expect(screen.getByRole('status').textContent).toBe('No commands match');
  });

  it('draws a row with its required options and its description, as text', async () => {
    const { user } = renderPicker();
    await user.type(screen.getByTestId('command-picker-input'), '/');
    const ban = screen.getByTestId('command-row:mod member ban');
    expect(ban.textContent).toContain('/mod member ban');
    expect(ban.textContent).toContain('user');
    expect(ban.textContent).not.toContain('reason');
    expect(ban.textContent).toContain('Ban a member');
    // A description holding markup is shown as the characters it is.
    expect(screen.getByTestId('command-row:ping').textContent).toContain('<b>answers</b>');
    expect(screen.getByTestId('command-row:ping').querySelector('b')).toBeNull();
  });

  it('chooses with the keyboard and sends a command without options on Enter', async () => {
    const { user, onSend, onSelect } = renderPicker();
    const box = screen.getByTestId('command-picker-input');
    await user.type(box, '/pi');
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('/ping');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(named(doc, 'ping').key);
    expect(screen.getByTestId('option-bar').textContent).toContain('/ping');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith(
      { commandKey: named(doc, 'ping').key, inputs: {} },
      '/ping',
    );
  });

  it('moves the highlight with the arrows and chooses the highlighted row', async () => {
    const { user } = renderPicker();
    await user.type(screen.getByTestId('command-picker-input'), '/mod');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('/mod purge');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('/mod member ban');
    await user.keyboard('{ArrowUp}{Tab}');
    expect(screen.getByTestId('option-bar').textContent).toContain('/mod purge');
    expect(document.activeElement).toBe(screen.getByTestId('option-value:count'));
  });

  it('shows required chips, "+N optional", and places an optional option from its chip', async () => {
    const { user, onSelect } = renderPicker();
    await user.type(screen.getByTestId('command-picker-input'), '/');
    await user.click(screen.getByTestId('command-row:mod member ban'));
    expect(screen.getByTestId('option-chip:user').getAttribute('aria-label')).toBe(
      'user (required)',
    );
    expect(screen.queryByTestId('option-chip:reason')).toBeNull();
    expect(screen.getByTestId('option-more').textContent).toBe('+2 optional');
    expect(screen.getByTestId('option-value:user')).toBe(document.activeElement);
    await user.click(screen.getByTestId('option-more'));
    await user.click(screen.getByTestId('option-chip:reason'));
    expect(onSelect).toHaveBeenLastCalledWith(named(doc, 'reason').key);
    expect(document.activeElement).toBe(screen.getByTestId('option-value:reason'));
    expect(screen.getByTestId('option-bar').textContent).toContain('Why');
  });

  it('offers the guild members for a user option and sends the chosen id', async () => {
    const { user, onSend } = renderPicker();
    await user.type(screen.getByTestId('command-picker-input'), '/mod member kick');
    await user.keyboard('{Enter}');
    const list = screen.getByRole('listbox', { name: 'user' });
    expect(within(list).getAllByRole('option').length).toBe(5);
    await user.keyboard('cle');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cleo']);
    await user.keyboard('{Enter}');
    expect((screen.getByTestId('option-value:user') as HTMLInputElement).value).toBe('Cleo');
    await user.click(screen.getByTestId('command-send'));
    expect(onSend).toHaveBeenCalledWith(
      {
        commandKey: named(doc, 'mod').key,
        subcommandKey: named(doc, 'kick').key,
        inputs: { [named(doc, 'kick').slots.options![0]!.key]: '1290000000000000203' },
      },
      '/mod member kick',
    );
  });

  it('fills choices, True / False and typed text, leaving out what was not filled', async () => {
    const { user, onSend } = renderPicker({}, 'fr');
    await user.type(screen.getByTestId('command-picker-input'), '/coul');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('option-bar').textContent).toContain('/couleur');
    await user.click(screen.getByTestId('option-suggestion:Rouge'));
    await user.click(screen.getByTestId('command-send'));
    expect(onSend).toHaveBeenLastCalledWith(
      { commandKey: named(doc, 'color').key, inputs: { [named(doc, 'shade').key]: 'red' } },
      '/color',
    );
  });

  it('places an option typed as "name:" in the box, and Escape empties the box', async () => {
    const { user } = renderPicker();
    await user.type(screen.getByTestId('command-picker-input'), '/mod member ban');
    await user.keyboard('{Enter}');
    await user.click(screen.getByTestId('command-picker-input'));
    await user.keyboard('silent:');
    expect(document.activeElement).toBe(screen.getByTestId('option-value:silent'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect((screen.getByTestId('option-value:silent') as HTMLInputElement).value).toBe('False');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('option-bar')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('command-picker-input'));
  });

  it('asks for an autocomplete on focus and as the person types, and lists the answer', async () => {
    const query = named(doc, 'query');
    const { user, onAutocomplete, view } = renderPicker();
    await user.type(screen.getByTestId('command-picker-input'), '/search');
    await user.keyboard('{Enter}');
    expect(onAutocomplete).toHaveBeenLastCalledWith(
      { commandKey: named(doc, 'search').key, inputs: { [query.key]: '' } },
      query,
      'autocomplete of /search query',
    );
    await user.keyboard('wi');
    expect(onAutocomplete).toHaveBeenLastCalledWith(
      { commandKey: named(doc, 'search').key, inputs: { [query.key]: 'wi' } },
      query,
      'autocomplete of /search query',
    );
    expect(screen.getByRole('status').textContent).toBe('The bot offers no choices for this text');
    const choices = [
      { value: 'wiki', label: 'The wiki' },
      { value: 'wind', label: 'Wind' },
    ];
    view.rerender(
      <SlashPicker
        doc={doc}
        locale="en-US"
        app={SAMPLE_APP}
        onSend={vi.fn()}
        onAutocomplete={onAutocomplete}
        autocomplete={{ optionKey: query.key, choices }}
      />,
    );
    expect(screen.getByTestId('autocomplete-choice:1').textContent).toBe('Wind');
    await user.click(screen.getByTestId('autocomplete-choice:0'));
    expect((screen.getByTestId('option-value:query') as HTMLInputElement).value).toBe('The wiki');
  });

  it('drops a chosen command that an edit removed', async () => {
    const { user, view } = renderPicker();
    await user.type(screen.getByTestId('command-picker-input'), '/ping');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('option-bar')).toBeTruthy();
    const without = { ...doc, nodes: doc.nodes.filter((n) => n.props.name !== 'ping') };
    view.rerender(
      <SlashPicker
        doc={without}
        locale="en-US"
        app={SAMPLE_APP}
        onSend={vi.fn()}
        onAutocomplete={vi.fn()}
        autocomplete={null}
      />,
    );
    expect(screen.queryByTestId('option-bar')).toBeNull();
    expect((screen.getByTestId('command-send') as HTMLButtonElement).disabled).toBe(true);
  });
});
