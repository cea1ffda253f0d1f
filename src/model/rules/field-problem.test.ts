import { describe, expect, it } from 'vitest';
import type { FieldProblem } from './field-problem';
import { severityOf } from './field-problem';

describe('severityOf', () => {
  it('reads an unset severity as an error and keeps a set one', () => {
    const refused: FieldProblem = { field: 'guildId', message: 'Enter the server id.' };
    expect(severityOf(refused)).toBe('error');
    expect(severityOf({ ...refused, severity: 'warning' })).toBe('warning');
    expect(severityOf({ ...refused, severity: 'note' })).toBe('note');
  });
});
