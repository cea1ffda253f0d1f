// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shownPayload } from '../simulator/test-helpers';
import { CommandsPreview } from './CommandsPreview';
import { commandsDoc, named } from './test-helpers';

afterEach(cleanup);

const doc = commandsDoc();

function renderPreview() {
  const onSelect = vi.fn();
  render(<CommandsPreview doc={doc} onSelect={onSelect} />);
  return { onSelect, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, path: string) {
  await user.type(screen.getByTestId('command-picker-input'), `/${path}`);
  await user.click(screen.getByTestId(`command-row:${path}`));
}

describe('CommandsPreview', () => {
  it('sends the APPLICATION_COMMAND a subcommand use makes, with nested options and resolved', async () => {
    const { user } = renderPreview();
    await choose(user, 'mod member ban');
    await user.keyboard('cleo{Enter}');
    await user.click(screen.getByTestId('option-more'));
    await user.click(screen.getByTestId('option-chip:reason'));
    await user.keyboard('spam');
    await user.click(screen.getByTestId('command-send'));
    expect(screen.getByTestId('interaction-type').textContent).toBe('type 2 APPLICATION_COMMAND');
    const payload = shownPayload();
    expect(payload.data).toMatchObject({
      name: 'mod',
      options: [
        {
          type: 2,
          name: 'member',
          options: [
            {
              type: 1,
              name: 'ban',
              options: [
                { name: 'user', type: 6, value: '1290000000000000203' },
                { name: 'reason', type: 3, value: 'spam' },
              ],
            },
          ],
        },
      ],
    });
    expect(Object.keys((payload.data.resolved as { users: object }).users)).toEqual([
      '1290000000000000203',
    ]);
  });

  it('refuses a use with a required option missing or a bad value, in words', async () => {
    const { user } = renderPreview();
    await choose(user, 'mod purge');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('interaction-refused').textContent).toContain('"count" is required.');
    await user.keyboard('500{Enter}');
    expect(screen.getByTestId('interaction-refused').textContent).toContain(
      '500 is more than its max_value, 100',
    );
  });

  it('shows names in the chosen client language and sends the default names with its locale', async () => {
    const { user } = renderPreview();
    fireEvent.change(screen.getByTestId('command-locale'), { target: { value: 'fr' } });
    expect(screen.getAllByRole('option', { selected: true })[0]!.textContent).toContain('French');
    await user.type(screen.getByTestId('command-picker-input'), '/coul');
    expect(screen.getByTestId('command-row:color').textContent).toContain('/couleur');
    await user.keyboard('{Enter}');
    await user.click(screen.getByTestId('option-suggestion:Rouge'));
    await user.click(screen.getByTestId('command-send'));
    const payload = shownPayload() as unknown as { locale: string; data: unknown };
    expect(payload.locale).toBe('fr');
    expect(payload.data).toMatchObject({
      name: 'color',
      options: [{ name: 'shade', value: 'red' }],
    });
  });

  it('invokes a user command from the Apps menu on the member, with target_id', async () => {
    const { user, onSelect } = renderPreview();
    await user.click(screen.getByTestId('apps-menu:user'));
    await user.click(screen.getByTestId('apps-submenu'));
    await user.click(screen.getByTestId('apps-item:Show Profile'));
    expect(onSelect).toHaveBeenCalledWith(named(doc, 'Show Profile').key);
    const payload = shownPayload();
    expect(payload.data).toMatchObject({
      name: 'Show Profile',
      type: 2,
      target_id: '1290000000000000202',
    });
  });

  it('invokes a message command on the sample message shown', async () => {
    const { user } = renderPreview();
    await user.click(screen.getByTestId('apps-menu:message'));
    await user.click(screen.getByTestId('apps-submenu'));
    await user.click(screen.getByTestId('apps-item:Report Message'));
    const data = shownPayload().data as { target_id: string; resolved: { messages: object } };
    const message = (data.resolved.messages as Record<string, { content: string }>)[data.target_id];
    expect(screen.getByTestId('apps-menu:message').textContent).toContain(message!.content);
  });

  it('sends an AUTOCOMPLETE as the person types and lists the checked answer', async () => {
    const { user } = renderPreview();
    await choose(user, 'search');
    expect(screen.getByTestId('interaction-type').textContent).toBe(
      'type 4 APPLICATION_COMMAND_AUTOCOMPLETE',
    );
    await user.keyboard('wik');
    await waitFor(() =>
      expect(shownPayload().data.options).toEqual([
        { name: 'query', type: 3, value: 'wik', focused: true },
      ]),
    );
    // Typing replaces the autocomplete in the history rather than piling them up.
    expect(screen.queryByRole('navigation', { name: 'Recent interactions' })).toBeNull();
    const answer = screen.getByTestId('autocomplete-answer') as HTMLTextAreaElement;
    expect(JSON.parse(answer.value)).toMatchObject({ type: 8, data: { choices: [{}, {}] } });
    expect(screen.getByTestId('autocomplete-choice:0')).toBeTruthy();

    fireEvent.change(answer, {
      target: {
        value: JSON.stringify({ type: 8, data: { choices: [{ name: 'Wiki', value: 3 }] } }),
      },
    });
    expect(screen.getByTestId('autocomplete-answer-errors').textContent).toContain(
      'data.choices[0].value',
    );
    expect(screen.queryByTestId('autocomplete-choice:0')).toBeNull();

    const many = Array.from({ length: 26 }, (_, i) => ({ name: `n${i}`, value: `v${i}` }));
    fireEvent.change(answer, {
      target: { value: JSON.stringify({ type: 8, data: { choices: many } }) },
    });
    expect(screen.getByTestId('autocomplete-answer-errors').textContent).toContain('data.choices');

    const two = [
      { name: 'The wiki', value: 'wiki' },
      { name: 'Wind', value: 'wind' },
    ];
    fireEvent.change(answer, {
      target: { value: JSON.stringify({ type: 8, data: { choices: two } }) },
    });
    expect(screen.getByTestId('autocomplete-answer-ok').textContent).toBe(
      '2 choices, shown in the picker.',
    );
    await user.click(screen.getByTestId('autocomplete-choice:1'));
    await user.click(screen.getByTestId('command-send'));
    expect(shownPayload().data.options).toEqual([{ name: 'query', type: 3, value: 'wind' }]);
  });

  it('throttles autocompletes to one every 300 ms and always sends the last text', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      render(<CommandsPreview doc={doc} />);
      fireEvent.change(screen.getByTestId('command-picker-input'), {
        target: { value: '/search' },
      });
      fireEvent.keyDown(screen.getByTestId('command-picker-input'), { key: 'Enter' });
      const value = () => (shownPayload().data.options as { value: string }[])[0]!.value;
      expect(value()).toBe('');
      const input = screen.getByTestId('option-value:query');
      for (const text of ['a', 'ab', 'abc']) fireEvent.change(input, { target: { value: text } });
      expect(value()).toBe('');
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(value()).toBe('abc');
    } finally {
      vi.useRealTimers();
    }
  });
});
