// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { slash } from '../../../model/testing/command-fixtures';
import { byId, inspectCommand, loadAll } from './test-utils';

beforeAll(loadAll);
afterEach(cleanup);

const box = (field: string, value: number) => byId(`enum:${field}:${value}`);
/** The sentence beside a checkbox: what it means and, when disabled, why. */
const about = (field: string, value: number) =>
  document.getElementById(box(field, value).getAttribute('aria-describedby')!)?.textContent;

describe('contexts and installation types', () => {
  it('explains each value and says what Discord does when none is ticked', () => {
    inspectCommand([slash()]);
    expect(byId('field:contexts')).toBeTruthy();
    expect(about('contexts', 0)).toBe('In the channels of any server the app is in.');
    expect(about('integration_types', 1)).toBe(
      'People who install the app to their account can use it everywhere they are.',
    );
    expect(
      screen.getByText(/None ticked: Discord allows every context for a new command/),
    ).toBeTruthy();
    expect(screen.getByText(/None ticked: the installation contexts set for the app/)).toBeTruthy();
  });

  it('ticks values in order, each tick an undo step, and removes the field when none is left', () => {
    const { props, store } = inspectCommand([slash()]);
    fireEvent.click(box('contexts', 2));
    fireEvent.click(box('contexts', 0));
    expect(props().contexts).toEqual([0, 2]);
    fireEvent.click(box('integration_types', 1));
    expect(props().integration_types).toEqual([1]);
    fireEvent.click(box('contexts', 0));
    fireEvent.click(box('contexts', 2));
    expect('contexts' in props()).toBe(false);
    expect(store.getState().history.past).toHaveLength(5);
  });

  it('offers user-install-only contexts only with user install', () => {
    const { props } = inspectCommand([slash({ integration_types: [0] })]);
    expect(box('contexts', 2).disabled).toBe(true);
    expect(about('contexts', 2)).toContain('Needs user install');
    fireEvent.click(box('integration_types', 1));
    expect(props().integration_types).toEqual([0, 1]);
    expect(box('contexts', 2).disabled).toBe(false);
    expect(about('contexts', 2)).not.toContain('Needs user install');
  });

  it('disables every value on a guild command, naming why DMs with the app are refused', () => {
    inspectCommand([slash()], { guildId: '123456789012345678' });
    for (const v of [0, 1, 2]) expect(box('contexts', v).disabled).toBe(true);
    for (const v of [0, 1]) expect(box('integration_types', v).disabled).toBe(true);
    expect(about('contexts', 1)).toContain('A guild command cannot be used in DMs with the app.');
    expect(about('contexts', 0)).toContain('Global commands only.');
    expect(byId('field:contexts').parentElement!.textContent).toContain(
      'registers its commands to server 123456789012345678',
    );
  });

  it("keeps an imported value the scope refuses ticked, so it can be unticked, with the model's problem", async () => {
    const { props } = inspectCommand([slash({ contexts: [0, 1] })], {
      guildId: '123456789012345678',
    });
    expect(box('contexts', 1).checked).toBe(true);
    expect(box('contexts', 1).disabled).toBe(false);
    await screen.findByText(/A guild command cannot be used in DMs with the app: remove 1/, {
      selector: '.cmd-problems li',
    });
    fireEvent.click(box('contexts', 1));
    expect(props().contexts).toEqual([0]);
    expect(box('contexts', 1).disabled).toBe(true);
  });

  it('keeps a value Discord does not know and an empty list, offering the way back', () => {
    const { props } = inspectCommand([slash({ contexts: [0, 7], integration_types: [] })]);
    expect(box('contexts', 7).checked).toBe(true);
    expect(about('contexts', 7)).toContain('Discord documents no value like this');
    fireEvent.click(box('contexts', 7));
    expect(props().contexts).toEqual([0]);
    expect(screen.getByText(/The list is empty/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'leave it to Discord' }));
    expect('integration_types' in props()).toBe(false);
  });
});
