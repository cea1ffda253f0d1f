import { describe, expect, it } from 'vitest';
import { countNodes, validate, walk } from '../../src/model';
import { benchMessage } from './fixture';

describe('benchMessage', () => {
  it('is a valid 40-component message with 4000 characters of markdown', () => {
    const doc = benchMessage();
    expect(countNodes(doc.nodes)).toBe(40);
    let chars = 0;
    walk(doc.nodes, (n) => {
      if (typeof n.props.content === 'string') chars += n.props.content.length;
    });
    expect(chars).toBe(4000);
    expect(validate(doc).filter((p) => p.severity === 'error')).toEqual([]);
  });
});
