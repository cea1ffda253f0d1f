import { describe, expect, it } from 'vitest';
import { makeNode } from '../../model';
import { visibleFields } from './visible-fields';

const names = (node: ReturnType<typeof makeNode>, surface: 'message' | 'modal' = 'message') =>
  visibleFields(node, surface).map((f) => f.name);

describe('visibleFields', () => {
  it('shows a link button its URL and no custom_id', () => {
    expect(names(makeNode('button', { style: 5, url: 'https://a.b' }))).toEqual([
      'id',
      'style',
      'label',
      'emoji',
      'url',
      'disabled',
    ]);
  });

  it('shows a premium button only its SKU', () => {
    expect(names(makeNode('button', { style: 6 }))).toEqual(['id', 'style', 'sku_id', 'disabled']);
  });

  it('keeps a field that holds a value even where it does not belong, so it can be fixed', () => {
    expect(names(makeNode('button', { style: 5, custom_id: 'x' }))).toContain('custom_id');
    expect(names(makeNode('string-select', { disabled: true }), 'modal')).toContain('disabled');
  });

  it('filters fields by surface', () => {
    expect(names(makeNode('user-select', {}), 'modal')).toContain('required');
    expect(names(makeNode('user-select', {}), 'message')).not.toContain('required');
  });

  it("shows a command's deprecated fields only when it holds them", () => {
    const command = (props: Record<string, unknown>) =>
      visibleFields(makeNode('chat-input-command', props), 'commands').map((f) => f.name);
    expect(command({ name: 'a' })).not.toContain('dm_permission');
    expect(command({ name: 'a' })).not.toContain('default_permission');
    expect(command({ name: 'a', dm_permission: false })).toContain('dm_permission');
    expect(command({ default_permission: true })).toContain('default_permission');
  });

  it('keeps the deprecated label of a Text Input, which a legacy modal still needs', () => {
    expect(names(makeNode('text-input', { style: 1 }), 'modal')).toContain('label');
  });

  it('offers value bounds on integer and number options only', () => {
    const option = (kind: 'integer-option' | 'number-option' | 'string-option') =>
      visibleFields(makeNode(kind, {}), 'commands').map((f) => f.name);
    expect(option('integer-option')).toEqual(expect.arrayContaining(['min_value', 'max_value']));
    expect(option('number-option')).toEqual(expect.arrayContaining(['min_value', 'max_value']));
    expect(option('string-option')).not.toContain('min_value');
    expect(option('string-option')).toEqual(expect.arrayContaining(['min_length', 'choices']));
  });

  it('shows nothing for a type Discord does not have', () => {
    expect(names(makeNode('unknown', { type: 99, a: 1 }))).toEqual([]);
  });
});
