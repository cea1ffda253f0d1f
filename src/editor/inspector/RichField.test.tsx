// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../model';
import { RichField, richInputs } from './RichField';
import type { FieldBinding } from './use-field';

afterEach(cleanup);

const spec = { name: 'accent_color', label: 'Accent colour', input: 'color' } as FieldSpec;
const noop = () => undefined;
const binding: FieldBinding = {
  nodeKey: 'n1',
  name: 'accent_color',
  value: 0x5865f2,
  set: noop,
  commit: noop,
  patch: noop,
  current: () => 0x5865f2,
  onFocus: noop,
  onBlur: noop,
};

describe('RichField', () => {
  it('says the field is loading until the larger editors are there, then draws the editor', async () => {
    expect(richInputs.get()).toBeNull();
    render(<RichField kind="ColorField" spec={spec} binding={binding} nodeType="container" />);
    expect(screen.getByTestId('field-loading:accent_color').textContent).toContain('Accent colour');
    await richInputs.load();
    expect(await screen.findByTestId('field:accent_color')).toBeTruthy();
    expect(screen.queryByTestId('field-loading:accent_color')).toBeNull();
  });
});
