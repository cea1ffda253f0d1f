// @vitest-environment jsdom
// The Commands design kind in the editor's own machinery: palette, counters, outline words, the
// inspector's scope and limits, and the reducer's scope action.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyCommands, makeNode } from '../model';
import type { Doc, Node } from '../model';
import { nodeLabel } from './describe';
import { Inspector } from './inspector/Inspector';
import { renderEditor } from './outline/test-utils';
import { Counters } from './panels/Counters';
import { renderWithStore } from './panels/test-helpers';
import { reducer } from './state/reducer';
import { autocompleteTag, moderation } from '../model/templates/command-templates';

afterEach(cleanup);

const ALL_KINDS = [
  'chat-input-command',
  'user-command',
  'message-command',
  'entry-point-command',
  'subcommand-group',
  'subcommand',
  'string-option',
  'integer-option',
  'boolean-option',
  'user-option',
  'channel-option',
  'role-option',
  'mentionable-option',
  'number-option',
  'attachment-option',
];

const set = (...nodes: Node[]): Doc => ({ ...emptyCommands(null), nodes });
const slash = (name: string, options: Node[] = []) =>
  makeNode('chat-input-command', { name, description: 'Does things' }, { options });

describe('Palette on a command set', () => {
  it('offers every command and option kind, grouped, and no component', () => {
    renderEditor(emptyCommands(null));
    const kinds = screen
      .getAllByTestId(/^palette-item:/)
      .map((el) => el.getAttribute('data-testid')!.slice('palette-item:'.length));
    expect([...kinds].sort()).toEqual([...ALL_KINDS].sort());
    const commands = screen.getByRole('list', { name: 'Commands' });
    expect(within(commands).getByTestId('palette-item:user-command')).toBeTruthy();
    const options = screen.getByRole('list', { name: 'Options' });
    expect(within(options).getByTestId('palette-item:attachment-option')).toBeTruthy();
  });
});

describe('Counters on a command set', () => {
  it('counts commands of each type the set has against 100, 15, 15 and 1', () => {
    const user = makeNode('user-command', { type: 2, name: 'Info' });
    const message = makeNode('message-command', { type: 3, name: 'Quote' });
    const entry = makeNode('entry-point-command', { type: 4, name: 'go', description: 'Go' });
    renderWithStore(<Counters />, set(slash('a'), slash('b'), user, message, entry));
    expect(screen.getByTestId('counter:slash-commands').textContent).toContain('2 / 100');
    expect(screen.getByTestId('counter:user-commands').textContent).toContain('1 / 15');
    expect(screen.getByTestId('counter:message-commands').textContent).toContain('1 / 15');
    expect(screen.getByTestId('counter:entry-points').textContent).toContain('1 / 1');
    expect(screen.queryByTestId('counter:components')).toBeNull();
  });

  it('shows slash commands always, and another type once there is one', () => {
    renderWithStore(<Counters />, set());
    expect(screen.getByTestId('counter:slash-commands').textContent).toContain('0 / 100');
    expect(screen.queryByTestId('counter:user-commands')).toBeNull();
    expect(screen.queryByTestId('counter:entry-points')).toBeNull();
  });
});

describe('nodeLabel of commands', () => {
  it('names a slash command with its slash, and options by their names', () => {
    const doc = moderation();
    const mod = doc.nodes[0]!;
    expect(nodeLabel(mod)).toBe('/mod');
    expect(nodeLabel(mod.slots.options![0]!)).toBe('ban');
    expect(nodeLabel(mod.slots.options![0]!.slots.options![0]!)).toBe('member');
    expect(nodeLabel(makeNode('user-command', { name: 'User info' }))).toBe('User info');
  });
});

describe('the inspector of a command set', () => {
  it('shows the scope and types a server id as one undo step', () => {
    const { store } = renderWithStore(<Inspector />, set(slash('a')));
    fireEvent.click(screen.getByTestId('scope:guild'));
    const input = screen.getByTestId('field:guild_id') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '12900000000' } });
    fireEvent.change(input, { target: { value: '1290000000000000001' } });
    const doc = store.getState().doc;
    expect(doc.surface === 'commands' && doc.guildId).toBe('1290000000000000001');
    act(() => store.getState().undo());
    const back = store.getState().doc;
    expect(back.surface === 'commands' && back.guildId).toBe('');
    fireEvent.click(screen.getByTestId('scope:global'));
    const global = store.getState().doc;
    expect(global.surface === 'commands' && global.guildId).toBeNull();
  });

  it("counts a level's options and the whole command's characters", () => {
    const doc = autocompleteTag();
    const { store } = renderWithStore(<Inspector />, doc);
    act(() => store.getState().select(doc.nodes[0]!.key));
    expect(screen.getByTestId('counter:options').textContent).toContain('2 / 25');
    // tag + "Post a saved answer" + name + "Which tag" + to + "Mention someone with it"
    expect(screen.getByTestId('counter:command-size').textContent).toContain('60 / 8,000');
  });

  it('shows an option as optional unless it is marked required', () => {
    const doc = autocompleteTag();
    const { store } = renderWithStore(<Inspector />, doc);
    const [name, to] = doc.nodes[0]!.slots.options!;
    act(() => store.getState().select(to!.key));
    expect((screen.getByTestId('field:required') as HTMLInputElement).checked).toBe(false);
    act(() => store.getState().select(name!.key));
    expect((screen.getByTestId('field:required') as HTMLInputElement).checked).toBe(true);
  });
});

describe('reducer: set-scope', () => {
  it('sets a command set’s server and refuses a message', () => {
    const result = reducer(set(), { type: 'set-scope', guildId: '1290000000000000001' });
    expect(result.ok && result.doc.surface === 'commands' && result.doc.guildId).toBe(
      '1290000000000000001',
    );
    const message = reducer(
      { surface: 'message', envelope: 'message', body: {}, hasNodes: true, nodes: [] },
      { type: 'set-scope', guildId: null },
    );
    expect(message).toEqual({ ok: false, reason: expect.stringContaining('command set') });
  });
});
