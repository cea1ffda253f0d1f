import { describe, expect, it } from 'vitest';
import { EMPTY_PICKER, pickerReducer } from './picker-state';

const chosen = pickerReducer(EMPTY_PICKER, { type: 'choose', rowKey: 'ban', required: ['user'] });

describe('pickerReducer', () => {
  it('places the required options when a command is chosen and focuses the first', () => {
    expect(chosen).toMatchObject({ chosen: 'ban', active: ['user'], focused: 'user', text: '' });
  });

  it('wraps the highlight around the list both ways', () => {
    const down = pickerReducer(EMPTY_PICKER, { type: 'move', delta: 1, count: 3 });
    expect(down.highlight).toBe(1);
    expect(pickerReducer(EMPTY_PICKER, { type: 'move', delta: -1, count: 3 }).highlight).toBe(2);
    expect(pickerReducer(down, { type: 'move', delta: 1, count: 0 })).toBe(down);
  });

  it('forgets a picked value once its text is edited', () => {
    const picked = pickerReducer(chosen, {
      type: 'pick',
      key: 'user',
      value: '1',
      label: 'Ava',
      next: null,
    });
    expect(picked.picked).toEqual({ user: '1' });
    expect(picked.texts).toEqual({ user: 'Ava' });
    const edited = pickerReducer(picked, { type: 'edit', key: 'user', text: 'Av' });
    expect(edited.picked).toEqual({});
  });

  it('adds an option once when it gets focus', () => {
    const once = pickerReducer(chosen, { type: 'focus', key: 'reason' });
    const twice = pickerReducer(once, { type: 'focus', key: 'reason' });
    expect(twice.active).toEqual(['user', 'reason']);
    expect(twice.focused).toBe('reason');
  });

  it('takes back the last empty option, then the command, on Backspace', () => {
    const placed = pickerReducer(chosen, { type: 'focus', key: 'reason' });
    const back = pickerReducer(placed, { type: 'back' });
    expect(back.active).toEqual(['user']);
    expect(back.focused).toBe('user');
    const filled = pickerReducer(back, { type: 'edit', key: 'user', text: 'x' });
    expect(pickerReducer(filled, { type: 'back' })).toBe(filled);
    const empty = pickerReducer(pickerReducer(back, { type: 'back' }), { type: 'back' });
    expect(empty).toEqual(EMPTY_PICKER);
  });
});
