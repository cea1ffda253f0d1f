// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useValidation } from './use-validation';

afterEach(cleanup);

const COMMAND = JSON.stringify({ name: 'trail', description: 'Trail state' });

describe('useValidation (the validator page)', () => {
  it('validates an application command instead of refusing it', () => {
    const { result } = renderHook(() => useValidation(COMMAND, 'detect'));
    expect(result.current.result).toMatchObject({ valid: true, envelope: 'command', problems: [] });
    expect(result.current.result!.doc?.surface).toBe('commands');
    expect(result.current.result!.command).toEqual({ list: false, kinds: ['chat-input-command'] });
  });

  it('counts the errors of a command set', () => {
    const list = `[${COMMAND}, ${COMMAND}]`;
    const { result } = renderHook(() => useValidation(list, 'detect'));
    expect(result.current.errors).toBe(1);
    expect(result.current.result!.problems[0]).toMatchObject({ code: 'duplicate-name' });
  });

  it('judges nothing while the text is blank', () => {
    const { result } = renderHook(() => useValidation('  ', 'detect'));
    expect(result.current).toEqual({ result: null, errors: 0, warnings: 0, stale: false });
  });
});
