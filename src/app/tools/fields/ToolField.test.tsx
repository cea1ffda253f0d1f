// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ToolFieldProps } from './ToolField';
import { ToolField } from './ToolField';

afterEach(cleanup);

/** A required id field: "Enter the id." while empty, a bad-shape error otherwise. */
function IdField({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const findings: ToolFieldProps['findings'] =
    value === ''
      ? [{ severity: 'error', message: 'Enter the id.' }]
      : /^\d+$/.test(value)
        ? [{ severity: 'warning', message: 'Check it twice.' }]
        : [{ severity: 'error', message: 'Digits only.' }];
  return (
    <ToolField
      label="Id"
      required={{ testId: 'id-required' }}
      hint="The id."
      findings={findings}
      findingsTestId="id-found"
      empty={value === ''}
    >
      {(control) => (
        <input
          {...control}
          data-testid="id"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
    </ToolField>
  );
}

const input = () => screen.getByTestId('id');
const found = () => screen.getByTestId('id-found');

describe('ToolField', () => {
  it('labels the control, marks it required and describes it by its hint and findings', () => {
    render(<IdField initial="x" />);
    expect(screen.getByLabelText(/^Id/)).toBe(input());
    expect(screen.getByTestId('id-required').textContent).toBe(' (required)');
    const described = input().getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'The id.',
      'Digits only.',
    ]);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(found().getAttribute('role')).toBe('alert');
  });

  it('says an untouched empty field’s error as a note, and as an error once the person has been at it', () => {
    render(<IdField />);
    expect(found().textContent).toBe('Enter the id.');
    expect(found().querySelector('li')?.dataset.severity).toBe('note');
    expect(input().getAttribute('aria-invalid')).toBe('false');
    expect(found().getAttribute('role')).toBeNull();
    fireEvent.blur(input());
    expect(found().querySelector('li')?.dataset.severity).toBe('error');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('lists errors before warnings and notes', () => {
    render(
      <ToolField
        label="Scopes"
        findings={[
          { severity: 'note', message: 'c' },
          { severity: 'warning', message: 'b' },
          { severity: 'error', message: 'a' },
        ]}
        findingsTestId="scopes-found"
      >
        {(control) => <input {...control} />}
      </ToolField>,
    );
    expect(
      [...screen.getByTestId('scopes-found').querySelectorAll('li')].map((li) => li.textContent),
    ).toEqual(['a', 'b', 'c']);
  });
});
