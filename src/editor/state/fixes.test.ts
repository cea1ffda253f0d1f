import { describe, expect, it } from 'vitest';
import { emptyMessage } from '../../model';
import type { MessageDoc } from '../../model';
import { fixApply } from './fixes';
import { reducer } from './reducer';

const withContent: MessageDoc = { ...emptyMessage(false), body: { content: 'Hi', tts: true } };
const fix = { type: 'fix', edit: { kind: 'remove-field', key: null, field: 'tts' } } as const;

describe('the fix action', () => {
  it('is refused with a reason, the document untouched, until the fixes have loaded', () => {
    expect(fixApply.get()).toBeNull();
    expect(reducer(withContent, fix)).toEqual({
      ok: false,
      reason: 'The fixes are still loading: try again.',
    });
  });

  it('applies the fix once they have loaded', async () => {
    await fixApply.load();
    const result = reducer(withContent, fix);
    expect(result.ok && result.doc.body).toEqual({ content: 'Hi' });
  });
});
