import { describe, expect, it } from 'vitest';
import { insertText } from './insert-text';

describe('insertText', () => {
  it('puts the snippet at the caret and the caret after it', () => {
    expect(insertText('Hi !', 3, 3, '<@1>')).toEqual({ text: 'Hi <@1>!', caret: 7 });
    expect(insertText('', 0, 0, '@here')).toEqual({ text: '@here', caret: 5 });
  });

  it('replaces the selection, whichever way it was made', () => {
    expect(insertText('Hi NAME!', 3, 7, '<@1>')).toEqual({ text: 'Hi <@1>!', caret: 7 });
    expect(insertText('Hi NAME!', 7, 3, '<@1>')).toEqual({ text: 'Hi <@1>!', caret: 7 });
  });

  it('clamps positions to the text: at its end, one past it, and before its start', () => {
    expect(insertText('abc', 3, 3, 'X')).toEqual({ text: 'abcX', caret: 4 });
    expect(insertText('abc', 4, 4, 'X')).toEqual({ text: 'abcX', caret: 4 });
    expect(insertText('abc', -1, 0, 'X')).toEqual({ text: 'Xabc', caret: 1 });
    expect(insertText('abc', Number.NaN, Number.NaN, 'X')).toEqual({ text: 'abcX', caret: 4 });
  });
});
