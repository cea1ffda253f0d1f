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

  it('shows nothing for a type Discord does not have', () => {
    expect(names(makeNode('unknown', { type: 99, a: 1 }))).toEqual([]);
  });
});
