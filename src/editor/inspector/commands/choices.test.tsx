// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_LIMITS } from '../../../model';
import type { CommandFamilyKind } from '../../../model/commands';
import { option, slash } from '../../../model/testing/command-fixtures';
import { parseChoiceValue } from './choice-value';
import { byId, inspectCommand, loadAll } from './test-utils';

beforeAll(loadAll);
afterEach(cleanup);

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const inspectOption = (kind: CommandFamilyKind, fields: Record<string, unknown> = {}) =>
  inspectCommand([slash({ options: [option(kind, fields)] })], { path: [0] });
const choicesOf = (props: Record<string, unknown>) => props.choices as Record<string, unknown>[];

describe('parseChoiceValue', () => {
  it('takes safe whole numbers for an integer option and says why anything else is not one', () => {
    expect(parseChoiceValue('integer', ' -42 ')).toEqual({ ok: true, value: -42 });
    expect(parseChoiceValue('integer', '9007199254740991')).toEqual({
      ok: true,
      value: Number.MAX_SAFE_INTEGER,
    });
    for (const bad of ['9007199254740992', '4.5', '1e3', 'abc', ''])
      expect(parseChoiceValue('integer', bad)).toMatchObject({ ok: false });
  });

  it('takes decimals for a number option within ±2^53', () => {
    expect(parseChoiceValue('number', '2.5')).toEqual({ ok: true, value: 2.5 });
    expect(parseChoiceValue('number', '-.5e2')).toEqual({ ok: true, value: -50 });
    for (const bad of ['1e400', 'NaN', 'Infinity', '1,5', '2^53'])
      expect(parseChoiceValue('number', bad)).toMatchObject({ ok: false });
  });
});

describe('the choices editor', () => {
  it('adds string choices, counts them against 25 and edits name and value', () => {
    const { props } = inspectOption('string-option');
    expect(byId('field:choices')).toBeTruthy();
    expect(screen.getByText('0 / 25')).toBeTruthy();
    fireEvent.click(byId('choice-add'));
    fireEvent.click(byId('choice-add'));
    expect(props().choices).toEqual([
      { name: 'Choice 1', value: 'choice_1' },
      { name: 'Choice 2', value: 'choice_2' },
    ]);
    expect(screen.getByText('2 / 25')).toBeTruthy();
    type(byId('choice:1:name'), 'Red');
    type(byId('choice:1:value'), 'red');
    expect(choicesOf(props())[1]).toEqual({ name: 'Red', value: 'red' });
    type(byId('choice:1:value'), 'x'.repeat(101));
    expect(byId('choice:1:value').getAttribute('aria-invalid')).toBe('true');
  });

  it('stores an integer option’s values as numbers and keeps a bad one in the box, unstored', () => {
    const { props } = inspectOption('integer-option');
    fireEvent.click(byId('choice-add'));
    expect(choicesOf(props())[0]).toEqual({ name: 'Choice 1', value: 1 });
    const value = byId('choice:0:value');
    type(value, '42');
    expect(choicesOf(props())[0]!.value).toBe(42);
    type(value, '4.5');
    expect(value.value).toBe('4.5');
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(/A whole number from -9007199254740991 to 9007199254740991/),
    ).toBeTruthy();
    expect(choicesOf(props())[0]!.value).toBe(42);
    type(value, '9007199254740992');
    expect(choicesOf(props())[0]!.value).toBe(42);
    type(value, '-9007199254740991');
    expect(choicesOf(props())[0]!.value).toBe(-COMMAND_LIMITS.integer.max);
    expect(value.getAttribute('aria-invalid')).toBeNull();
  });

  it('stores a number option’s decimals and never NaN', () => {
    const { props } = inspectOption('number-option');
    fireEvent.click(byId('choice-add'));
    const value = byId('choice:0:value');
    type(value, '2.5');
    expect(choicesOf(props())[0]!.value).toBe(2.5);
    type(value, 'abc');
    expect(value.value).toBe('abc');
    expect(choicesOf(props())[0]!.value).toBe(2.5);
    type(value, '');
    expect(screen.getByText(/A value is needed/)).toBeTruthy();
    expect(choicesOf(props())[0]!.value).toBe(2.5);
  });

  it('follows undo: the box shows the stored value again', async () => {
    const user = userEvent.setup();
    const { props, store } = inspectOption('integer-option', {
      choices: [{ name: 'one', value: 1 }],
    });
    const value = byId('choice:0:value');
    await user.click(value);
    await user.type(value, '23');
    await user.click(byId('choice:0:name'));
    await user.type(byId('choice:0:name'), '!');
    expect(choicesOf(props())[0]).toEqual({ name: 'one!', value: 123 });
    expect(store.getState().history.past).toHaveLength(2);
    act(() => store.getState().undo());
    act(() => store.getState().undo());
    expect(value.value).toBe('1');
    expect(byId('choice:0:name').value).toBe('one');
  });

  it('removes and reorders choices; the last one removed leaves no empty list', () => {
    const { props } = inspectOption('string-option', {
      choices: [
        { name: 'a', value: 'a' },
        { name: 'b', value: 'b' },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move choice 2 up' }));
    expect(choicesOf(props()).map((c) => c.value)).toEqual(['b', 'a']);
    fireEvent.click(byId('choice-remove:0'));
    expect(choicesOf(props()).map((c) => c.value)).toEqual(['a']);
    fireEvent.click(byId('choice-remove:0'));
    expect('choices' in props()).toBe(false);
  });

  it('refuses a 26th choice, saying why', () => {
    const choices = Array.from({ length: 25 }, (_, i) => ({ name: `c${i}`, value: i }));
    inspectOption('integer-option', { choices });
    expect(screen.getByText('25 / 25')).toBeTruthy();
    const add = byId<HTMLButtonElement>('choice-add');
    expect(add.disabled).toBe(true);
    const why = document.getElementById(add.getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe('Discord allows at most 25 choices on an option.');
  });

  it("translates each choice's name in its own localization table", async () => {
    const { props } = inspectOption('string-option', {
      choices: [{ name: 'red', value: 'r' }],
    });
    expect(byId('choice:0:name_localizations').textContent).toContain('0 of 32 filled');
    fireEvent.click(byId('localization-toggle:choices.0.name'));
    const fr = byId('localization:choices.0.name:fr');
    expect(fr.placeholder).toBe('red');
    type(fr, 'rouge');
    expect(choicesOf(props())[0]).toEqual({
      name: 'red',
      value: 'r',
      name_localizations: { fr: 'rouge' },
    });
    type(byId('localization:choices.0.name:de'), 'red');
    await screen.findByText('Ignored: the same as the default.');
    type(fr, '');
    type(byId('localization:choices.0.name:de'), '');
    expect(choicesOf(props())[0]).toEqual({ name: 'red', value: 'r' });
  });

  it("shows the model's problem of a choice under it", async () => {
    inspectOption('integer-option', { choices: [{ name: 'one', value: 'one' }] });
    expect(byId('choice:0:value').value).toBe('one');
    await screen.findByText(/`choices\[0\]\.value` of this Integer option/, {
      selector: '.insp-item .cmd-problems li',
    });
  });
});
