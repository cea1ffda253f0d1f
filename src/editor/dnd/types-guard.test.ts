import { describe, expect, it } from 'vitest';
import { asDragSource } from './types-guard';

describe('asDragSource', () => {
  it('trusts a palette source by its kind name and a node source by its key', () => {
    expect(asDragSource({ kind: 'palette', type: 'separator' })).toEqual({
      kind: 'palette',
      type: 'separator',
    });
    expect(asDragSource({ kind: 'node', key: 'n1' })).toEqual({ kind: 'node', key: 'n1' });
  });

  it('refuses anything else, a palette source with a type number included', () => {
    expect(asDragSource({ kind: 'palette', type: 14 })).toBeNull();
    expect(asDragSource({ kind: 'node', key: 3 })).toBeNull();
    expect(asDragSource({ kind: 'sortable' })).toBeNull();
    expect(asDragSource(null)).toBeNull();
    expect(asDragSource('palette:separator')).toBeNull();
  });
});
