import { describe, expect, it } from 'vitest';
import { insertText } from './text-insert';

describe('insertText', () => {
  it('inserts at a caret and puts the caret after the insert', () => {
    expect(insertText('Hello', 3, 3, '👍')).toEqual({ text: 'Hel👍lo', caret: 5 });
  });

  it('replaces a selection', () => {
    expect(insertText('Hello world', 6, 11, '<:blob:1>')).toEqual({
      text: 'Hello <:blob:1>',
      caret: 15,
    });
  });

  it('inserts at the start and at the end', () => {
    expect(insertText('ab', 0, 0, 'x')).toEqual({ text: 'xab', caret: 1 });
    expect(insertText('ab', 2, 2, 'x')).toEqual({ text: 'abx', caret: 3 });
  });

  it('clamps a range outside the text into it', () => {
    expect(insertText('ab', 3, 9, 'x')).toEqual({ text: 'abx', caret: 3 });
    expect(insertText('ab', -1, 1, 'x')).toEqual({ text: 'xb', caret: 1 });
    expect(insertText('ab', 2, 1, 'x')).toEqual({ text: 'abx', caret: 3 });
  });
});
