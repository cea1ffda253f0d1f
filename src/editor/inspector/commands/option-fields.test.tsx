// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { option, slash } from '../../../model/testing/command-fixtures';
import { byId, inspectCommand, loadAll } from './test-utils';

beforeAll(loadAll);
afterEach(cleanup);

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('the fields of a command and its options', () => {
  it("takes decimals for a Number option's bounds and whole numbers for an Integer option's", () => {
    const number = inspectCommand([slash({ options: [option('number-option')] })], { path: [0] });
    type(byId('field:min_value'), '0.5');
    expect(number.props().min_value).toBe(0.5);
    cleanup();
    const integer = inspectCommand([slash({ options: [option('integer-option')] })], { path: [0] });
    type(byId('field:min_value'), '0.5');
    expect('min_value' in integer.props()).toBe(false);
    expect(byId('field:min_value').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the deprecated fields only on a command that has them', () => {
    inspectCommand([slash()]);
    expect(screen.queryByTestId('field:dm_permission')).toBeNull();
    expect(screen.queryByTestId('field:default_permission')).toBeNull();
    expect(byId('field:default_member_permissions')).toBeTruthy();
    cleanup();
    inspectCommand([slash({ dm_permission: false })]);
    expect(byId('field:dm_permission')).toBeTruthy();
    expect(screen.getByText('Deprecated: Use `contexts` instead.')).toBeTruthy();
  });

  it('draws every field of a slash command and a string option', () => {
    inspectCommand([slash()]);
    for (const name of ['name', 'name_localizations', 'description', 'description_localizations'])
      expect(byId(`field:${name}`)).toBeTruthy();
    for (const name of ['default_member_permissions', 'contexts', 'integration_types', 'nsfw'])
      expect(byId(`field:${name}`)).toBeTruthy();
    cleanup();
    inspectCommand([slash({ options: [option('string-option')] })], { path: [0] });
    for (const name of ['name_localizations', 'required', 'choices', 'autocomplete', 'min_length'])
      expect(byId(`field:${name}`)).toBeTruthy();
  });
});
